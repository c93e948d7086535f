import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import type { Notification } from '@/api/model';
import { useEditDialog } from '@/components/form/useEditDialog';
import { problemDetail } from '@/hooks/problem';

import { useNotificationCatalogue } from '../hooks/useNotificationCatalogue';

// The antd Table and Form are the heaviest dependencies of the page; they load in their own chunks.
const NotificationsTable = dynamic(
  () => import('../components/NotificationsTable').then((mod) => mod.NotificationsTable),
  { loading: () => <Skeleton active /> },
);
const NotificationModal = dynamic(() => import('../components/NotificationModal').then((mod) => mod.NotificationModal));

// pages.md §5 "/admin/notifications".
export function AdminNotificationsPage() {
  const { notifications, error, isLoading, save, remove } = useNotificationCatalogue();
  const { dialog, openAdd, openEdit, close } = useEditDialog<Notification>();
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add Notification
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <NotificationsTable notifications={notifications} loading={isLoading} onEdit={openEdit} onDelete={remove} />
      {dialog && (
        <NotificationModal
          key={dialog.key}
          open={dialog.open}
          notification={dialog.item}
          parents={notifications.filter((item) => !item.parentId)}
          onSubmit={save}
          onClose={close}
        />
      )}
    </Flex>
  );
}
