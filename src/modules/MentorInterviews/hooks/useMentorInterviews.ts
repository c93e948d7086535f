import { useCallback, useMemo } from 'react';

import { saveInterviewFeedback, transferInterviewPair, useGetMyInterviewsAsMentor } from '@/api/interviews';
import type { MentorInterview } from '@/api/model';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';
import { useNotify } from '@/hooks/useNotify';

import type { MentorPairView } from '../components/InterviewStudentRow';
import type { MentorInterviewView } from '../components/MentorInterviewCard';

// rules.md R10.6: "Reject" completes a regular interview with decision rejected and score 0.
const REJECT = {
  version: 1,
  json: { answers: {}, score: 0 },
  isCompleted: true,
  decision: 'rejected',
  score: 0,
} as const;

// Canceled pairs are no longer the mentor's: the card lists the live and completed ones.
export function toMentorInterviewView({ interview, pairs }: MentorInterview): MentorInterviewView {
  return {
    id: interview.id,
    name: interview.name,
    isStage: interview.type === 'stage-interview',
    description: interview.description,
    descriptionUrl: interview.descriptionUrl,
    startDate: interview.startDate,
    endDate: interview.endDate,
    registrationStart: interview.studentRegistrationStartDate ?? interview.startDate,
    pairs: pairs
      .filter((pair) => pair.status !== 'canceled')
      .map((pair) => ({
        id: pair.id,
        student: { githubId: pair.student.githubId, name: pair.student.name },
        isCompleted: pair.status === 'completed',
        decision: pair.decision,
        score: pair.score,
        hasFeedback: pair.feedbackVersion !== null,
      })),
  };
}

// pages.md §3 "/course/mentor/interviews": the caller's pairs as interviewer, "Reject" and "Transfer student".
export function useMentorInterviews(courseId: number) {
  const notify = useNotify();
  const { data, error, mutate } = useGetMyInterviewsAsMentor(courseId, { swr: { revalidateOnFocus: false } });
  const interviews = useMemo(() => data?.map(toMentorInterviewView), [data]);

  const attempt = useNotifiedWrite(mutate);
  const reject = useCallback(
    (pair: MentorPairView) =>
      attempt(
        () => saveInterviewFeedback(courseId, pair.id, 'interview', REJECT),
        `${pair.student.githubId} was rejected`,
      ),
    [attempt, courseId],
  );

  // Throws so the transfer form can show the field errors.
  const transfer = useCallback(
    async (interviewId: number, pairId: number, interviewerGithubId: string) => {
      await transferInterviewPair(courseId, interviewId, pairId, { interviewerGithubId });
      notify.success('The student was transferred', `New interviewer: ${interviewerGithubId}`);
      void mutate();
    },
    [courseId, mutate, notify],
  );

  return { interviews, error, reject, transfer };
}
