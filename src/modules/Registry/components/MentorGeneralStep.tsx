import { Button, Card, Flex, Form, Input, theme, type FormInstance } from 'antd';

import { LATIN_NAME } from '../constants';
import type { MentorGeneralValues } from '../mentor-form';

interface MentorGeneralStepProps {
  form: FormInstance<MentorGeneralValues>;
  initialValues: MentorGeneralValues;
  onNext: (values: MentorGeneralValues) => void;
}

const nameRules = (label: string) => [
  { required: true, whitespace: true, message: `Please enter your ${label}` },
  { pattern: LATIN_NAME, message: `${label} must be in Latin letters (A–Z; spaces, hyphens and apostrophes allowed)` },
  { max: 100, message: `${label} must be at most 100 characters` },
];
const emailRules = [
  { type: 'email' as const, message: 'Please enter a valid e-mail address' },
  { max: 320, message: 'The e-mail address must be at most 320 characters' },
];
const half = { flex: '1 1 240px', minWidth: 0 };

// pages.md §6 "/registry/mentor", step General: name, location, primary e-mail and contacts.
export function MentorGeneralStep({ form, initialValues, onNext }: MentorGeneralStepProps) {
  const { token } = theme.useToken();
  const heading = (title: string) => <h2 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h2>;
  return (
    <Form<MentorGeneralValues>
      form={form}
      name="mentor-general"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onNext}
      scrollToFirstError
    >
      <Flex vertical gap={token.margin}>
        <Card title={heading('Personal information')}>
          <Flex wrap gap="0 16px">
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
          </Flex>
        </Card>
        <Card title={heading('Contacts')}>
          <Flex wrap gap="0 16px">
            <Form.Item name={['contacts', 'telegram']} label="Telegram" rules={[{ max: 100 }]} style={half}>
              <Input />
            </Form.Item>
            <Form.Item name={['contacts', 'skype']} label="Skype" rules={[{ max: 100 }]} style={half}>
              <Input />
            </Form.Item>
            <Form.Item name={['contacts', 'whatsApp']} label="WhatsApp" rules={[{ max: 50 }]} style={half}>
              <Input />
            </Form.Item>
            <Form.Item name={['contacts', 'email']} label="E-mail" rules={emailRules} style={half}>
              <Input type="email" />
            </Form.Item>
            <Form.Item name={['contacts', 'phone']} label="Phone" rules={[{ max: 50 }]} style={half}>
              <Input type="tel" autoComplete="tel" />
            </Form.Item>
            <Form.Item
              name={['contacts', 'notes']}
              label="Contact Notes"
              rules={[{ max: 1000 }]}
              style={{ width: '100%' }}
            >
              <Input.TextArea rows={2} />
            </Form.Item>
          </Flex>
        </Card>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" size="large">
            Next
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
