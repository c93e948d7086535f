import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/problem';
import { displayName } from '../auth';
import type { MyProfile, ProfileUserInput } from './schemas';
import { syncProfileConnections } from './service/connections';
import { storedPermissions } from './service/visibility';

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: DbOrTx, githubId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.githubId, githubId.toLowerCase()));
  if (!user || user.obfuscated) throw new AppError('not_found', `No user with the GitHub login "${githubId}".`);
  return user;
}

export async function findUserById(db: DbOrTx, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('not_found', 'The user does not exist.');
  return user;
}

// `me` or the caller's own login names the caller (access.md §0 "Path params").
export const isCallerLogin = (login: string, caller: { githubId: string }) =>
  login === 'me' || login.toLowerCase() === caller.githubId.toLowerCase();

export const contactsOf = (user: UserRow) => ({
  epamEmail: user.contactsEpamEmail,
  email: user.contactsEmail,
  telegram: user.contactsTelegram,
  phone: user.contactsPhone,
  skype: user.contactsSkype,
  whatsApp: user.contactsWhatsapp,
  notes: user.contactsNotes,
  linkedIn: user.contactsLinkedin,
});

export async function getMyProfile(db: DbOrTx, userId: number): Promise<MyProfile> {
  const user = await findUserById(db, userId);
  return {
    id: user.id,
    githubId: user.githubId,
    firstName: user.firstName,
    lastName: user.lastName,
    name: displayName(user),
    primaryEmail: user.primaryEmail,
    countryName: user.countryName,
    cityName: user.cityName,
    englishLevel: user.englishLevel,
    languages: user.languages,
    aboutMyself: user.aboutMyself,
    educationHistory: user.educationHistory,
    contacts: contactsOf(user),
    discord: user.discord,
    permissionsSettings: await storedPermissions(db, user.id),
  };
}

export const contactColumns = {
  epamEmail: 'contactsEpamEmail',
  email: 'contactsEmail',
  telegram: 'contactsTelegram',
  phone: 'contactsPhone',
  skype: 'contactsSkype',
  whatsApp: 'contactsWhatsapp',
  notes: 'contactsNotes',
  linkedIn: 'contactsLinkedin',
} as const;

export type UserChanges = Partial<typeof users.$inferInsert>;

// Only the contact kinds sent change; an empty string or null clears one.
export function contactChanges(contacts: Partial<Record<keyof typeof contactColumns, string | null>> | undefined) {
  const changes: UserChanges = {};
  for (const [kind, value] of Object.entries(contacts ?? {})) {
    if (value !== undefined)
      Object.assign(changes, { [contactColumns[kind as keyof typeof contactColumns]]: value || null });
  }
  return changes;
}

// Writes the changes of the caller's row and keeps his notification connections in step (rules.md R20.5, R20.6).
export async function writeOwnProfile(
  tx: DbOrTx,
  user: UserRow,
  changes: UserChanges,
  now: Date,
  appUrl?: string,
): Promise<void> {
  if (!Object.keys(changes).length) return;
  await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, user.id));
  const after = { ...user, ...changes };
  await syncProfileConnections(
    tx,
    user.id,
    { email: user.contactsEmail, discord: user.discord?.id || null },
    { email: after.contactsEmail ?? null, discord: after.discord?.id || null },
    now,
    appUrl,
  );
}

// access.md §24 POST /profile/user: only the fields sent change; an empty string or null clears a field.
export async function saveOwnProfile(
  db: Db,
  userId: number,
  input: ProfileUserInput,
  now: Date,
  appUrl?: string,
): Promise<void> {
  const { contacts, ...general } = input;
  const changes: UserChanges = contactChanges(contacts);
  for (const [field, value] of Object.entries(general)) {
    if (value !== undefined) Object.assign(changes, { [field]: value === '' ? null : value });
  }
  await db.transaction(async (tx) => writeOwnProfile(tx, await findUserById(tx, userId), changes, now, appUrl));
}
