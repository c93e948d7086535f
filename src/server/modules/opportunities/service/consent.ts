import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { resumes, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import { RESUME_LIFETIME_DAYS, type Consent } from '../schemas';
import type { ResumeRow } from './resume-view';

const DAY = 24 * 60 * 60 * 1000;
export const resumeExpiry = (now: Date) => new Date(now.getTime() + RESUME_LIFETIME_DAYS * DAY);

async function userRow(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('not_found', `User ${userId} does not exist.`);
  return user;
}

export async function findResume(db: DbOrTx, userId: number): Promise<ResumeRow | undefined> {
  const [resume] = await db.select().from(resumes).where(eq(resumes.userId, userId));
  return resume;
}

// rules.md R18.2: editing, prolonging and hiding need the consent (409 without it). The user row is locked so that a
// withdrawal cannot interleave with the write.
export async function resumeWithConsent(tx: DbOrTx, userId: number): Promise<ResumeRow> {
  const [user] = await tx
    .select({ consent: users.opportunitiesConsent })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user?.consent) {
    throw new AppError('conflict', 'Give your consent to publish a CV first (POST /opportunities/consent).');
  }
  const resume = await findResume(tx, userId);
  if (!resume) throw new AppError('conflict', 'There is no CV to change: give your consent again to create it.');
  return resume;
}

// rules.md R18.1: consent creates the resume when missing (name and contacts from the profile) and makes it public for
// 30 days from now; given again, it only renews the 30 days.
export async function giveConsent(db: Db, userId: number, now: Date): Promise<Consent> {
  return db.transaction(async (tx) => {
    const user = await userRow(tx, userId);
    await tx.update(users).set({ opportunitiesConsent: true, updatedAt: now }).where(eq(users.id, userId));
    const expiresAt = resumeExpiry(now);
    const [resume] = await tx
      .insert(resumes)
      .values({
        userId,
        name: displayName(user),
        email: user.contactsEmail ?? user.primaryEmail,
        phone: user.contactsPhone,
        skype: user.contactsSkype,
        telegram: user.contactsTelegram,
        linkedin: user.contactsLinkedin,
        githubUsername: user.githubId,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({ target: resumes.userId, set: { expiresAt, updatedAt: now } })
      .returning({ expiresAt: resumes.expiresAt });
    return { consent: true, expires: resume.expiresAt.toISOString() };
  });
}

export async function readConsent(db: DbOrTx, userId: number): Promise<Consent> {
  const user = await userRow(db, userId);
  const resume = user.opportunitiesConsent ? await findResume(db, userId) : undefined;
  return { consent: user.opportunitiesConsent, expires: resume?.expiresAt.toISOString() ?? null };
}

// rules.md R18.2: withdrawing the consent deletes the resume, in the same transaction.
export async function withdrawConsent(db: Db, userId: number, now: Date): Promise<Consent> {
  return db.transaction(async (tx) => {
    await userRow(tx, userId);
    await tx.update(users).set({ opportunitiesConsent: false, updatedAt: now }).where(eq(users.id, userId));
    await tx.delete(resumes).where(eq(resumes.userId, userId));
    return { consent: false, expires: null };
  });
}
