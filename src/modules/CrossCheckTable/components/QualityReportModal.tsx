import { Modal, Table, Typography } from 'antd';

import { useGetCrossCheckBadComments, useGetCrossCheckMaxScoreCheckers } from '@/api/cross-checks';
import type { CrossCheckQualityReview } from '@/api/model';

export type QualityReport = 'bad-comments' | 'suspicious-scores';

const TITLES: Record<QualityReport, string> = {
  'bad-comments': 'Bad comments',
  'suspicious-scores': 'Suspicious scores',
};
const DESCRIPTIONS: Record<QualityReport, string> = {
  'bad-comments': 'Reviews below the maximum score whose comment is shorter than 70 characters and was never edited.',
  'suspicious-scores':
    'Reviews whose score lies outside 0.9–1.1 × the mean of the other reviews of the same solution (3 or more reviews).',
};

interface QualityReportModalProps {
  courseId: number;
  courseTaskId: number;
  taskName: string;
  report: QualityReport;
  onClose: () => void;
}

const person = (value: { githubId: string; name: string }) => value.githubId;

// pages.md §4, rules.md R7.12: the quality reports of one task (Checker, Task, Student, Checker's score, Average of
// others, Comment).
export function QualityReportModal({ courseId, courseTaskId, taskName, report, onClose }: QualityReportModalProps) {
  const swr = { revalidateOnFocus: false };
  const badComments = useGetCrossCheckBadComments(courseId, courseTaskId, {
    swr: { ...swr, enabled: report === 'bad-comments' },
  });
  const outliers = useGetCrossCheckMaxScoreCheckers(courseId, courseTaskId, {
    swr: { ...swr, enabled: report === 'suspicious-scores' },
  });
  const source = report === 'bad-comments' ? badComments : outliers;
  return (
    <Modal open title={`${TITLES[report]}: ${taskName}`} footer={null} onCancel={onClose} width={960} destroyOnHidden>
      <Typography.Paragraph type="secondary">{DESCRIPTIONS[report]}</Typography.Paragraph>
      <Table<CrossCheckQualityReview>
        rowKey="reviewId"
        size="small"
        loading={source.isLoading}
        dataSource={source.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { key: 'checker', title: 'Checker', render: (_, row) => person(row.checker) },
          { key: 'task', title: 'Task', render: () => taskName },
          { key: 'student', title: 'Student', render: (_, row) => person(row.student) },
          { key: 'score', title: "Checker's score", dataIndex: 'score', align: 'right' },
          {
            key: 'averageOthers',
            title: 'Average of others',
            align: 'right',
            render: (_, row) => row.averageOthers ?? '–',
          },
          { key: 'comment', title: 'Comment', dataIndex: 'comment' },
        ]}
      />
    </Modal>
  );
}
