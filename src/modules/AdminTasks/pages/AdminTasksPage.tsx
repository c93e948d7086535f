import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Input, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';

import type { Task } from '@/api/model';
import { useEditDialog } from '@/components/form/useEditDialog';
import { problemDetail } from '@/hooks/problem';

import { useTasks } from '../hooks/useTasks';
import { filterTasks } from '../utils';

const TasksTable = dynamic(() => import('../components/TasksTable').then((mod) => mod.TasksTable), {
  loading: () => <Skeleton active />,
});
const TaskModal = dynamic(() => import('../components/TaskModal').then((mod) => mod.TaskModal));

// pages.md §5 "/admin/tasks".
export function AdminTasksPage() {
  const { tasks, disciplines, error, isLoading, save } = useTasks();
  const { dialog, openAdd, openEdit, close } = useEditDialog<Task>();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterTasks(tasks, search), [tasks, search]);
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add Task
        </Button>
        <Input.Search
          allowClear
          placeholder="Search by name"
          aria-label="Search by name"
          style={{ width: 280 }}
          onChange={(change) => setSearch(change.target.value)}
        />
      </Flex>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <TasksTable tasks={shown} loading={isLoading} onEdit={openEdit} />
      {dialog && (
        <TaskModal
          key={dialog.key}
          open={dialog.open}
          task={dialog.item}
          disciplines={disciplines}
          onSubmit={save}
          onClose={close}
        />
      )}
    </Flex>
  );
}
