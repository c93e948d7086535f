import { Form, Input, Select, Switch, Tabs, Typography } from 'antd';

import type { Notification, NotificationChannelId, NotificationInput, NotificationType } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

import { CHANNELS, HELPERS, ID_MAX_LENGTH, NAME_MAX_LENGTH, NOTIFICATION_VARIABLES, variablesOf } from '../constants';

interface NotificationModalProps {
  open: boolean;
  notification?: Notification;
  // Top-level notifications a new or edited one may hang under.
  parents: Notification[];
  onSubmit: (input: NotificationInput, notification?: Notification) => Promise<void>;
  onClose: () => void;
}

type Template = { subject?: string; body?: string };
type FormValues = {
  id: string;
  name: string;
  enabled: boolean;
  type: NotificationType;
  parentId?: string | null;
} & Record<NotificationChannelId, Template>;

function toValues(notification?: Notification): FormValues {
  const template = (channel: NotificationChannelId): Template => {
    const found = notification?.channels.find((item) => item.channelId === channel)?.template;
    return { subject: found?.subject ?? '', body: found?.body ?? '' };
  };
  return {
    id: notification?.id ?? '',
    name: notification?.name ?? '',
    enabled: notification?.enabled ?? true,
    type: notification?.type ?? 'event',
    parentId: notification?.parentId ?? null,
    email: template('email'),
    telegram: template('telegram'),
    discord: template('discord'),
  };
}

// A channel is sent only when its body is filled in; e-mail also sends its subject.
function toInput(values: FormValues): NotificationInput {
  return {
    id: values.id.trim(),
    name: values.name.trim(),
    enabled: values.enabled,
    type: values.type,
    parentId: values.parentId || null,
    channels: CHANNELS.filter(({ id }) => values[id]?.body?.trim()).map(({ id, subject }) => ({
      channelId: id,
      template: subject
        ? { subject: values[id].subject?.trim() ?? '', body: values[id].body?.trim() ?? '' }
        : { body: values[id].body?.trim() ?? '' },
    })),
  };
}

function Variables({ id, sources }: { id: string; sources: (string | undefined)[] }) {
  const known = NOTIFICATION_VARIABLES[id];
  const variables = known ?? variablesOf(sources);
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
      Variables: {variables.length ? variables.map((name) => `{{${name}}}`).join(', ') : 'none'}. Helpers:{' '}
      {HELPERS.map((helper) => `{{${helper}}}`).join(', ')}.
    </Typography.Paragraph>
  );
}

// pages.md §5 "/admin/notifications": Id, Name, Active, Type, Parent; a tab per channel with the variable list.
export function NotificationModal({ open, notification, parents, onSubmit, onClose }: NotificationModalProps) {
  const [form] = Form.useForm<FormValues>();
  const id = Form.useWatch('id', form) ?? notification?.id ?? '';
  const templates = Form.useWatch([], form) as FormValues | undefined;
  const sources = CHANNELS.flatMap(({ id: channel }) => [templates?.[channel]?.subject, templates?.[channel]?.body]);
  return (
    <FormModal<FormValues>
      title="Notification Settings"
      name="notification"
      open={open}
      form={form}
      initialValues={toValues(notification)}
      onSubmit={(values) => onSubmit(toInput(values), notification)}
      onClose={onClose}
    >
      <Form.Item
        label="Id"
        name="id"
        rules={[
          { required: true, whitespace: true, message: 'Enter the id' },
          { pattern: /^[A-Za-z0-9:_-]+$/, message: 'Letters, digits, ":", "_" and "-" only' },
        ]}
      >
        <Input maxLength={ID_MAX_LENGTH} disabled={Boolean(notification)} autoFocus={!notification} />
      </Form.Item>
      <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Enter the name' }]}>
        <Input maxLength={NAME_MAX_LENGTH} />
      </Form.Item>
      <Form.Item label="Active" name="enabled" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="Type" name="type" rules={[{ required: true, message: 'Choose the type' }]}>
        <Select
          options={[
            { value: 'event', label: 'event' },
            { value: 'message', label: 'message' },
          ]}
        />
      </Form.Item>
      <Form.Item label="Parent" name="parentId">
        <Select
          allowClear
          placeholder="No parent"
          options={parents
            .filter((parent) => parent.id !== notification?.id)
            .map((parent) => ({ value: parent.id, label: `${parent.name} (${parent.id})` }))}
        />
      </Form.Item>
      <Tabs
        items={CHANNELS.map((channel) => ({
          key: channel.id,
          label: channel.label,
          forceRender: true,
          children: (
            <>
              {channel.subject && (
                <Form.Item label="Subject" name={[channel.id, 'subject']}>
                  <Input />
                </Form.Item>
              )}
              <Form.Item label="Body" name={[channel.id, 'body']} extra="Leave empty to send nothing on this channel.">
                <Input.TextArea rows={6} />
              </Form.Item>
            </>
          ),
        }))}
      />
      <Variables id={id} sources={sources} />
    </FormModal>
  );
}
