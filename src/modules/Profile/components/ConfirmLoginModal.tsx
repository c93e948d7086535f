import { Form, Input, Typography } from 'antd';

import { FormModal } from '@/components/form/FormModal';

interface ConfirmLoginModalProps {
  onClose: () => void;
  label: string;
  login: string;
  warning: string;
  onConfirm: (login: string) => Promise<void>;
}

// pages.md §0.3 "Confirmations": obfuscation is confirmed by typing the GitHub login.
export function ConfirmLoginModal({ label, login, warning, onConfirm, onClose }: ConfirmLoginModalProps) {
  const [form] = Form.useForm<{ login: string }>();
  return (
    <FormModal<{ login: string }>
      title={label}
      name="confirm-login"
      open
      form={form}
      okText={label}
      danger
      onSubmit={() => onConfirm(login)}
      onClose={onClose}
    >
      <Typography.Paragraph>{warning}</Typography.Paragraph>
      <Form.Item
        label={`Type ${login} to confirm`}
        name="login"
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              value?.trim().toLowerCase() === login.toLowerCase()
                ? Promise.resolve()
                : Promise.reject(new Error('The login does not match')),
          },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
