import { Flex, Switch, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';

import type { Alert } from '@/api/model';
import { ConfirmDeleteButton } from '@/components/table/ConfirmDeleteButton';
import { EditButton } from '@/components/table/EditButton';

import { ALERT_TYPE_LABELS } from '../constants';

interface AlertsTableProps {
  alerts: Alert[];
  loading: boolean;
  onEdit: (alert: Alert) => void;
  onToggle: (alert: Alert, enabled: boolean) => Promise<void>;
  onDelete: (alert: Alert) => Promise<void>;
}

const TYPE_COLORS = { info: 'blue', warn: 'orange', error: 'red' } as const;

// Short enough for an accessible name: the first words of the text.
const shortName = (alert: Alert) => (alert.text.length > 40 ? `${alert.text.slice(0, 40)}...` : alert.text);

// pages.md §5 "/admin/alerts": Text, Type, Course, Enabled (switch), Edit / Delete.
export function AlertsTable({ alerts, loading, onEdit, onToggle, onDelete }: AlertsTableProps) {
  const columns: TableColumnsType<Alert> = [
    { title: 'Text', dataIndex: 'text', key: 'text' },
    {
      title: 'Type',
      dataIndex: 'type',
      key: 'type',
      width: 110,
      render: (_, alert) => <Tag color={TYPE_COLORS[alert.type]}>{ALERT_TYPE_LABELS[alert.type]}</Tag>,
    },
    { title: 'Course', key: 'course', width: 160, render: (_, alert) => alert.course?.name ?? 'All courses' },
    {
      title: 'Enabled',
      key: 'enabled',
      width: 100,
      render: (_, alert) => (
        <Switch
          checked={alert.enabled}
          aria-label={`Enabled: ${shortName(alert)}`}
          onChange={(checked) => void onToggle(alert, checked)}
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, alert) => (
        <Flex gap={4}>
          <EditButton itemName={shortName(alert)} onClick={() => onEdit(alert)} />
          <ConfirmDeleteButton
            itemName={shortName(alert)}
            question="Delete this alert?"
            onConfirm={() => onDelete(alert)}
          />
        </Flex>
      ),
    },
  ];
  return (
    <Table<Alert>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={alerts}
      loading={loading}
      pagination={{ pageSize: 100, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
