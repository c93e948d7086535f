import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  certificates,
  loginStates,
  mentorRegistries,
  notificationUserConnections,
  notificationUserSettings,
  profilePermissions,
  students,
  users,
} from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session';
import { findUserByLogin, isCallerLogin } from '../service';

const LOGIN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function anonymousLogin(): string {
  const bytes = randomBytes(10);
  return `gdpr-${Array.from(bytes, (byte) => LOGIN_ALPHABET[byte % LOGIN_ALPHABET.length]).join('')}`;
}

// rules.md R19.5: irreversible, in one transaction. The person disappears; his course records stay, now anonymous.
// Resumes join this list when their table exists (R18).
async function obfuscateUser(db: Db, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: 'Removed',
        lastName: null,
        githubId: anonymousLogin(),
        githubUserId: null,
        primaryEmail: null,
        countryName: null,
        cityName: null,
        englishLevel: null,
        languages: [],
        aboutMyself: null,
        educationHistory: [],
        contactsEmail: null,
        contactsEpamEmail: null,
        contactsTelegram: null,
        contactsPhone: null,
        contactsSkype: null,
        contactsWhatsapp: null,
        contactsLinkedin: null,
        contactsNotes: null,
        discord: null,
        opportunitiesConsent: false,
        obfuscated: true,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx.delete(notificationUserConnections).where(eq(notificationUserConnections.userId, userId));
    await tx.delete(notificationUserSettings).where(eq(notificationUserSettings.userId, userId));
    await tx.delete(loginStates).where(eq(loginStates.userId, userId));
    await tx.delete(profilePermissions).where(eq(profilePermissions.userId, userId));
    await tx.delete(mentorRegistries).where(eq(mentorRegistries.userId, userId));
    const ownStudents = tx.select({ id: students.id }).from(students).where(eq(students.userId, userId));
    await tx.delete(certificates).where(inArray(certificates.studentId, ownStudents));
  });
}

// access.md §24 DELETE /profile/{username}: the user himself (`me` or his login) or an admin. Answers whether the
// caller removed himself, so that his session ends.
export async function obfuscateProfile(
  db: Db,
  caller: SessionData,
  username: string,
  now: Date,
): Promise<{ userId: number; self: boolean }> {
  const self = isCallerLogin(username, caller);
  if (!self && !caller.isAdmin) throw new AppError('forbidden', 'Only the user himself or an admin may do this.');
  const userId = self ? caller.id : (await findUserByLogin(db, username)).id;
  await obfuscateUser(db, userId, now);
  return { userId, self: self || userId === caller.id };
}
