import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { Alert, Button, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

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
const SendMessageModal = dynamic(() => import('../components/SendMessageModal').then((mod) => mod.SendMessageModal));

// pages.md §5 "/admin/notifications".
export function AdminNotificationsPage() {
  const { notifications, error, isLoading, save, remove } = useNotificationCatalogue();
  const { dialog, openAdd, openEdit, close } = useEditDialog<Notification>();
  // Mounted on first open only, so its chunk loads then; a new key each time gives a fresh form.
  const [sendKey, setSendKey] = useState(0);
  const [sendOpen, setSendOpen] = useState(false);
  const openSend = () => {
    setSendKey((key) => key + 1);
    setSendOpen(true);
  };
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add Notification
        </Button>
        <Button icon={<SendOutlined />} onClick={openSend}>
          Send message
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
      {sendKey > 0 && (
        <SendMessageModal
          key={sendKey}
          open={sendOpen}
          notifications={notifications}
          onClose={() => setSendOpen(false)}
        />
      )}
    </Flex>
  );
}
