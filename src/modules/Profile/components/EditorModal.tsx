import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';

import type { ProfileInfo, ProfileInfoUpdate } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';
import { ENGLISH_LEVEL_NAMES, LANGUAGE_NAMES } from '@/hooks/language-names';

import type { EditorKind } from '../constants';
import { ContactFields, contactValues } from './ContactFields';
import { EducationFields } from './EducationFields';
import type { OwnerTools } from './ProfileCard';

type Values = Record<string, unknown>;
type Editor = {
  initialValues: (profile: ProfileInfo) => Values;
  toUpdate: (values: Values) => ProfileInfoUpdate;
  fields: ReactNode;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const max = (limit: number) => [{ max: limit, message: `At most ${limit} characters` }];
const languageOptions = Object.entries(LANGUAGE_NAMES).map(([value, label]) => ({ value, label }));
const englishOptions = Object.entries(ENGLISH_LEVEL_NAMES).map(([value, label]) => ({ value, label }));

// What the owner may change on each card (rules.md R19.4); each saves through PATCH /profile/info.
const editors: Record<EditorKind, Editor> = {
  main: {
    initialValues: ({ generalInfo }) => ({
      name: generalInfo.name,
      cityName: generalInfo.cityName ?? '',
      countryName: generalInfo.countryName ?? '',
    }),
    toUpdate: (values) => ({
      name: text(values.name),
      cityName: text(values.cityName),
      countryName: text(values.countryName),
    }),
    fields: (
      <>
        <Form.Item label="Name" name="name" rules={max(200)}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="City" name="cityName" rules={max(100)}>
          <Input />
        </Form.Item>
        <Form.Item label="Country" name="countryName" rules={max(100)}>
          <Input />
        </Form.Item>
      </>
    ),
  },
  about: {
    initialValues: ({ generalInfo }) => ({ aboutMyself: generalInfo.aboutMyself ?? '' }),
    toUpdate: (values) => ({ aboutMyself: text(values.aboutMyself) }),
    fields: (
      <Form.Item label="About myself" name="aboutMyself" rules={max(3000)}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={3000} showCount />
      </Form.Item>
    ),
  },
  languages: {
    initialValues: ({ generalInfo }) => ({
      languages: generalInfo.languages,
      englishLevel: generalInfo.englishLevel ?? undefined,
    }),
    toUpdate: (values) => ({
      languages: (values.languages as ProfileInfoUpdate['languages']) ?? [],
      englishLevel: (values.englishLevel as ProfileInfoUpdate['englishLevel']) ?? null,
    }),
    fields: (
      <>
        <Form.Item label="Languages" name="languages">
          <Select mode="multiple" options={languageOptions} optionFilterProp="label" allowClear />
        </Form.Item>
        <Form.Item label="English level" name="englishLevel">
          <Select options={englishOptions} allowClear />
        </Form.Item>
      </>
    ),
  },
  education: {
    initialValues: ({ generalInfo }) => ({ educationHistory: generalInfo.educationHistory ?? [] }),
    toUpdate: (values) => ({
      educationHistory: (
        (values.educationHistory ?? []) as { university: string; faculty?: string; graduationYear: number }[]
      ).map((entry) => ({ ...entry, faculty: entry.faculty ?? '' })),
    }),
    fields: <EducationFields />,
  },
  contacts: {
    initialValues: ({ contacts }) => ({ contacts: contactValues(contacts) }),
    toUpdate: (values) => ({ contacts: values.contacts as ProfileInfoUpdate['contacts'] }),
    fields: <ContactFields />,
  },
  discord: {
    initialValues: ({ discord }) => ({ username: discord?.username ?? '' }),
    toUpdate: (values) => ({
      discord: text(values.username).trim() ? { username: text(values.username).trim() } : null,
    }),
    fields: (
      <Form.Item label="Discord username" name="username" rules={max(37)}>
        <Input autoComplete="off" />
      </Form.Item>
    ),
  },
};

interface EditorModalProps {
  kind: EditorKind;
  title: string;
  owner: OwnerTools;
  onClose: () => void;
}

export function EditorModal({ kind, title, owner, onClose }: EditorModalProps) {
  const [form] = Form.useForm<Values>();
  const editor = editors[kind];
  return (
    <FormModal<Values>
      title={title}
      name={`profile-${kind}`}
      open
      form={form}
      initialValues={editor.initialValues(owner.profile)}
      onSubmit={(values) => owner.save(editor.toUpdate(values))}
      onClose={onClose}
    >
      {editor.fields}
    </FormModal>
  );
}
