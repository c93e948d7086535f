import { Alert, Button, Card, Checkbox, Flex, Form, Input, Select, theme, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

import type { OpenCourse } from '@/api/model';
import { LANGUAGE_NAMES } from '@/hooks/language-names';

import type { RegistrationValues } from '../constants';
import { formatStartDate } from '../utils';
import { emailRules, half, PersonalFields } from './PersonalFields';

interface RegistrationFormProps {
  form: FormInstance<RegistrationValues>;
  courses: OpenCourse[];
  initialValues: RegistrationValues;
  submitting: boolean;
  conflict?: string;
  onSubmit: (values: RegistrationValues) => void;
}

const languageOptions = Object.entries(LANGUAGE_NAMES).map(([value, label]) => ({ value, label }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h2>}>
      <Flex wrap gap="0 16px">
        {children}
      </Flex>
    </Card>
  );
}

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
          <PersonalFields />
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
