import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import type { DiscordServer } from '@/api/model';
import { useEditDialog } from '@/components/form/useEditDialog';
import { problemDetail } from '@/hooks/problem';

import { useDiscordServers } from '../hooks/useDiscordServers';

// The antd Table and Form are the heaviest dependencies of the page; they load in their own chunks.
const DiscordServersTable = dynamic(
  () => import('../components/DiscordServersTable').then((mod) => mod.DiscordServersTable),
  { loading: () => <Skeleton active /> },
);
const DiscordServerModal = dynamic(() =>
  import('../components/DiscordServerModal').then((mod) => mod.DiscordServerModal),
);

// pages.md §5 "/admin/discord-telegram".
export function AdminDiscordServersPage() {
  const { servers, error, isLoading, save, remove } = useDiscordServers();
  const { dialog, openAdd, openEdit, close } = useEditDialog<DiscordServer>();
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add Discord Server
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <DiscordServersTable servers={servers} loading={isLoading} onEdit={openEdit} onDelete={remove} />
      {dialog && (
        <DiscordServerModal key={dialog.key} open={dialog.open} server={dialog.item} onSubmit={save} onClose={close} />
      )}
    </Flex>
  );
}
