import PlusOutlined from '@ant-design/icons/PlusOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { Alert, Button, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { CourseUser } from '@/api/model';
import { useEditDialog } from '@/components/form/useEditDialog';
import { problemDetail } from '@/hooks/problem';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useCourseUsers } from '../hooks/useCourseUsers';

// The antd Table and Form are the heaviest dependencies of the page; they load in their own chunks.
const CourseUsersTable = dynamic(() => import('../components/CourseUsersTable').then((mod) => mod.CourseUsersTable), {
  loading: () => <Skeleton active />,
});
const CourseUserModal = dynamic(() => import('../components/CourseUserModal').then((mod) => mod.CourseUserModal));
const AddGroupModal = dynamic(() => import('../components/AddGroupModal').then((mod) => mod.AddGroupModal));

// pages.md §4 "/course/admin/users": the staff of the active course; "Add Group" only for admins (user groups are
// admin-only, access.md §33).
export function CourseUsersPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  return course ? <CourseUsersOfCourse courseId={course.id} isAdmin={!!session?.isAdmin} /> : null;
}

function CourseUsersOfCourse({ courseId, isAdmin }: { courseId: number; isAdmin: boolean }) {
  const { courseUsers, error, isLoading, addUser, saveRoles, addGroup } = useCourseUsers(courseId);
  const { dialog, openAdd, openEdit, close } = useEditDialog<CourseUser>();
  const [groupDialog, setGroupDialog] = useState<{ open: boolean; key: number }>();
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add User
        </Button>
        {isAdmin && (
          <Button
            icon={<TeamOutlined />}
            onClick={() => setGroupDialog((prev) => ({ open: true, key: (prev?.key ?? 0) + 1 }))}
          >
            Add Group
          </Button>
        )}
      </Flex>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <CourseUsersTable courseUsers={courseUsers} loading={isLoading} onEdit={openEdit} />
      {dialog && (
        <CourseUserModal
          key={dialog.key}
          open={dialog.open}
          courseUser={dialog.item}
          onAdd={addUser}
          onSave={saveRoles}
          onClose={close}
        />
      )}
      {groupDialog && (
        <AddGroupModal
          key={groupDialog.key}
          open={groupDialog.open}
          onSubmit={addGroup}
          onClose={() => setGroupDialog((prev) => prev && { ...prev, open: false })}
        />
      )}
    </Flex>
  );
}
