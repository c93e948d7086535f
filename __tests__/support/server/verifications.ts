import { and, eq } from 'drizzle-orm';
import { courseTasks, taskResults, taskVerifications, tasks } from '../../../src/server/db/schema';
import type { Caller, TestContext } from './context';
import { enrolStudent, staffedCourse, type EnrolledStudent, type StaffedCourse } from './course-people';
import { addCourseTask } from './school';

export const DAY = 24 * 60 * 60 * 1000;
export const HOUR = 60 * 60 * 1000;

// Five questions; the stored answers are what a student must never receive (rules.md R9.6).
export const selfCheckQuestions = [
  { question: 'Which keyword declares a constant?', answers: ['kw-var', 'kw-let', 'kw-const'], multiple: false },
  {
    question: 'Which are primitive types?',
    answers: ['type-string', 'type-object', 'type-number', 'type-boolean'],
    multiple: true,
  },
  {
    question: 'What does typeof null return?',
    answers: ['null-text', 'object-text', 'undefined-text'],
    multiple: false,
  },
  {
    question: 'Which methods return a new array?',
    answers: ['method-map', 'method-forEach', 'method-filter', 'method-push'],
    multiple: true,
  },
  { question: 'Is 0.1 + 0.2 === 0.3?', answers: ['yes-it-is', 'no-it-is-not'], multiple: false },
];
export const correctAnswers = [2, [0, 2, 3], 1, [0, 2], 1];
export const allCorrect = correctAnswers.map((value, index) => ({ index, value }));

export type SelfCheckSettings = Partial<{
  maxAttemptsNumber: number;
  numberOfQuestions: number;
  thresholdPercentage: number;
  strictAttemptsMode: boolean;
  oneAttemptPerNumberOfHours: number;
}>;

type Window = { start?: Date; end?: Date; maxScore?: number };

// A self-check test open around the test clock (start a day ago, end a week ahead unless given).
export async function addSelfCheckTask(
  ctx: TestContext,
  courseId: number,
  settings: SelfCheckSettings = {},
  window: Window = {},
) {
  const now = ctx.clock.now().getTime();
  const courseTaskId = await addCourseTask(ctx.db, courseId, {
    checker: 'auto-test',
    type: 'selfeducation',
    maxScore: window.maxScore ?? 50,
    studentStartDate: window.start ?? new Date(now - DAY),
    studentEndDate: window.end ?? new Date(now + 7 * DAY),
  });
  await ctx.db
    .update(tasks)
    .set({
      type: 'selfeducation',
      attributes: { public: { ...settings, questions: selfCheckQuestions }, answers: correctAnswers },
    })
    .where(eq(tasks.id, await taskIdOf(ctx, courseTaskId)));
  return courseTaskId;
}

async function taskIdOf(ctx: TestContext, courseTaskId: number) {
  const [row] = await ctx.db.select().from(courseTasks).where(eq(courseTasks.id, courseTaskId));
  return row.taskId;
}

export type VerificationSetup = { course: StaffedCourse; student: EnrolledStudent };

export async function verificationSetup(ctx: TestContext): Promise<VerificationSetup> {
  const course = await staffedCourse(ctx);
  const student = await enrolStudent(ctx, course.id, { mentorId: course.personaMentorId });
  return { course, student };
}

export const submitAttempt = (ctx: TestContext, courseId: number, courseTaskId: number, body: unknown, as: Caller) =>
  ctx.request(`/api/v2/courses/${courseId}/tasks/${courseTaskId}/verifications`, { method: 'POST', as, body });

export const resultOf = async (ctx: TestContext, studentId: number, courseTaskId: number) =>
  (
    await ctx.db
      .select()
      .from(taskResults)
      .where(and(eq(taskResults.studentId, studentId), eq(taskResults.courseTaskId, courseTaskId)))
  )[0];

export const verificationsOf = (ctx: TestContext, studentId: number, courseTaskId: number) =>
  ctx.db
    .select()
    .from(taskVerifications)
    .where(and(eq(taskVerifications.studentId, studentId), eq(taskVerifications.courseTaskId, courseTaskId)));
