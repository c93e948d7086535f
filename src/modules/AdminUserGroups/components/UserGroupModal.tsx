import { Form, Input, Select } from 'antd';

import type { CourseRole, UserGroup, UserGroupInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';
import { UsersSearchSelect } from '@/components/form/UsersSearchSelect';

import { NAME_MAX_LENGTH, ROLE_OPTIONS } from '../constants';

interface UserGroupModalProps {
  open: boolean;
  group?: UserGroup;
  onSubmit: (input: UserGroupInput, group?: UserGroup) => Promise<void>;
  onClose: () => void;
}

interface UserGroupFormValues {
  name: string;
  users?: number[];
  roles?: CourseRole[];
}

// pages.md §5 "/admin/user-group": Name, Users (user search, multiple), Roles.
export function UserGroupModal({ open, group, onSubmit, onClose }: UserGroupModalProps) {
  const [form] = Form.useForm<UserGroupFormValues>();
  const initialValues: UserGroupFormValues = group
    ? { name: group.name, users: group.users.map((user) => user.id), roles: group.roles }
    : { name: '', users: [], roles: [] };
  return (
    <FormModal<UserGroupFormValues>
      title={group ? 'Edit User Group' : 'Add User Group'}
      name="user-group"
      open={open}
      form={form}
      initialValues={initialValues}
      onSubmit={(values) =>
        onSubmit({ name: values.name.trim(), users: values.users ?? [], roles: values.roles ?? [] }, group)
      }
      onClose={onClose}
    >
      <Form.Item
        label="Name"
        name="name"
        rules={[
          { required: true, whitespace: true, message: 'Enter the group name' },
          { max: NAME_MAX_LENGTH, message: `At most ${NAME_MAX_LENGTH} characters` },
        ]}
      >
        <Input maxLength={NAME_MAX_LENGTH} autoFocus />
      </Form.Item>
      <Form.Item label="Users" name="users">
        <UsersSearchSelect initialUsers={group?.users} />
      </Form.Item>
      <Form.Item label="Roles" name="roles">
        <Select<CourseRole[]>
          mode="multiple"
          options={ROLE_OPTIONS}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Select roles"
        />
      </Form.Item>
    </FormModal>
  );
}
