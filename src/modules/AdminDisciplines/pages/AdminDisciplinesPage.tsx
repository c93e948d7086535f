import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { useEditDialog } from '@/components/form/useEditDialog';
import type { Discipline } from '@/api/model';
import { problemDetail } from '@/hooks/problem';

import { useDisciplines } from '../hooks/useDisciplines';

// The antd Table and Form are the heaviest dependencies of the page; they load in their own chunks.
const DisciplinesTable = dynamic(() => import('../components/DisciplinesTable').then((mod) => mod.DisciplinesTable), {
  loading: () => <Skeleton active />,
});
const DisciplineModal = dynamic(() => import('../components/DisciplineModal').then((mod) => mod.DisciplineModal));

// pages.md §5 "/admin/disciplines".
export function AdminDisciplinesPage() {
  const { disciplines, error, isLoading, save, remove } = useDisciplines();
  const { dialog, openAdd, openEdit, close } = useEditDialog<Discipline>();
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add Discipline
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <DisciplinesTable disciplines={disciplines} loading={isLoading} onEdit={openEdit} onDelete={remove} />
      {dialog && (
        <DisciplineModal key={dialog.key} open={dialog.open} discipline={dialog.item} onSubmit={save} onClose={close} />
      )}
    </Flex>
  );
}
