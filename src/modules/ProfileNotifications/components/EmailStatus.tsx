import { Alert, Button, Flex, Form, Input } from 'antd';

import type { OwnNotificationConnection } from '@/api/model';

import { useEmailConfirmation } from '../hooks/useEmailConfirmation';

interface EmailStatusProps {
  connection: OwnNotificationConnection | undefined;
  onChange: () => unknown;
}

// pages.md §7: the e-mail channel is added, waiting for confirmation (with "Resend"), or confirmed (rules.md R20.5).
export function EmailStatus({ connection, onChange }: EmailStatusProps) {
  const { busy, addEmail, resend } = useEmailConfirmation(onChange);
  if (connection?.enabled) {
    return <Alert type="success" showIcon title={`Your e-mail ${connection.value} is confirmed.`} />;
  }
  if (connection) {
    return (
      <Alert
        type="warning"
        showIcon
        title={`Confirm your e-mail ${connection.value}`}
        description="Follow the link we sent to this address to receive notifications by e-mail."
        action={
          <Button size="small" loading={busy} onClick={() => void resend()}>
            Resend
          </Button>
        }
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title="Add your e-mail to receive notifications by e-mail"
      description={
        <Form
          layout="inline"
          name="add-email"
          onFinish={(values: { email: string }) => void addEmail(values.email.trim())}
        >
          <Flex wrap gap={8}>
            <Form.Item
              label="E-mail"
              name="email"
              rules={[
                { required: true, whitespace: true, message: 'Enter your e-mail' },
                { type: 'email', message: 'Enter a valid e-mail' },
              ]}
            >
              <Input type="email" autoComplete="email" maxLength={320} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              Add e-mail
            </Button>
          </Flex>
        </Form>
      }
    />
  );
}
