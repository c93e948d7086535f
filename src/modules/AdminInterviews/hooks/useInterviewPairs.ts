import { App } from 'antd';
import { createElement, useCallback, useMemo } from 'react';

import {
  cancelInterviewPair,
  createInterviewDistribution,
  createInterviewPair,
  transferInterviewPair,
  useGetInterviewPairs,
} from '@/api/interviews';
import type { Interview, InterviewPair } from '@/api/model';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';
import { useNotify } from '@/hooks/useNotify';

import { DistributionSummary } from '../components/DistributionSummary';
import type { InterviewPairView } from '../components/InterviewPairsTable';
import type { PairValues } from '../components/PairModal';

export function toPairView(pair: InterviewPair): InterviewPairView {
  return {
    id: pair.id,
    interviewer: { githubId: pair.interviewer.githubId, name: pair.interviewer.name, preference: pair.preference },
    student: { githubId: pair.student.githubId, name: pair.student.name, totalScore: pair.student.totalScore },
    isCompleted: pair.isCompleted,
    isCanceled: pair.isCanceled,
    decision: pair.decision,
    score: pair.score,
  };
}

// pages.md §4: the pairs of one interview task and the managers' writes on them; every write revalidates the table.
export function useInterviewPairs(courseId: number, interview: Interview) {
  const { modal } = App.useApp();
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetInterviewPairs(courseId, interview.id, {
    swr: { revalidateOnFocus: false },
  });
  const pairs = useMemo(() => data?.map(toPairView) ?? [], [data]);

  // pages.md §0.3 "Confirmations": the distribution asks first and shows what it did (rules.md R10.4, R10.5).
  const confirmDistribution = useCallback(
    (registrationEnabled: boolean) =>
      void modal.confirm({
        title: `Create interview pairs for "${interview.name}"?`,
        content: registrationEnabled
          ? 'Registered students without an interviewer are paired with mentors of the course.'
          : 'Every active student who wants a mentor is paired with mentors of the course, registered or not.',
        okText: 'Create pairs',
        onOk: async () => {
          try {
            const result = await createInterviewDistribution(courseId, interview.id, { registrationEnabled });
            modal.success({
              title: 'Interview pairs created',
              content: createElement(DistributionSummary, { result }),
            });
          } catch (failure) {
            notify.error(failure, 'No pairs were created');
          } finally {
            void mutate();
          }
        },
      }),
    [courseId, interview, modal, mutate, notify],
  );

  // Throw so the modal keeps its fields and shows the server's field errors.
  const create = useCallback(
    async (values: PairValues) => {
      await createInterviewPair(courseId, interview.id, values);
      notify.success('Interview created', `${values.studentGithubId} with ${values.interviewerGithubId}`);
      void mutate();
    },
    [courseId, interview.id, mutate, notify],
  );

  const changeInterviewer = useCallback(
    async (pair: InterviewPairView, values: PairValues) => {
      await transferInterviewPair(courseId, interview.id, pair.id, {
        interviewerGithubId: values.interviewerGithubId,
      });
      notify.success('Interviewer changed', `${pair.student.githubId} with ${values.interviewerGithubId}`);
      void mutate();
    },
    [courseId, interview.id, mutate, notify],
  );

  const attempt = useNotifiedWrite(mutate);
  const cancel = useCallback(
    (pair: InterviewPairView) =>
      attempt(() => cancelInterviewPair(courseId, interview.id, pair.id), 'Interview canceled', pair.student.githubId),
    [attempt, courseId, interview.id],
  );

  return { pairs, error, isLoading, confirmDistribution, create, changeInterviewer, cancel };
}
