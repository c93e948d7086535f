import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import type { Contributor } from '@/api/model';
import { useEditDialog } from '@/components/form/useEditDialog';
import { problemDetail } from '@/hooks/problem';

import { useContributors } from '../hooks/useContributors';

// The antd Table and Form are the heaviest dependencies of the page; they load in their own chunks.
const ContributorsTable = dynamic(
  () => import('../components/ContributorsTable').then((mod) => mod.ContributorsTable),
  { loading: () => <Skeleton active /> },
);
const ContributorModal = dynamic(() => import('../components/ContributorModal').then((mod) => mod.ContributorModal));

// pages.md §5 "/admin/contributors".
export function AdminContributorsPage() {
  const { contributors, error, isLoading, save, remove } = useContributors();
  const { dialog, openAdd, openEdit, close } = useEditDialog<Contributor>();
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add Contributor
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <ContributorsTable contributors={contributors} loading={isLoading} onEdit={openEdit} onDelete={remove} />
      {dialog && (
        <ContributorModal
          key={dialog.key}
          open={dialog.open}
          contributor={dialog.item}
          onSubmit={save}
          onClose={close}
        />
      )}
    </Flex>
  );
}
