import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import type { MentorDashboardItem } from '@/api/model';

import { deadlineState, formatDeadline } from '../utils';

interface ReviewTableProps {
  items: MentorDashboardItem[];
  loading: boolean;
  timeZone: string;
  now: Date;
  onSubmit: (item: MentorDashboardItem) => void;
}

const deadlineWords = { urgent: 'less than 48 h left', overdue: 'deadline passed' } as const;

function Deadline({ item, timeZone, now }: { item: MentorDashboardItem; timeZone: string; now: Date }) {
  const state = deadlineState(item, now);
  const text = formatDeadline(item.endDate, timeZone);
  // pages.md §3: orange when close and unscored, and the words say so too (never colour alone).
  if (!state) return <span>{text}</span>;
  return (
    <Tag color="orange" data-state={state}>
      {text} · {deadlineWords[state]}
    </Tag>
  );
}

export function ReviewTable({ items, loading, timeZone, now, onSubmit }: ReviewTableProps) {
  const columns: ColumnsType<MentorDashboardItem> = [
    { key: 'index', title: '#', width: 56, render: (_value, _item, index) => index + 1 },
    {
      key: 'student',
      title: 'Student',
      render: (_value, item) => (
        <a href={`/profile?githubId=${encodeURIComponent(item.student.githubId)}`}>{item.student.name}</a>
      ),
    },
    {
      key: 'task',
      title: 'Task',
      render: (_value, item) =>
        item.taskDescriptionUrl ? (
          <a href={item.taskDescriptionUrl} target="_blank" rel="noreferrer">
            {item.taskName}
          </a>
        ) : (
          item.taskName
        ),
    },
    {
      key: 'solution',
      title: 'Pull request',
      render: (_value, item) => (
        <a href={item.solutionUrl} target="_blank" rel="noreferrer">
          Link
        </a>
      ),
    },
    {
      key: 'endDate',
      title: `Desired deadline (${timeZone})`,
      sorter: (a, b) => a.endDate.localeCompare(b.endDate),
      defaultSortOrder: 'ascend',
      render: (_value, item) => <Deadline item={item} timeZone={timeZone} now={now} />,
    },
    {
      key: 'score',
      title: 'Score / Max',
      render: (_value, item) => `${item.resultScore ?? '–'} / ${item.maxScore}`,
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_value, item) => (
        <Button size="small" type={item.resultScore === null ? 'primary' : 'default'} onClick={() => onSubmit(item)}>
          Submit
        </Button>
      ),
    },
  ];
  return (
    <Table<MentorDashboardItem>
      rowKey={(item) => `${item.courseTaskId}-${item.student.id}`}
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ x: 900 }}
    />
  );
}
