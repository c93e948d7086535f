import { Form, Input } from 'antd';

import type { Team, TeamInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

import { StudentsSelect } from './StudentsSelect';

export interface TeamFormValues {
  name: string;
  description?: string;
  chatLink?: string;
  studentIds?: number[];
}

interface TeamModalProps {
  open: boolean;
  // undefined: "Create team".
  team?: Pick<Team, 'id' | 'name' | 'description' | 'chatLink' | 'members'>;
  // Managers choose the members (rules.md R12.3, R12.5); a student creating a team is its only member.
  members?: { courseId: number; distributionId: number };
  // Create gets a TeamInput, edit a TeamUpdate (a chat link left empty is not sent).
  onSubmit: (input: TeamInput) => Promise<void>;
  onClose: () => void;
}

const toInput = (values: TeamFormValues, withMembers: boolean): TeamInput => ({
  name: values.name.trim(),
  description: values.description?.trim() ?? '',
  chatLink: values.chatLink?.trim() ?? '',
  ...(withMembers && values.studentIds?.length ? { studentIds: values.studentIds } : {}),
});

// pages.md §10 "Create team" / "Edit team": name, description, chat link (access.md §31 TeamInput).
export function TeamModal({ open, team, members, onSubmit, onClose }: TeamModalProps) {
  const [form] = Form.useForm<TeamFormValues>();
  return (
    <FormModal<TeamFormValues>
      title={team ? 'Edit team' : 'Create team'}
      name="team"
      open={open}
      form={form}
      initialValues={
        team
          ? {
              name: team.name,
              description: team.description,
              chatLink: team.chatLink ?? '',
              studentIds: team.members.map((member) => member.id),
            }
          : {}
      }
      onSubmit={(values) => onSubmit(toInput(values, !!members))}
      onClose={onClose}
    >
      <Form.Item
        label="Team name"
        name="name"
        rules={[
          { required: true, whitespace: true, message: 'Enter the team name' },
          { max: 100, message: 'At most 100 characters' },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[{ max: 2000, message: 'At most 2000 characters' }]}>
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item
        label="Chat link"
        name="chatLink"
        extra="A link to the team's chat (Discord, Telegram...)"
        rules={[
          { required: !team, message: 'Enter the link to the team chat' },
          { type: 'url', message: 'Enter a valid URL (https://...)' },
        ]}
      >
        <Input placeholder="https://" />
      </Form.Item>
      {members && (
        <Form.Item
          label="Members"
          name="studentIds"
          rules={[{ required: !team, type: 'array', min: 1, message: 'Choose at least one student' }]}
        >
          <StudentsSelect
            courseId={members.courseId}
            distributionId={members.distributionId}
            initialStudents={team?.members}
          />
        </Form.Item>
      )}
    </FormModal>
  );
}
