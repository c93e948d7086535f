import { Checkbox, Form, Typography } from 'antd';

import type { CourseUser } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

import { ROLE_CHECKBOX_OPTIONS, type StaffFlag } from '../constants';
import { flagsOf, userLabel } from '../utils';
import { UserPicker } from './UserPicker';

interface CourseUserModalProps {
  open: boolean;
  // undefined: "Add User" (pick a user); else edit this course user's roles.
  courseUser?: CourseUser;
  onAdd: (userId: number, flags: StaffFlag[]) => Promise<void>;
  onSave: (courseUser: CourseUser, flags: StaffFlag[]) => Promise<void>;
  onClose: () => void;
}

interface CourseUserFormValues {
  userId?: number;
  roles: StaffFlag[];
}

async function atLeastOneRole(_: unknown, roles?: StaffFlag[]) {
  if (!roles?.length) throw new Error('Choose at least one role');
}

// pages.md §4 "/course/admin/users": "Add User" (user search + Manager / Supervisor / Dementor / Activist) and Edit.
export function CourseUserModal({ open, courseUser, onAdd, onSave, onClose }: CourseUserModalProps) {
  const [form] = Form.useForm<CourseUserFormValues>();
  const submit = (values: CourseUserFormValues) =>
    courseUser ? onSave(courseUser, values.roles ?? []) : onAdd(values.userId as number, values.roles ?? []);
  return (
    <FormModal<CourseUserFormValues>
      title={courseUser ? `Edit ${userLabel(courseUser)}` : 'Add User'}
      name="course-user"
      open={open}
      form={form}
      initialValues={{ roles: courseUser ? flagsOf(courseUser) : [] }}
      onSubmit={submit}
      onClose={onClose}
    >
      {!courseUser && (
        <Form.Item label="User" name="userId" rules={[{ required: true, message: 'Choose a user' }]}>
          <UserPicker />
        </Form.Item>
      )}
      {/* A validator instead of `required`: antd would put aria-required on the group, which ARIA does not allow. */}
      <Form.Item
        label="Roles"
        name="roles"
        rules={courseUser ? [] : [{ validator: atLeastOneRole }]}
        extra={courseUser ? 'A user left without any role is removed from the course users.' : undefined}
      >
        <Checkbox.Group role="group" aria-label="Roles" options={ROLE_CHECKBOX_OPTIONS} />
      </Form.Item>
      {courseUser && <Typography.Text type="secondary">{courseUser.name}</Typography.Text>}
    </FormModal>
  );
}
