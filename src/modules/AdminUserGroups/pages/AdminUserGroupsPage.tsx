import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import type { UserGroup } from '@/api/model';
import { useEditDialog } from '@/components/form/useEditDialog';
import { problemDetail } from '@/hooks/problem';

import { useUserGroups } from '../hooks/useUserGroups';

// The antd Table and Form are the heaviest dependencies of the page; they load in their own chunks.
const UserGroupsTable = dynamic(() => import('../components/UserGroupsTable').then((mod) => mod.UserGroupsTable), {
  loading: () => <Skeleton active />,
});
const UserGroupModal = dynamic(() => import('../components/UserGroupModal').then((mod) => mod.UserGroupModal));

// pages.md §5 "/admin/user-group".
export function AdminUserGroupsPage() {
  const { groups, error, isLoading, save, remove } = useUserGroups();
  const { dialog, openAdd, openEdit, close } = useEditDialog<UserGroup>();
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add User Group
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <UserGroupsTable groups={groups} loading={isLoading} onEdit={openEdit} onDelete={remove} />
      {dialog && (
        <UserGroupModal key={dialog.key} open={dialog.open} group={dialog.item} onSubmit={save} onClose={close} />
      )}
    </Flex>
  );
}
