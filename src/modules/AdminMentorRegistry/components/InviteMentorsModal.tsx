import { Checkbox, Form, Input, Select } from 'antd';

import type { Discipline, InviteMentorsInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

interface InviteMentorsModalProps {
  open: boolean;
  disciplines: Discipline[];
  onSubmit: (input: InviteMentorsInput) => Promise<void>;
  onClose: () => void;
}

// pages.md §5 "Invite mentors" (admin): certified graduates of the disciplines, and past mentors on request (R14.7).
export function InviteMentorsModal({ open, disciplines, onSubmit, onClose }: InviteMentorsModalProps) {
  const [form] = Form.useForm<InviteMentorsInput>();
  return (
    <FormModal<InviteMentorsInput>
      title="Invite mentors"
      name="invite-mentors"
      open={open}
      form={form}
      initialValues={{ disciplines: [], isMentor: false, text: '' }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="disciplines"
        label="Disciplines"
        rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one discipline' }]}
      >
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={disciplines.map((discipline) => ({ value: discipline.id, label: discipline.name }))}
        />
      </Form.Item>
      <Form.Item name="isMentor" valuePropName="checked">
        <Checkbox>Mentor in the past</Checkbox>
      </Form.Item>
      <Form.Item
        name="text"
        label="Invitation"
        extra="HTML: p, br, b, i, a, ul, ol, li; everything else is removed"
        rules={[{ required: true, whitespace: true, message: 'Write the invitation' }]}
      >
        <Input.TextArea rows={8} />
      </Form.Item>
    </FormModal>
  );
}
