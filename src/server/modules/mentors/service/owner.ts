import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { mentors } from '../../../db/schema';
import { holdsCourseRole } from '../../../http/access';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session';

export type OwnedMentor = { id: number; courseId: number; userId: number };

const notYours = () => new AppError('forbidden', 'This mentor record is not yours.');

async function mentorRecord(db: DbOrTx, mentorId: number, courseId?: number) {
  const conditions = [eq(mentors.id, mentorId)];
  if (courseId !== undefined) conditions.push(eq(mentors.courseId, courseId));
  const [row] = await db
    .select({ id: mentors.id, courseId: mentors.courseId, userId: mentors.userId })
    .from(mentors)
    .where(and(...conditions));
  return row;
}

const staffOf = (session: SessionData, courseId: number) =>
  session.isAdmin || holdsCourseRole(session, courseId, ['manager', 'supervisor']);

// access.md §21 "+ owner: own", §0.2 decision 10: the caller's own mentor record in the path course, or any mentor of
// it for its manager/supervisor or an admin. Ownership is decided before the lookup, so another mentor's id answers
// 403 without telling whether it exists; staff get 404 for an id of another course (resource binding).
export async function ownMentorInCourse(
  db: DbOrTx,
  session: SessionData,
  mentorId: number,
  courseId: number,
): Promise<OwnedMentor> {
  const own = session.courses[courseId]?.mentorId === mentorId;
  if (!own && !staffOf(session, courseId)) throw notYours();
  const row = await mentorRecord(db, mentorId, courseId);
  if (!row) throw new AppError('not_found', `Mentor ${mentorId} is not a mentor of course ${courseId}.`);
  return row;
}

// access.md §21 POST random-task: "own, not admin-on-behalf": only the mentor himself takes work.
export async function ownMentorOnly(db: DbOrTx, session: SessionData, mentorId: number, courseId: number) {
  if (session.courses[courseId]?.mentorId !== mentorId) throw notYours();
  const row = await mentorRecord(db, mentorId, courseId);
  if (!row) throw notYours();
  return row;
}

// access.md §21 `/mentors/{mentorId}/students`: own record in any course, or staff of the mentor's course.
export async function ownMentorAnywhere(db: DbOrTx, session: SessionData, mentorId: number): Promise<OwnedMentor> {
  const own = Object.values(session.courses).some((course) => course.mentorId === mentorId);
  const row = await mentorRecord(db, mentorId);
  if (own && row) return row;
  if (!row) {
    if (session.isAdmin) throw new AppError('not_found', `Mentor ${mentorId} does not exist.`);
    throw notYours();
  }
  if (!staffOf(session, row.courseId)) throw notYours();
  return row;
}
