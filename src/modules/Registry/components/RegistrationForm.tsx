import { Alert, Button, Card, Checkbox, Flex, Form, Input, Select, theme, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

import type { OpenCourse } from '@/api/model';
import { LANGUAGE_NAMES } from '@/hooks/language-names';

import { LATIN_NAME, type RegistrationValues } from '../constants';
import { formatStartDate } from '../utils';

interface RegistrationFormProps {
  form: FormInstance<RegistrationValues>;
  courses: OpenCourse[];
  initialValues: RegistrationValues;
  submitting: boolean;
  conflict?: string;
  onSubmit: (values: RegistrationValues) => void;
}

const languageOptions = Object.entries(LANGUAGE_NAMES).map(([value, label]) => ({ value, label }));

const nameRules = (label: string) => [
  { required: true, whitespace: true, message: `Please enter your ${label}` },
  { pattern: LATIN_NAME, message: `${label} must be in Latin letters (A–Z; spaces, hyphens and apostrophes allowed)` },
  { max: 100, message: `${label} must be at most 100 characters` },
];

const emailRules = [
  { type: 'email' as const, message: 'Please enter a valid e-mail address' },
  { max: 320, message: 'The e-mail address must be at most 320 characters' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h2>}>
      <Flex wrap gap="0 16px">
        {children}
      </Flex>
    </Card>
  );
}

const half = { flex: '1 1 240px', minWidth: 0 };

// pages.md §6 "/registry/student", step General: course, personal information, contacts, languages, consent.
export function RegistrationForm({
  form,
  courses,
  initialValues,
  submitting,
  conflict,
  onSubmit,
}: RegistrationFormProps) {
  const { token } = theme.useToken();
  return (
    <Form<RegistrationValues>
      form={form}
      name="student-registration"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      scrollToFirstError
    >
      <Flex vertical gap={token.margin}>
        <Section title="Course">
          <Form.Item
            name="courseId"
            label="Course"
            rules={[{ required: true, message: 'Please select a course' }]}
            style={{ width: '100%' }}
          >
            <Select
              options={courses.map((course) => ({
                value: course.id,
                label: `${course.name} — starts ${formatStartDate(course.startDate)}`,
              }))}
            />
          </Form.Item>
        </Section>
        <Section title="Personal information">
          <Form.Item name="firstName" label="First name" rules={nameRules('First name')} style={half}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="lastName" label="Last name" rules={nameRules('Last name')} style={half}>
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item name="countryName" label="Country" rules={[{ max: 100 }]} style={half}>
            <Input autoComplete="country-name" />
          </Form.Item>
          <Form.Item name="cityName" label="City" rules={[{ max: 100 }]} style={half}>
            <Input autoComplete="address-level2" />
          </Form.Item>
          <Form.Item
            name="primaryEmail"
            label="Primary e-mail"
            rules={[{ required: true, whitespace: true, message: 'Please enter your e-mail address' }, ...emailRules]}
            style={half}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="languages" label="Languages you speak" style={half}>
            <Select mode="multiple" options={languageOptions} optionFilterProp="label" />
          </Form.Item>
        </Section>
        <Section title="Contacts">
          <Form.Item name={['contacts', 'telegram']} label="Telegram" rules={[{ max: 100 }]} style={half}>
            <Input />
          </Form.Item>
          <Form.Item name={['contacts', 'email']} label="Contact e-mail" rules={emailRules} style={half}>
            <Input type="email" />
          </Form.Item>
        </Section>
        <Form.Item
          name="consent"
          valuePropName="checked"
          rules={[
            {
              validator: (_, value) =>
                value ? Promise.resolve() : Promise.reject(new Error('You must agree to the processing of your data')),
            },
          ]}
        >
          <Checkbox>I agree to the processing of my personal data for my studies at RS School</Checkbox>
        </Form.Item>
        {conflict && <Alert type="error" showIcon title={conflict} />}
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" size="large" loading={submitting}>
            Register
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
