import { useCallback, useMemo } from 'react';

import { postCourseStudentAvailability } from '@/api/course-students';
import { createInterviewPair, useGetInterview, useGetInterviewAvailableStudents } from '@/api/interviews';
import type { AvailableStudent } from '@/api/model';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';

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
  const interview = useGetInterview(courseId, interviewId, { swr: { revalidateOnFocus: false } });
  const list = useGetInterviewAvailableStudents(courseId, interviewId, { swr: { revalidateOnFocus: false } });
  const students = useMemo(() => list.data?.map(toWaitListStudent), [list.data]);
  const attempt = useNotifiedWrite(list.mutate);

  const interviewStudent = useCallback(
    (student: WaitListStudentView) =>
      attempt(
        () =>
          createInterviewPair(courseId, interviewId, {
            interviewerGithubId: myGithubId,
            studentGithubId: student.githubId,
          }),
        `${student.githubId} is your interviewee now`,
      ),
    [attempt, courseId, interviewId, myGithubId],
  );

  const remove = useCallback(
    (student: WaitListStudentView) =>
      attempt(
        () => postCourseStudentAvailability(courseId, student.githubId, { mentoring: false }),
        `${student.githubId} was removed from the list`,
      ),
    [attempt, courseId],
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
