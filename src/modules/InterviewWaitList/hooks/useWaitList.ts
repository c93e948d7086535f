import { useCallback, useMemo } from 'react';

import { postCourseStudentAvailability } from '@/api/course-students';
import { createInterviewPair, useGetInterview, useGetInterviewAvailableStudents } from '@/api/interviews';
import type { AvailableStudent } from '@/api/model';
import { useNotify } from '@/hooks/useNotify';

import type { WaitListStudentView } from '../components/WaitListTable';

// rules.md R10.3: the latest completed screening's score shown as 0..5 stars.
export function toWaitListStudent(student: AvailableStudent): WaitListStudentView {
  const rating =
    student.rating === null || student.maxScore <= 0
      ? null
      : Math.round((student.rating / student.maxScore) * 5 * 2) / 2;
  return {
    githubId: student.githubId,
    name: student.name,
    cityName: student.cityName,
    countryName: student.countryName,
    totalScore: student.totalScore,
    registrationDate: student.registrationDate,
    isGoodCandidate: student.isGoodCandidate === true,
    rating,
  };
}

// pages.md §3 "/course/mentor/interview-wait-list": the interview, its wait list, and the two actions.
export function useWaitList(courseId: number, interviewId: number, myGithubId: string) {
  const notify = useNotify();
  const interview = useGetInterview(courseId, interviewId, { swr: { revalidateOnFocus: false } });
  const list = useGetInterviewAvailableStudents(courseId, interviewId, { swr: { revalidateOnFocus: false } });
  const students = useMemo(() => list.data?.map(toWaitListStudent), [list.data]);
  const { mutate } = list;

  const interviewStudent = useCallback(
    async (student: WaitListStudentView) => {
      try {
        await createInterviewPair(courseId, interviewId, {
          interviewerGithubId: myGithubId,
          studentGithubId: student.githubId,
        });
        notify.success(`${student.githubId} is your interviewee now`);
      } catch (failure) {
        notify.error(failure);
      } finally {
        void mutate();
      }
    },
    [courseId, interviewId, myGithubId, mutate, notify],
  );

  const remove = useCallback(
    async (student: WaitListStudentView) => {
      try {
        await postCourseStudentAvailability(courseId, student.githubId, { mentoring: false });
        notify.success(`${student.githubId} was removed from the list`);
      } catch (failure) {
        notify.error(failure);
      } finally {
        void mutate();
      }
    },
    [courseId, mutate, notify],
  );

  return {
    interview: interview.data,
    interviewError: interview.error,
    students,
    error: list.error,
    isLoading: list.isLoading,
    interviewStudent,
    remove,
  };
}
