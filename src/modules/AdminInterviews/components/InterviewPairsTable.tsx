import { Button, Popconfirm, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import { DecisionTag } from '@/components/interviews/DecisionTag';
import { ColumnSearch } from '@/components/table/ColumnSearch';

export const PAIRS_PAGE_SIZE = 50;

export interface InterviewPairView {
  id: number;
  interviewer: { githubId: string; name: string; preference: string | null };
  student: { githubId: string; name: string; totalScore: number };
  isCompleted: boolean;
  isCanceled: boolean;
  decision: string | null;
  score: number | null;
}

interface InterviewPairsTableProps {
  pairs: InterviewPairView[];
  loading: boolean;
  // Technical screening shows the mentor's preference and the decision; regular interviews the result.
  isStage: boolean;
  canManage: boolean;
  onChangeInterviewer: (pair: InterviewPairView) => void;
  onCancel: (pair: InterviewPairView) => Promise<unknown>;
}

const person = (value: { githubId: string; name: string }) =>
  value.name && value.name !== value.githubId ? `${value.name} (${value.githubId})` : value.githubId;
const matches = (pair: InterviewPairView, needle: unknown) =>
  `${pair.student.githubId} ${pair.student.name}`.toLowerCase().includes(String(needle).toLowerCase());

const PREFERENCE_LABELS: Record<string, string> = { any: 'Any', country: 'My country', city: 'My city' };

// pages.md §4 "/course/admin/stage-interviews" and "/course/admin/interviews": every pair of the interview, 50 a page
// with a size changer, the student searchable and sortable; canceled pairs come last (the API's order) and are tagged.
export function InterviewPairsTable(props: InterviewPairsTableProps) {
  const { pairs, loading, isStage, canManage, onChangeInterviewer, onCancel } = props;
  const live = (pair: InterviewPairView) => canManage && !pair.isCanceled && !pair.isCompleted;
  const columns: ColumnsType<InterviewPairView> = [
    { key: 'interviewer', title: 'Interviewer', render: (_, pair) => person(pair.interviewer) },
    {
      key: 'student',
      title: 'Student',
      sorter: (a, b) => a.student.githubId.localeCompare(b.student.githubId),
      filterDropdown: (dropdown) => <ColumnSearch field="student" {...dropdown} />,
      onFilter: (value, pair) => matches(pair, value),
      render: (_, pair) => (
        <>
          {person(pair.student)} {pair.isCanceled && <Tag>Canceled</Tag>}
        </>
      ),
    },
    ...(isStage
      ? ([
          {
            key: 'preference',
            title: 'Preference',
            render: (_, pair) => PREFERENCE_LABELS[pair.interviewer.preference ?? ''] ?? '–',
          },
          {
            key: 'totalScore',
            title: 'Student Score',
            align: 'right',
            sorter: (a, b) => a.student.totalScore - b.student.totalScore,
            render: (_, pair) => pair.student.totalScore,
          },
        ] satisfies ColumnsType<InterviewPairView>)
      : []),
    { key: 'isCompleted', title: 'Completed', render: (_, pair) => (pair.isCompleted ? 'Yes' : 'No') },
    isStage
      ? {
          key: 'decision',
          title: 'Decision',
          render: (_, pair) => <DecisionTag decision={pair.decision} isCompleted={pair.isCompleted} />,
        }
      : {
          key: 'score',
          title: 'Result',
          align: 'right',
          sorter: (a, b) => (a.score ?? -1) - (b.score ?? -1),
          render: (_, pair) => pair.score ?? '–',
        },
    ...(isStage
      ? ([
          {
            key: 'change',
            title: 'Change interviewer',
            render: (_, pair) =>
              live(pair) && (
                <Button size="small" onClick={() => onChangeInterviewer(pair)}>
                  Change
                </Button>
              ),
          },
        ] satisfies ColumnsType<InterviewPairView>)
      : []),
    {
      key: 'cancel',
      title: 'Cancel',
      render: (_, pair) =>
        live(pair) && (
          <Popconfirm
            title={`Cancel the interview of ${pair.student.githubId}?`}
            description="The pair is canceled; its feedback is kept."
            okText="Cancel interview"
            cancelText="Keep"
            okButtonProps={{ danger: true }}
            onConfirm={() => onCancel(pair)}
          >
            <Button size="small" danger>
              Cancel
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <Table<InterviewPairView>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={pairs}
      loading={loading}
      pagination={{
        defaultPageSize: PAIRS_PAGE_SIZE,
        showSizeChanger: true,
        showTotal: (total, [from, to]) => `${from}-${to} of ${total} interviews`,
      }}
      scroll={{ x: 'max-content' }}
    />
  );
}
