import { Form, Input } from 'antd';

import type { Contributor, ContributorInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

import { UserSelect } from './UserSelect';

interface ContributorModalProps {
  open: boolean;
  contributor?: Contributor;
  onSubmit: (input: ContributorInput, contributor?: Contributor) => Promise<void>;
  onClose: () => void;
}

interface ContributorFormValues {
  userId?: number;
  description: string;
}

// access.md §5: ContributorInput.description is 1..2000 characters.
const DESCRIPTION_MAX_LENGTH = 2000;

// pages.md §5 "/admin/contributors": User (user search), Description.
export function ContributorModal({ open, contributor, onSubmit, onClose }: ContributorModalProps) {
  const [form] = Form.useForm<ContributorFormValues>();
  const initialValues: ContributorFormValues = contributor
    ? { userId: contributor.user.id, description: contributor.description }
    : { description: '' };
  return (
    <FormModal<ContributorFormValues>
      title={contributor ? 'Edit Contributor' : 'Add Contributor'}
      name="contributor"
      open={open}
      form={form}
      initialValues={initialValues}
      onSubmit={(values) =>
        onSubmit({ userId: values.userId as number, description: values.description.trim() }, contributor)
      }
      onClose={onClose}
    >
      <Form.Item label="User" name="userId" rules={[{ required: true, message: 'Choose a user' }]}>
        <UserSelect initialUser={contributor?.user} />
      </Form.Item>
      <Form.Item
        label="Description"
        name="description"
        rules={[
          { required: true, whitespace: true, message: 'Enter the description' },
          { max: DESCRIPTION_MAX_LENGTH, message: `At most ${DESCRIPTION_MAX_LENGTH} characters` },
        ]}
      >
        <Input.TextArea rows={3} maxLength={DESCRIPTION_MAX_LENGTH} />
      </Form.Item>
    </FormModal>
  );
}
