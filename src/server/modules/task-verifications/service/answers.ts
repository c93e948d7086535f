import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { taskVerifications } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { findCallerStudent, findCourseTask } from './find';
import { readSelfCheckTest } from './self-check';

// access.md §8 GET .../verifications/answers, rules.md R9.6: after the deadline and with at least one attempt, the
// wrongly answered questions of each attempt with the student's own selection, never the correct answer.
export async function verificationAnswers(
  db: DbOrTx,
  courseId: number,
  courseTaskId: number,
  userId: number,
  now: Date,
) {
  const courseTask = await findCourseTask(db, courseId, courseTaskId);
  const student = await findCallerStudent(db, courseId, userId);
  if (courseTask.type !== 'selfeducation') throw new AppError('conflict', 'Answers exist for self-check tests only.');
  if (now <= courseTask.studentEndDate) {
    throw new AppError('conflict', 'Answers are shown after the deadline.');
  }
  const attempts = await db
    .select()
    .from(taskVerifications)
    .where(
      and(
        eq(taskVerifications.studentId, student.id),
        eq(taskVerifications.courseTaskId, courseTask.id),
        eq(taskVerifications.status, 'completed'),
      ),
    )
    .orderBy(desc(taskVerifications.createdAt), desc(taskVerifications.id));
  if (attempts.length === 0) throw new AppError('conflict', 'You have no attempts at this test.');
  const { questions } = readSelfCheckTest(courseTask.attributes);
  return attempts.map((attempt) => ({
    createdDate: attempt.createdAt.toISOString(),
    score: attempt.score,
    maxScore: courseTask.maxScore,
    questions: (attempt.answers ?? [])
      .filter((answer) => !answer.isCorrect && questions[answer.index])
      .map(({ index, value }) => {
        const { question, questionImage, answers, answersType, multiple } = questions[index];
        return {
          index,
          question,
          ...(questionImage ? { questionImage } : {}),
          answers,
          ...(answersType ? { answersType } : {}),
          multiple,
          selectedAnswers: Array.isArray(value) ? value : [value],
        };
      }),
  }));
}
