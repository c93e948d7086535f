import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';

import type { TeamDistribution } from '@/api/model';
import { viewerTimeZone } from '@/components/form/date-time';
import { useEditDialog } from '@/components/form/useEditDialog';
import { problemDetail } from '@/hooks/problem';

import { useTeamDistributions } from '../hooks/useTeamDistributions';
import { SubmitScoreModal } from './SubmitScoreModal';
import { TeamDistributionCard, type DistributionViewer } from './TeamDistributionCard';
import { TeamDistributionModal } from './TeamDistributionModal';

// pages.md §10 "/course/team-distributions": the cards, the manager's modal and the submit-score dialog.
export function TeamDistributionsBoard({ courseId, viewer }: { courseId: number; viewer: DistributionViewer }) {
  const { distributions, error, isLoading, save, remove, register, cancelRegistration, refresh } =
    useTeamDistributions(courseId);
  const { dialog, openAdd, openEdit, close } = useEditDialog<TeamDistribution>();
  const [scoring, setScoring] = useState<TeamDistribution>();
  const timeZone = useMemo(viewerTimeZone, []);
  // The deadline colour is read once per render of the list; a minute's drift does not matter here.
  const now = Date.now();
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center" justify="space-between">
        <Typography.Title level={2} style={{ margin: 0 }}>
          RS Teams
        </Typography.Title>
        {viewer.isManager && (
          <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
            Create distribution
          </Button>
        )}
      </Flex>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      {isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
      {!isLoading && !error && distributions.length === 0 && <Empty description="No team distributions yet" />}
      {distributions.map((distribution) => (
        <TeamDistributionCard
          key={distribution.id}
          distribution={distribution}
          viewer={viewer}
          now={now}
          timeZone={timeZone}
          onRegister={register}
          onCancel={cancelRegistration}
          onEdit={openEdit}
          onDelete={remove}
          onSubmitScore={setScoring}
        />
      ))}
      {dialog && (
        <TeamDistributionModal
          key={dialog.key}
          open={dialog.open}
          distribution={dialog.item}
          timeZone={timeZone}
          onSubmit={save}
          onClose={close}
        />
      )}
      {scoring && (
        <SubmitScoreModal
          courseId={courseId}
          distribution={scoring}
          onDone={() => void refresh()}
          onClose={() => setScoring(undefined)}
        />
      )}
    </Flex>
  );
}
