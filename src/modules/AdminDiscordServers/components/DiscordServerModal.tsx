import { Form, Input, type FormRule } from 'antd';

import type { DiscordServer, DiscordServerInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

import { NAME_MAX_LENGTH, URL_MAX_LENGTH, URL_PATTERN } from '../constants';
import { toDiscordServerInput, toFormValues, type DiscordServerFormValues } from '../utils';

interface DiscordServerModalProps {
  open: boolean;
  server?: DiscordServer;
  onSubmit: (input: DiscordServerInput, server?: DiscordServer) => Promise<void>;
  onClose: () => void;
}

const urlRules: FormRule[] = [
  { pattern: URL_PATTERN, message: 'Enter a URL that starts with http:// or https://' },
  { max: URL_MAX_LENGTH, message: `At most ${URL_MAX_LENGTH} characters` },
];

export function DiscordServerModal({ open, server, onSubmit, onClose }: DiscordServerModalProps) {
  const [form] = Form.useForm<DiscordServerFormValues>();
  return (
    <FormModal<DiscordServerFormValues>
      title={server ? 'Edit Discord Server' : 'Add Discord Server'}
      name="discord-server"
      open={open}
      form={form}
      initialValues={server ? toFormValues(server) : undefined}
      onSubmit={(values) => onSubmit(toDiscordServerInput(values), server)}
      onClose={onClose}
    >
      <Form.Item
        label="Name"
        name="name"
        rules={[
          { required: true, whitespace: true, message: 'Enter the server name' },
          { max: NAME_MAX_LENGTH, message: `At most ${NAME_MAX_LENGTH} characters` },
        ]}
      >
        <Input maxLength={NAME_MAX_LENGTH} autoFocus />
      </Form.Item>
      <Form.Item label="Gratitude webhook URL" name="gratitudeUrl" rules={urlRules}>
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
      <Form.Item label="Mentors chat URL" name="mentorsChatUrl" rules={urlRules}>
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
    </FormModal>
  );
}
