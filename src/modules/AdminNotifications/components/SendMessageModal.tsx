import { Alert, DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';

import type { Notification, UserName } from '@/api/model';
import { viewerTimeZone } from '@/components/form/date-time';
import { UsersSearchSelect } from '@/components/form/UsersSearchSelect';

import { parseData, sendToUsers, type SendSummary } from '../send-message';

interface SendMessageModalProps {
  open: boolean;
  // The catalogue; only the enabled notifications are offered.
  notifications: readonly Notification[];
  onClose: () => void;
}

type FormValues = { notificationId: string; userIds: number[]; data?: string; expireDate?: Dayjs | null };

const DATE_TIME = 'YYYY-MM-DD HH:mm';
const countUsers = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

function Summary({ summary }: { summary: SendSummary }) {
  return (
    <>
      {summary.queued > 0 && <Alert type="success" showIcon title={`Queued for ${countUsers(summary.queued)}`} />}
      {summary.failures.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={`Failed for ${countUsers(summary.failures.length)}`}
          description={
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {summary.failures.map((failure) => (
                <li key={failure.userId}>
                  {failure.user}: {failure.detail}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}

// Issue 11: an admin sends a catalogue notification to chosen users (POST /users/notifications/send, one per user).
export function SendMessageModal({ open, notifications, onClose }: SendMessageModalProps) {
  const [form] = Form.useForm<FormValues>();
  const [users, setUsers] = useState<ReadonlyMap<number, UserName>>(new Map());
  const [sending, setSending] = useState(false);
  const [summary, setSummary] = useState<SendSummary>();
  const timeZone = viewerTimeZone();

  const send = async (values: FormValues) => {
    setSending(true);
    setSummary(undefined);
    try {
      const input = {
        notificationId: values.notificationId,
        data: parseData(values.data),
        // R23.2: the picker reads the viewer's time zone; the API takes UTC.
        expireDate: values.expireDate ? values.expireDate.toISOString() : undefined,
      };
      setSummary(await sendToUsers(input, values.userIds, users));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title="Send message"
      open={open}
      okText="Send"
      cancelText="Close"
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={sending}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(node) => (
        <Form<FormValues>
          form={form}
          name="send-message"
          layout="vertical"
          onFinish={(values) => void send(values)}
          initialValues={{ userIds: [] }}
        >
          {node}
        </Form>
      )}
    >
      <Form.Item
        label="Notification"
        name="notificationId"
        rules={[{ required: true, message: 'Choose the notification' }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Choose an enabled notification"
          options={notifications
            .filter((notification) => notification.enabled)
            .map((notification) => ({
              value: notification.id,
              label: `${notification.name} (${notification.id}) · ${notification.type}`,
            }))}
        />
      </Form.Item>
      <Form.Item
        label="Users"
        name="userIds"
        rules={[{ required: true, type: 'array', min: 1, message: 'Choose the users' }]}
      >
        <UsersSearchSelect onKnownChange={setUsers} />
      </Form.Item>
      <Form.Item
        label="Data"
        name="data"
        extra="Optional: a JSON object with the template's variables."
        rules={[
          {
            validator: async (_, value?: string) => {
              parseData(value);
            },
          },
        ]}
      >
        <Input.TextArea rows={5} placeholder='{"text": "Hello"}' />
      </Form.Item>
      <Form.Item label={`Expire date (${timeZone})`} name="expireDate">
        <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} />
      </Form.Item>
      {summary && <Summary summary={summary} />}
      <Typography.Text type="secondary">
        One message is queued per user; a failure does not stop the others.
      </Typography.Text>
    </Modal>
  );
}
