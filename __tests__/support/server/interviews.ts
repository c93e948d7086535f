import { courseTasks, interviewPairs, interviewRegistrations, tasks } from '../../../src/server/db/schema';
import type { Caller, TestContext } from './context';
import { enrolMentor, enrolStudent, type EnrolledStudent } from './course-people';

// Shared setup of the interview tests (access.md §12, rules.md R10).
export const DAY = 24 * 60 * 60 * 1000;
export const base = (courseId: number) => `/api/v2/courses/${courseId}/interviews`;

type InterviewValues = {
  type?: 'interview' | 'stage-interview';
  template?: string;
  start?: number;
  end?: number;
  registrationStart?: number | null;
  maxScore?: number;
  disabled?: boolean;
  name?: string;
};

// An interview task with its window in days relative to the clock (open now by default).
export async function addInterview(ctx: TestContext, courseId: number, values: InterviewValues = {}) {
  const now = ctx.clock.now().getTime();
  const type = values.type ?? 'interview';
  const [task] = await ctx.db
    .insert(tasks)
    .values({
      name: values.name ?? (type === 'interview' ? 'CoreJS interview' : 'Technical Screening'),
      type,
      description: 'Talk with a mentor',
      descriptionUrl: 'https://example.com/interview',
      attributes: values.template ? { template: values.template } : {},
    })
    .returning({ id: tasks.id });
  const [row] = await ctx.db
    .insert(courseTasks)
    .values({
      courseId,
      taskId: task.id,
      checker: 'mentor',
      studentStartDate: new Date(now + (values.start ?? -1) * DAY),
      studentEndDate: new Date(now + (values.end ?? 14) * DAY),
      studentRegistrationStartDate:
        values.registrationStart === null || values.registrationStart === undefined
          ? null
          : new Date(now + values.registrationStart * DAY),
      maxScore: values.maxScore ?? 100,
      disabled: values.disabled ?? false,
    })
    .returning({ id: courseTasks.id });
  return row.id;
}

export async function register(ctx: TestContext, courseId: number, interviewId: number, studentId: number) {
  await ctx.db.insert(interviewRegistrations).values({ courseId, courseTaskId: interviewId, studentId });
}

export async function addPair(
  ctx: TestContext,
  courseId: number,
  interviewId: number,
  mentorId: number,
  studentId: number,
  values: Partial<typeof interviewPairs.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(interviewPairs)
    .values({ courseId, courseTaskId: interviewId, mentorId, studentId, ...values })
    .returning({ id: interviewPairs.id });
  return row.id;
}

export async function students(ctx: TestContext, courseId: number, count: number, values = {}) {
  const result: EnrolledStudent[] = [];
  for (let i = 0; i < count; i += 1) result.push(await enrolStudent(ctx, courseId, values));
  return result;
}

export const mentor = (ctx: TestContext, courseId: number, values = {}) => enrolMentor(ctx, courseId, values);

export async function call(ctx: TestContext, as: Caller, path: string, method = 'GET', body?: unknown) {
  const response = await ctx.request(path, { as, method, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}
