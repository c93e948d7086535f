import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

import { useGetCourseTask } from '@/api/course-tasks';
import type { VerificationInput } from '@/api/model';
import { createVerification, useGetStudentVerifications } from '@/api/task-verifications';
import { formatDateTime, viewerTimeZone } from '@/components/form/date-time';
import { problemDetail } from '@/hooks/problem';
import { useNotify } from '@/hooks/useNotify';

import { readSettings, summarize } from '../utils';
import { TaskRules } from './TaskRules';

// The antd Table, the quiz, the form with its upload and the answers load in their own chunks (DESIGN.md
// "Performance").
const VerificationsTable = dynamic(() => import('./VerificationsTable').then((mod) => mod.VerificationsTable), {
  loading: () => <Skeleton active />,
});
const SelfCheckQuiz = dynamic(() => import('./SelfCheckQuiz').then((mod) => mod.SelfCheckQuiz), {
  loading: () => <Skeleton active />,
});
const ExternalCheckForm = dynamic(() => import('./ExternalCheckForm').then((mod) => mod.ExternalCheckForm), {
  loading: () => <Skeleton active />,
});
const AnswersView = dynamic(() => import('./AnswersView').then((mod) => mod.AnswersView), {
  loading: () => <Skeleton active />,
});

type View = 'table' | 'exercise' | 'answers';

// pages.md §2: the task's rules, the verifications table and the attempt (quiz or external check).
export function AutoTestTask({
  courseId,
  courseTaskId,
  isActive,
}: {
  courseId: number;
  courseTaskId: number;
  isActive: boolean;
}) {
  const notify = useNotify();
  const task = useGetCourseTask(courseId, courseTaskId);
  const own = useGetStudentVerifications(courseId);
  const [view, setView] = useState<View>('table');
  const [submitting, setSubmitting] = useState(false);
  if (task.error) return <Alert type="error" showIcon title={problemDetail(task.error)} />;
  if (!task.data || own.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;

  const courseTask = task.data;
  const settings = readSettings(courseTask);
  const mine = own.data?.find((entry) => entry.courseTaskId === courseTaskId);
  const now = Date.now();
  const summary = summarize(courseTask, mine, now);
  const ended = now > Date.parse(courseTask.studentEndDate);
  // rules.md R4.1: only an active student attempts; R9.2/R9.3 the window and the attempts.
  const canStart = isActive && !ended && summary.attemptsLeft !== 0;

  const submit = async (input: VerificationInput) => {
    setSubmitting(true);
    try {
      const verification = await createVerification(courseId, courseTaskId, input);
      notify.success(
        verification.status === 'pending' ? 'Your solution is being checked.' : `Your score: ${verification.score}`,
        verification.details ?? undefined,
      );
      setView('table');
      await own.mutate();
    } catch (error) {
      notify.error(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3}>{courseTask.name}</Typography.Title>
      <Typography.Text>
        {`Deadline: ${formatDateTime(courseTask.studentEndDate)} (${viewerTimeZone()})`}
        {courseTask.descriptionUrl && (
          <>
            {' · '}
            {/* Underlined: inside a line of text a link must not be told apart by its colour alone (pages.md §15). */}
            <a
              href={courseTask.descriptionUrl}
              target="_blank"
              rel="noreferrer"
              style={{ textDecoration: 'underline' }}
            >
              Description
            </a>
          </>
        )}
      </Typography.Text>
      <TaskRules settings={settings} summary={summary} />
      <Flex gap={8} wrap>
        {view !== 'exercise' && (
          <Button type="primary" disabled={!canStart} onClick={() => setView('exercise')}>
            Start task
          </Button>
        )}
        <Button icon={<ReloadOutlined />} onClick={() => void own.mutate()}>
          Refresh
        </Button>
        {settings.isSelfCheck && ended && summary.attemptsCount > 0 && view !== 'answers' && (
          <Button onClick={() => setView('answers')}>Show answers</Button>
        )}
      </Flex>
      {view === 'answers' && (
        <AnswersView courseId={courseId} courseTaskId={courseTaskId} onBack={() => setView('table')} />
      )}
      {view === 'exercise' &&
        (settings.isSelfCheck ? (
          <SelfCheckQuiz settings={settings} submitting={submitting} onSubmit={(answers) => void submit({ answers })} />
        ) : (
          <ExternalCheckForm
            taskType={courseTask.type}
            submitting={submitting}
            onSubmit={(input) => void submit(input)}
          />
        ))}
      {view === 'table' && (
        <VerificationsTable verifications={mine?.verifications ?? []} maxScore={courseTask.maxScore} />
      )}
    </Flex>
  );
}
