import { Form, Input } from 'antd';

import type { MentorRegistryItem } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

interface CommentValues {
  comment: string;
}

interface CommentModalProps {
  open: boolean;
  item?: MentorRegistryItem;
  onSubmit: (item: MentorRegistryItem, comment: string) => Promise<void>;
  onClose: () => void;
}

// pages.md §5 "Add/Edit comment": a staff note on the application; an empty note clears it (R14.8).
export function CommentModal({ open, item, onSubmit, onClose }: CommentModalProps) {
  const [form] = Form.useForm<CommentValues>();
  return (
    <FormModal<CommentValues>
      title={`Comment on ${item?.githubId ?? ''}`}
      name="registry-comment"
      open={open}
      form={form}
      initialValues={{ comment: item?.comment ?? '' }}
      onSubmit={(values) => (item ? onSubmit(item, values.comment ?? '') : Promise.resolve())}
      onClose={onClose}
    >
      <Form.Item name="comment" label="Comment" rules={[{ max: 2000, message: 'At most 2000 characters' }]}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
    </FormModal>
  );
}
