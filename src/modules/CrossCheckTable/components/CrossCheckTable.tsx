import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, Button, Flex, Form, Select, Tabs } from 'antd';
import { useMemo, useState } from 'react';

import { useGetCrossCheckDisputes } from '@/api/cross-check-reviews';
import { getCrossCheckSolutionsCsv } from '@/api/cross-checks';
import type { CrossCheckPair } from '@/api/model';
import { viewerTimeZone } from '@/components/form/date-time';
import { downloadFile } from '@/hooks/file-download';
import { problemDetail } from '@/hooks/problem';
import { useNotify } from '@/hooks/useNotify';

import { useCrossCheckOverview } from '../hooks/useCrossCheckOverview';
import { usePairsPage, type PairsView } from '../hooks/usePairsTable';
import { DisputesTable } from './DisputesTable';
import { PairDetailsModal } from './PairDetailsModal';
import { PairsTable } from './PairsTable';
import { ProgressSummary } from './ProgressSummary';
import { QualityReportModal, type QualityReport } from './QualityReportModal';

interface CrossCheckTableProps {
  courseId: number;
  initialView: PairsView;
}

// pages.md §4 /course/admin/cross-check-table: task select, solutions CSV, the two quality reports, the missing
// reviews per task, and the Pairs and Disputes tabs.
export function CrossCheckTable({ courseId, initialView }: CrossCheckTableProps) {
  const notify = useNotify();
  const { tasks, progress } = useCrossCheckOverview(courseId);
  const [view, setView] = useState<PairsView>(initialView);
  const pairs = usePairsPage(courseId, view);
  const disputes = useGetCrossCheckDisputes(
    courseId,
    view.courseTaskId ? { courseTaskId: view.courseTaskId } : undefined,
    { swr: { revalidateOnFocus: false } },
  );
  const [opened, setOpened] = useState<CrossCheckPair>();
  const [report, setReport] = useState<QualityReport>();
  const timeZone = useMemo(viewerTimeZone, []);
  const task = tasks.data?.find((candidate) => candidate.id === view.courseTaskId);
  const openDisputes = (disputes.data ?? []).filter((dispute) => dispute.status === 'open').length;

  const downloadCsv = async () => {
    if (!task) return;
    try {
      await downloadFile((options) => getCrossCheckSolutionsCsv(courseId, task.id, options), `${task.name}.csv`);
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="end">
        <Form layout="vertical" component="div">
          <Form.Item label="Task" htmlFor="cross-check-table-task" style={{ marginBottom: 0, minWidth: 280 }}>
            <Select
              id="cross-check-table-task"
              allowClear
              placeholder="All cross-check tasks"
              loading={tasks.isLoading}
              value={view.courseTaskId}
              options={(tasks.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              onChange={(courseTaskId?: number) => setView({ ...view, courseTaskId, current: 1 })}
            />
          </Form.Item>
        </Form>
        <Button icon={<DownloadOutlined />} disabled={!task} onClick={() => void downloadCsv()}>
          Download solutions urls
        </Button>
        <Button disabled={!task} onClick={() => setReport('bad-comments')}>
          Bad comments
        </Button>
        <Button disabled={!task} onClick={() => setReport('suspicious-scores')}>
          Suspicious scores
        </Button>
      </Flex>
      {progress.data && <ProgressSummary progress={progress.data} />}
      {pairs.error && <Alert type="error" showIcon title={problemDetail(pairs.error)} />}
      <Tabs
        items={[
          {
            key: 'pairs',
            label: 'Pairs',
            children: (
              <PairsTable
                pairs={pairs.data?.items ?? []}
                total={pairs.data?.pagination.total ?? 0}
                loading={pairs.isLoading || pairs.isValidating}
                view={view}
                timeZone={timeZone}
                onChange={setView}
                onOpen={setOpened}
              />
            ),
          },
          {
            key: 'disputes',
            label: openDisputes ? `Disputes (${openDisputes} open)` : 'Disputes',
            children: (
              <DisputesTable
                courseId={courseId}
                disputes={disputes.data ?? []}
                loading={disputes.isLoading}
                maxScoreOf={(courseTaskId) => tasks.data?.find((candidate) => candidate.id === courseTaskId)?.maxScore}
                onResolved={() => {
                  void disputes.mutate();
                  void pairs.mutate();
                }}
              />
            ),
          },
        ]}
      />
      {opened && <PairDetailsModal pair={opened} onClose={() => setOpened(undefined)} />}
      {report && task && (
        <QualityReportModal
          courseId={courseId}
          courseTaskId={task.id}
          taskName={task.name}
          report={report}
          onClose={() => setReport(undefined)}
        />
      )}
    </Flex>
  );
}
