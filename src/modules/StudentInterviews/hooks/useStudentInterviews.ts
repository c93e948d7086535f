import { App } from 'antd';
import { createElement, useCallback, useMemo, useState } from 'react';

import { registerToInterview, useGetMyInterviewsAsStudent } from '@/api/interviews';
import { useNotify } from '@/hooks/useNotify';

import { RegisterConfirmContent } from '../components/RegisterConfirmContent';
import type { StudentInterviewView } from '../components/InterviewCard';
import { toStudentInterviewView } from '../views';

// pages.md §2: the caller's interviews as a student, and "Register" behind the confirmation of pages.md §2.
export function useStudentInterviews(courseId: number) {
  const { modal } = App.useApp();
  const notify = useNotify();
  const [registering, setRegistering] = useState<number>();
  const { data, error, isLoading, mutate } = useGetMyInterviewsAsStudent(courseId, {
    swr: { revalidateOnFocus: false },
  });
  const interviews = useMemo(() => data?.map(toStudentInterviewView), [data]);

  const register = useCallback(
    (interview: StudentInterviewView) =>
      void modal.confirm({
        title: 'Are you ready to participate in the interview?',
        content: createElement(RegisterConfirmContent),
        okText: 'Yes',
        cancelText: 'No',
        onOk: async () => {
          setRegistering(interview.id);
          try {
            await registerToInterview(courseId, interview.id);
            notify.success('You are registered for the interview', interview.name);
          } catch (failure) {
            notify.error(failure, 'Registration failed');
          } finally {
            setRegistering(undefined);
            void mutate();
          }
        },
      }),
    [courseId, modal, mutate, notify],
  );

  return { interviews, error, isLoading, register, registering };
}
