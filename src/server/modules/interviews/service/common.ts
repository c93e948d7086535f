import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { holdsCourseRole } from '../../../http/access';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session/service';
import type { Interview, InterviewType } from '../schemas';

export type InterviewRef = { courseId: number; interviewId: number };
export type PairRef = InterviewRef & { pairId: number };
export type FeedbackRef = InterviewRef & { type: InterviewType };

export type InterviewRow = Interview & { courseId: number; disabled: boolean };

// Shared SQL of the interview screens. Fixed aliases: ct = course_task, t = task, s = student, u = "user".
export const personName = (u: SQL) =>
  sql`coalesce(${u}.first_name || ' ' || ${u}.last_name, nullif(${u}.first_name, ''), nullif(${u}.last_name, ''), ${u}.github_id)`;

const effectiveType = sql`coalesce(ct.type, t.type)`;
export const interviewTypeCondition = (types: readonly InterviewType[]) =>
  sql`${effectiveType}::text = any(${`{${types.join(',')}}`}::text[])`;

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

type RawInterview = Record<string, unknown>;
export function toInterview(row: RawInterview): InterviewRow {
  return {
    id: Number(row.id),
    courseId: Number(row.course_id),
    type: row.type as InterviewType,
    name: String(row.name),
    description: (row.description as string | null) ?? null,
    descriptionUrl: (row.description_url as string | null) ?? null,
    startDate: iso(row.student_start_date) as string,
    endDate: iso(row.student_end_date) as string,
    studentRegistrationStartDate: iso(row.student_registration_start_date),
    template: (row.template as string | null) ?? null,
    maxScore: Number(row.max_score),
    disabled: Boolean(row.disabled),
  };
}

export const publicInterview = ({ courseId: _c, disabled: _d, ...interview }: InterviewRow): Interview => interview;

export const interviewSelect = sql`select ct.id, ct.course_id, ${effectiveType} as type, t.name, t.description,
  t.description_url, ct.student_start_date, ct.student_end_date, ct.student_registration_start_date,
  t.attributes->>'template' as template, ct.max_score, ct.disabled
  from course_task ct join task t on t.id = ct.task_id`;

// access.md §0 "Resource binding": an interview of another course (or a course task that is not an interview)
// answers 404. Writes pass `open` so a removed (disabled) interview answers 409.
export async function loadInterview(db: DbOrTx, ref: InterviewRef, open = false): Promise<InterviewRow> {
  const result = (await db.execute(sql`${interviewSelect}
    where ct.id = ${ref.interviewId} and ct.course_id = ${ref.courseId}
      and ${interviewTypeCondition(['interview', 'stage-interview'])}`)) as unknown as { rows: RawInterview[] };
  const row = result.rows[0];
  if (!row) throw new AppError('not_found', `Interview ${ref.interviewId} was not found in this course.`);
  const interview = toInterview(row);
  if (open && interview.disabled) throw new AppError('conflict', 'The interview has been removed from the course.');
  return interview;
}

// R10.2: registration opens at studentRegistrationStartDate (or studentStartDate) and closes at studentEndDate.
export const registrationStart = (interview: Interview) =>
  new Date(interview.studentRegistrationStartDate ?? interview.startDate);

export const isManager = (session: SessionData, courseId: number) => holdsCourseRole(session, courseId, ['manager']);
export const isStaff = (session: SessionData, courseId: number) =>
  holdsCourseRole(session, courseId, ['manager', 'supervisor']);
export const callerMentorId = (session: SessionData, courseId: number) => session.courses[courseId]?.mentorId ?? null;

export type PairRow = {
  id: number;
  courseTaskId: number;
  mentorId: number;
  studentId: number;
  isCompleted: boolean;
  isCanceled: boolean;
  decision: string | null;
  score: number | null;
  completedAt: Date | null;
};

// A pair of this interview (404 otherwise), locked for the write that follows.
export async function loadPair(db: DbOrTx, courseId: number, courseTaskId: number | null, pairId: number) {
  const result = (await db.execute(sql`
    select p.id, p.course_task_id as "courseTaskId", p.mentor_id as "mentorId", p.student_id as "studentId",
      p.is_completed as "isCompleted", p.is_canceled as "isCanceled", p.decision, p.score, p.completed_at as "completedAt"
    from interview_pair p
    where p.id = ${pairId} and p.course_id = ${courseId}
      ${courseTaskId === null ? sql`` : sql`and p.course_task_id = ${courseTaskId}`}
    for update`)) as unknown as { rows: PairRow[] };
  const pair = result.rows[0];
  if (!pair) throw new AppError('not_found', `Interview pair ${pairId} was not found in this course.`);
  return pair;
}

export type CourseMentor = { id: number; userId: number; githubId: string; name: string; isExpelled: boolean };

export async function findMentorByGithub(db: DbOrTx, courseId: number, githubId: string): Promise<CourseMentor> {
  const result = (await db.execute(sql`
    select m.id, m.user_id as "userId", u.github_id as "githubId", ${personName(sql`u`)} as name,
      m.is_expelled as "isExpelled"
    from mentor m join "user" u on u.id = m.user_id
    where m.course_id = ${courseId} and lower(u.github_id) = ${githubId.toLowerCase()}`)) as unknown as {
    rows: CourseMentor[];
  };
  const mentor = result.rows[0];
  if (!mentor) {
    throw new AppError('not_found', `"${githubId}" is not a mentor of this course.`, {
      errors: [{ path: 'interviewerGithubId', message: 'Not a mentor of this course' }],
    });
  }
  if (mentor.isExpelled)
    throw new AppError('conflict', `${mentor.githubId} is expelled from mentoring in this course.`);
  return mentor;
}
