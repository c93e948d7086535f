import { useCallback } from 'react';

import { createStudentFeedback, updateStudentFeedback, useGetStudent, useGetStudentFeedback } from '@/api/students';
import type { StudentFeedbackInput } from '@/api/model';

const swr = { revalidateOnFocus: false, shouldRetryOnError: false };

// pages.md §3 "/course/mentor/feedback": the student, and the letter the caller already wrote about him if any (access.md
// §28: one per author), which the form then updates instead of creating a second one.
export function useRecommendationLetter(studentId: number, authorGithubId: string) {
  const student = useGetStudent(studentId, { swr });
  const own = student.data?.feedbacks.find(
    (letter) => letter.author.githubId.toLowerCase() === authorGithubId.toLowerCase(),
  );
  const letter = useGetStudentFeedback(studentId, own?.id ?? 0, { swr: { ...swr, enabled: !!own } });
  const { mutate: refreshStudent } = student;
  const { mutate: refreshLetter } = letter;

  const save = useCallback(
    async (input: StudentFeedbackInput) => {
      if (own) {
        await refreshLetter(await updateStudentFeedback(studentId, own.id, input), { revalidate: false });
      } else {
        await createStudentFeedback(studentId, input);
      }
      await refreshStudent();
    },
    [own, studentId, refreshLetter, refreshStudent],
  );

  return {
    student: student.data,
    letter: letter.data,
    loading: student.isLoading || (!!own && letter.isLoading && !letter.data),
    error: student.error ?? letter.error,
    save,
  };
}
