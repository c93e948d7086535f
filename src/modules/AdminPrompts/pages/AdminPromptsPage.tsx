import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import type { Prompt } from '@/api/model';
import { useEditDialog } from '@/components/form/useEditDialog';
import { problemDetail } from '@/hooks/problem';

import { usePrompts } from '../hooks/usePrompts';

// The antd Table and Form are the heaviest dependencies of the page; they load in their own chunks.
const PromptsTable = dynamic(() => import('../components/PromptsTable').then((mod) => mod.PromptsTable), {
  loading: () => <Skeleton active />,
});
const PromptModal = dynamic(() => import('../components/PromptModal').then((mod) => mod.PromptModal));

// pages.md §5 "/admin/prompts".
export function AdminPromptsPage() {
  const { prompts, error, isLoading, save, remove } = usePrompts();
  const { dialog, openAdd, openEdit, close } = useEditDialog<Prompt>();
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add Prompt
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <PromptsTable prompts={prompts} loading={isLoading} onEdit={openEdit} onDelete={remove} />
      {dialog && (
        <PromptModal key={dialog.key} open={dialog.open} prompt={dialog.item} onSubmit={save} onClose={close} />
      )}
    </Flex>
  );
}
