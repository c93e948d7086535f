import { Alert, Descriptions, Drawer, Skeleton, Table } from 'antd';
import type { TableColumnsType } from 'antd';

import { useGetStudentScore } from '@/api/score';
import type { ScoreBreakdownItem } from '@/api/model';
import { SCORE_RULE_LABELS } from '@/components/cross-check/score-rules';
import { problemDetail } from '@/hooks/problem';

interface ScoreBreakdownDrawerProps {
  courseId: number;
  // A GitHub login, or `me` for the viewer.
  githubId: string;
  open: boolean;
  onClose: () => void;
}

const SOURCE_LABELS: Record<ScoreBreakdownItem['source'], string> = {
  taskResult: 'Task result',
  interview: 'Interview',
  none: 'Not scored',
};

const columns: TableColumnsType<ScoreBreakdownItem> = [
  { title: 'Task', dataIndex: 'name', key: 'name' },
  { title: 'Score', key: 'score', align: 'right', render: (_, item) => item.score ?? '—' },
  { title: 'Max', dataIndex: 'maxScore', key: 'maxScore', align: 'right' },
  { title: 'Weight', dataIndex: 'scoreWeight', key: 'scoreWeight', align: 'right' },
  { title: 'Weighted', dataIndex: 'weightedScore', key: 'weightedScore', align: 'right' },
  {
    title: 'Source',
    key: 'source',
    // A cross-check task names the rule that turned its reviews into the score (issue 8).
    render: (_, item) =>
      item.crossCheckScoreRule && item.source === 'taskResult'
        ? `Cross-check: ${SCORE_RULE_LABELS[item.crossCheckScoreRule]}`
        : SOURCE_LABELS[item.source],
  },
];

// rules.md R3.2: how each course task adds to a student's total (Σ score × weight, rounded to 0.1).
export function ScoreBreakdownDrawer({ courseId, githubId, open, onClose }: ScoreBreakdownDrawerProps) {
  const { data, error, isLoading } = useGetStudentScore(courseId, githubId, { swr: { enabled: open } });
  return (
    <Drawer title={data ? `${data.name} (${data.githubId})` : 'Score'} size={640} open={open} onClose={onClose}>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      {isLoading && <Skeleton active />}
      {data && (
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'total', label: 'Total', children: data.totalScore },
              { key: 'rank', label: 'Rank', children: data.rank ?? '—' },
              { key: 'crossCheck', label: 'Cross-Check', children: data.crossCheckScore },
              { key: 'mentor', label: 'Mentor', children: data.mentor?.githubId ?? '—' },
            ]}
          />
          <Table<ScoreBreakdownItem>
            rowKey="courseTaskId"
            size="small"
            columns={columns}
            dataSource={data.breakdown}
            pagination={false}
            style={{ marginTop: 16 }}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  Total (rounded to 0.1)
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {data.totalScore}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} />
              </Table.Summary.Row>
            )}
          />
        </>
      )}
    </Drawer>
  );
}
