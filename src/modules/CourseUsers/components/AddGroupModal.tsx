import { Alert, Flex, Form, Select, Tag } from 'antd';

import type { UserGroup } from '@/api/model';
import { useGetUserGroups } from '@/api/user-groups';
import { FormModal } from '@/components/form/FormModal';
import { COURSE_ROLE_LABELS } from '@/hooks/session-roles';

import { STAFF_FLAGS } from '../constants';
import { groupCourseUsers, groupFlags, userLabel } from '../utils';

interface AddGroupModalProps {
  open: boolean;
  onSubmit: (group: UserGroup) => Promise<void>;
  onClose: () => void;
}

interface AddGroupFormValues {
  groupId?: number;
}

const flagLabel = (flag: string) => STAFF_FLAGS.find((entry) => entry.flag === flag)?.label ?? flag;

// pages.md §4 "/course/admin/users" "Add Group" (admin): the group's users join the course staff with its roles.
export function AddGroupModal({ open, onSubmit, onClose }: AddGroupModalProps) {
  const [form] = Form.useForm<AddGroupFormValues>();
  const { data: groups = [], isLoading } = useGetUserGroups({ swr: { revalidateOnFocus: false } });
  const groupId = Form.useWatch('groupId', form);
  const group = groups.find((entry) => entry.id === groupId);
  const flags = group ? groupFlags(group) : [];
  return (
    <FormModal<AddGroupFormValues>
      title="Add Group"
      name="add-group"
      open={open}
      form={form}
      onSubmit={async () => {
        if (group) await onSubmit(group);
      }}
      onClose={onClose}
    >
      <Form.Item
        label="User group"
        name="groupId"
        rules={[
          { required: true, message: 'Choose a user group' },
          {
            validator: async (_, value?: number) => {
              const chosen = groups.find((entry) => entry.id === value);
              if (chosen && !chosen.users.length) throw new Error('This group has no users');
              if (chosen && !groupCourseUsers(chosen).length) {
                throw new Error('This group grants no course staff role (Manager, Supervisor, Dementor, Activist)');
              }
            },
          },
        ]}
      >
        <Select<number>
          loading={isLoading}
          options={groups.map((entry) => ({ value: entry.id, label: entry.name }))}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Select a user group"
        />
      </Form.Item>
      {group && (
        <Flex vertical gap={8}>
          <div>
            Roles: {flags.length ? flags.map((flag) => <Tag key={flag}>{flagLabel(flag)}</Tag>) : '–'}
            {group.roles
              .filter((role) => !STAFF_FLAGS.some((entry) => entry.role === role))
              .map((role) => (
                <Tag key={role}>{COURSE_ROLE_LABELS[role]} (not a staff role, skipped)</Tag>
              ))}
          </div>
          <div>
            Users: {group.users.length ? group.users.map((user) => <Tag key={user.id}>{userLabel(user)}</Tag>) : '–'}
          </div>
          <Alert type="info" showIcon title="Roles the users already hold in this course are kept." />
        </Flex>
      )}
    </FormModal>
  );
}
