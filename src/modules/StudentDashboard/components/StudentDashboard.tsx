import { Alert, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState } from 'react';

import { problemDetail } from '@/hooks/problem';

import { useStudentDashboard } from '../hooks/useStudentDashboard';
import { isStatType, type TaskStatus } from '../utils';
import { AvailableTasksCard } from './AvailableTasksCard';
import { CrossCheckCard } from './CrossCheckCard';
import { DashboardMasonry } from './DashboardMasonry';
import { ExpelledBanner } from './ExpelledBanner';
import { MentorCard } from './MentorCard';
import { StatsCard } from './StatsCard';

// The table, the drawer and the modal load in their own chunks.
const TaskStatsCard = dynamic(() => import('./TaskStatsCard').then((mod) => mod.TaskStatsCard), {
  loading: () => <Skeleton active />,
});
const ScoreBreakdownDrawer = dynamic(() => import('@/modules/Score').then((mod) => mod.ScoreBreakdownDrawer));
const SubmitTaskModal = dynamic(() => import('./SubmitTaskModal').then((mod) => mod.SubmitTaskModal));

// pages.md §2 /course/student/dashboard: the cards of the student's course, the drawer and the submit modal.
export function StudentDashboard({ courseId, courseAlias }: { courseId: number; courseAlias: string }) {
  const router = useRouter();
  const dashboard = useStudentDashboard(courseId);
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  const [submitOpen, setSubmitOpen] = useState(false);
  const statType = isStatType(router.query.statType) ? router.query.statType : undefined;
  const selectStatus = (status: TaskStatus | undefined) => {
    const { statType: _previous, ...query } = router.query;
    void router.replace(
      { pathname: router.pathname, query: status ? { ...query, statType: status } : query },
      undefined,
      {
        shallow: true,
      },
    );
  };

  if (dashboard.error) return <Alert type="error" showIcon title={problemDetail(dashboard.error)} />;
  if (dashboard.isLoading || !dashboard.summary) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { summary } = dashboard;
  const now = Date.now();
  const openMentorTasks = dashboard.tasks.filter(
    (task) =>
      ['mentor', 'assigned'].includes(task.checker) &&
      Date.parse(task.studentStartDate) <= now &&
      now <= Date.parse(task.studentEndDate),
  );
  return (
    <Flex vertical gap={16}>
      {!summary.isActive && (
        <ExpelledBanner
          courseId={courseId}
          selfExpelled={summary.selfExpelled}
          onRejoined={() => void dashboard.refresh()}
        />
      )}
      <DashboardMasonry
        cards={[
          <StatsCard
            key="stats"
            rank={summary.rank}
            rankTotal={summary.rankTotal}
            totalScore={summary.totalScore}
            maxPossible={dashboard.maxPossible}
            onBreakdown={() => setBreakdownOpen(true)}
          />,
          <TaskStatsCard key="tasks" tasks={dashboard.tasks} selected={statType} onSelect={selectStatus} />,
          <AvailableTasksCard key="available" tasks={dashboard.tasks} courseAlias={courseAlias} />,
          <MentorCard
            key="mentor"
            mentor={summary.mentor}
            canSubmit={summary.isActive && openMentorTasks.length > 0}
            onSubmit={() => setSubmitOpen(true)}
          />,
          <CrossCheckCard key="cross-check" stats={dashboard.reviewStats} courseAlias={courseAlias} />,
        ]}
      />
      <ScoreBreakdownDrawer
        courseId={courseId}
        githubId="me"
        open={breakdownOpen}
        onClose={() => setBreakdownOpen(false)}
      />
      {submitOpen && (
        <SubmitTaskModal
          courseId={courseId}
          tasks={openMentorTasks}
          open={submitOpen}
          onClose={() => setSubmitOpen(false)}
          onSaved={() => void dashboard.refresh()}
        />
      )}
    </Flex>
  );
}
