import { Form, Input } from 'antd';

import { FormModal } from '@/components/form/FormModal';
import { problemDetail, problemStatus } from '@/hooks/problem';

import { splitInvitationCode } from '../utils';

interface JoinTeamModalProps {
  open: boolean;
  onSubmit: (invitationCode: string) => Promise<void>;
  onClose: () => void;
}

// pages.md §10 "Join team": the lead's invitation code `<teamId>_<password>` (rules.md R12.4).
export function JoinTeamModal({ open, onSubmit, onClose }: JoinTeamModalProps) {
  const [form] = Form.useForm<{ invitationCode: string }>();
  return (
    <FormModal<{ invitationCode: string }>
      title="Join team"
      name="join-team"
      open={open}
      form={form}
      okText="Join"
      onSubmit={async (values) => {
        try {
          await onSubmit(values.invitationCode);
        } catch (failure) {
          // rules.md R12.4: "Wrong password" and "Team is full" (409) belong to the code the student typed.
          if (problemStatus(failure) === 409 || problemStatus(failure) === 404) {
            form.setFields([{ name: 'invitationCode', errors: [problemDetail(failure)] }]);
          }
          throw failure;
        }
      }}
      onClose={onClose}
    >
      <Form.Item
        label="Invitation code"
        name="invitationCode"
        extra="Ask your team lead for it"
        rules={[
          { required: true, whitespace: true, message: 'Enter the invitation code' },
          {
            validator: async (_, value: string | undefined) => {
              if (value?.trim() && !splitInvitationCode(value)) {
                throw new Error('The invitation code looks like 12_abc123');
              }
            },
          },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
