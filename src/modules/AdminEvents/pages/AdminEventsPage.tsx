import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Input, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';

import type { Event } from '@/api/model';
import { useEditDialog } from '@/components/form/useEditDialog';
import { problemDetail } from '@/hooks/problem';

import { useEvents } from '../hooks/useEvents';
import { filterEvents } from '../utils';

const EventsTable = dynamic(() => import('../components/EventsTable').then((mod) => mod.EventsTable), {
  loading: () => <Skeleton active />,
});
const EventModal = dynamic(() => import('../components/EventModal').then((mod) => mod.EventModal));

// pages.md §5 "/admin/events".
export function AdminEventsPage() {
  const { events, disciplines, error, isLoading, save, remove } = useEvents();
  const { dialog, openAdd, openEdit, close } = useEditDialog<Event>();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterEvents(events, search), [events, search]);
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add Event
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
      <EventsTable events={shown} loading={isLoading} onEdit={openEdit} onDelete={remove} />
      {dialog && (
        <EventModal
          key={dialog.key}
          open={dialog.open}
          event={dialog.item}
          disciplines={disciplines}
          onSubmit={save}
          onClose={close}
        />
      )}
    </Flex>
  );
}
