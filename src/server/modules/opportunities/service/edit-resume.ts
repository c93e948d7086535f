import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { resumes, students, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session';
import type { Resume, ResumeForm } from '../schemas';
import { findResume, resumeExpiry, resumeWithConsent } from './consent';
import { resumeView } from './resume-view';

// access.md §23 "+ owner: githubId is the caller (`me` allowed)": the caller's own id; an admin may read another
// user's resume (admin passes owner checks) but never writes one ("not admin").
export async function resumeOwnerId(
  db: DbOrTx,
  session: SessionData,
  githubId: string,
  purpose: 'read' | 'write',
): Promise<number> {
  if (githubId === 'me' || githubId.toLowerCase() === session.githubId.toLowerCase()) return session.id;
  if (purpose === 'write' || !session.isAdmin) {
    throw new AppError('forbidden', 'Only the owner of a CV may open it here.');
  }
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.githubId}) = ${githubId.toLowerCase()}`);
  if (!user) throw new AppError('not_found', `User "${githubId}" does not exist.`);
  return user.id;
}

export async function readResume(db: DbOrTx, userId: number, appUrl: string): Promise<Resume> {
  const resume = await findResume(db, userId);
  if (!resume) throw new AppError('not_found', 'There is no CV yet: give your consent to create it.');
  return resumeView(db, resume, appUrl, 'owner');
}

// rules.md R18.3: only the owner's student courses can be made visible.
async function assertOwnCourses(tx: DbOrTx, userId: number, courseIds: number[]) {
  if (!courseIds.length) return;
  const rows = await tx.select({ courseId: students.courseId }).from(students).where(eq(students.userId, userId));
  const own = new Set(rows.map((row) => row.courseId));
  const foreign = courseIds.filter((courseId) => !own.has(courseId));
  if (foreign.length) {
    const message = `visibleCourses names courses you did not study in: ${foreign.join(', ')}`;
    throw new AppError('validation', message, { errors: [{ path: 'visibleCourses', message }] });
  }
}

// access.md §23 PATCH /opportunities/{githubId}/resume, rules.md R18.5: the sent fields replace the stored ones.
export async function updateResume(
  db: Db,
  userId: number,
  form: ResumeForm,
  appUrl: string,
  now: Date,
): Promise<Resume> {
  return db.transaction(async (tx) => {
    const resume = await resumeWithConsent(tx, userId);
    const { visibleCourses, ...fields } = form;
    const uniqueCourses = visibleCourses ? [...new Set(visibleCourses)] : undefined;
    if (uniqueCourses) await assertOwnCourses(tx, userId, uniqueCourses);
    // Drizzle leaves out the fields that were not sent (undefined).
    const [updated] = await tx
      .update(resumes)
      .set({ ...fields, visibleCourses: uniqueCourses, updatedAt: now })
      .where(eq(resumes.id, resume.id))
      .returning();
    return resumeView(tx, updated, appUrl, 'owner');
  });
}

// rules.md R18.2 "Prolong": public for 30 more days from now.
export async function prolongResume(db: Db, userId: number, now: Date) {
  return db.transaction(async (tx) => {
    const resume = await resumeWithConsent(tx, userId);
    const expiresAt = resumeExpiry(now);
    await tx.update(resumes).set({ expiresAt, updatedAt: now }).where(eq(resumes.id, resume.id));
    return { expires: expiresAt.toISOString() };
  });
}

// rules.md R18.2 "Visibility".
export async function setResumeVisibility(db: Db, userId: number, isHidden: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const resume = await resumeWithConsent(tx, userId);
    await tx.update(resumes).set({ isHidden, updatedAt: now }).where(eq(resumes.id, resume.id));
    return { isHidden };
  });
}
