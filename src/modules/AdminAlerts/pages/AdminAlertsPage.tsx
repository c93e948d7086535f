import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert as Banner, Button, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import type { Alert } from '@/api/model';
import { useEditDialog } from '@/components/form/useEditDialog';
import { problemDetail } from '@/hooks/problem';

import { useAlerts } from '../hooks/useAlerts';

// The antd Table and Form are the heaviest dependencies of the page; they load in their own chunks.
const AlertsTable = dynamic(() => import('../components/AlertsTable').then((mod) => mod.AlertsTable), {
  loading: () => <Skeleton active />,
});
const AlertModal = dynamic(() => import('../components/AlertModal').then((mod) => mod.AlertModal));

// pages.md §5 "/admin/alerts".
export function AdminAlertsPage() {
  const { alerts, error, isLoading, save, setEnabled, remove } = useAlerts();
  const { dialog, openAdd, openEdit, close } = useEditDialog<Alert>();
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add Alert
        </Button>
      </Flex>
      {error && <Banner type="error" showIcon title={problemDetail(error)} />}
      <AlertsTable alerts={alerts} loading={isLoading} onEdit={openEdit} onToggle={setEnabled} onDelete={remove} />
      {dialog && <AlertModal key={dialog.key} open={dialog.open} alert={dialog.item} onSubmit={save} onClose={close} />}
    </Flex>
  );
}
