import { Button, Card, Flex, Form, Input, theme, type FormInstance } from 'antd';

import type { MentorGeneralValues } from '../mentor-form';
import { emailRules, half, PersonalFields } from './PersonalFields';

interface MentorGeneralStepProps {
  form: FormInstance<MentorGeneralValues>;
  initialValues: MentorGeneralValues;
  onNext: (values: MentorGeneralValues) => void;
}

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
            <PersonalFields />
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
