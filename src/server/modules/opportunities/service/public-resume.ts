import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { resumes, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { Applicant, Resume } from '../schemas';
import { liveResume, resumeView } from './resume-view';

// rules.md R18.3, access.md §0.2 decision 16: unknown, hidden, expired or without consent are all the same 404, so the
// answer never tells whether a withdrawn CV existed.
export async function publicResume(db: DbOrTx, uuid: string, appUrl: string, now: Date): Promise<Resume> {
  const [row] = await db
    .select({ resume: resumes })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(and(eq(resumes.uuid, uuid), liveResume(now)));
  if (!row) throw new AppError('not_found', 'This CV does not exist, is hidden or has expired.');
  return resumeView(db, row.resume, appUrl, 'public');
}

// rules.md R18.4: live resumes with a name, by name.
export async function listApplicants(db: DbOrTx, now: Date): Promise<Applicant[]> {
  const rows = await db
    .select({
      uuid: resumes.uuid,
      name: resumes.name,
      desiredPosition: resumes.desiredPosition,
      locations: resumes.locations,
      englishLevel: resumes.englishLevel,
      fullTime: resumes.fullTime,
      startFrom: resumes.startFrom,
      expiresAt: resumes.expiresAt,
      githubId: users.githubId,
    })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(and(liveResume(now), sql`btrim(coalesce(${resumes.name}, '')) <> ''`))
    .orderBy(sql`lower(${resumes.name})`, resumes.id);
  return rows.map(({ expiresAt, name, ...row }) => ({
    ...row,
    name: name ?? '',
    expires: expiresAt.toISOString(),
  }));
}
