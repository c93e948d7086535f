import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profilePermissions, users } from '../../db/schema';
import { AppError } from '../../http/problem';
import { displayName } from '../auth';
import type { MyProfile, ProfileInfo, ProfileUserInput } from './schemas';

type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: DbOrTx, githubId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.githubId, githubId.toLowerCase()));
  if (!user || user.obfuscated) throw new AppError('not_found', `No user with the GitHub login "${githubId}".`);
  return user;
}

async function findUserById(db: DbOrTx, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('not_found', 'The user does not exist.');
  return user;
}

const contactsOf = (user: UserRow) => ({
  epamEmail: user.contactsEpamEmail,
  email: user.contactsEmail,
  telegram: user.contactsTelegram,
  phone: user.contactsPhone,
  skype: user.contactsSkype,
  whatsApp: user.contactsWhatsapp,
  notes: user.contactsNotes,
  linkedIn: user.contactsLinkedin,
});

async function permissionsOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(profilePermissions).where(eq(profilePermissions.userId, userId));
  return row?.settings ?? {};
}

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
    permissionsSettings: await permissionsOf(db, user.id),
  };
}

// Until the visibility rules of R19 land (issue 3), the owner gets everything and anyone else only the public name.
export async function getProfileInfo(db: DbOrTx, callerId: number, githubId: string | undefined): Promise<ProfileInfo> {
  const user = githubId ? await findUserByLogin(db, githubId) : await findUserById(db, callerId);
  if (user.id !== callerId) return { generalInfo: { githubId: user.githubId, name: displayName(user) } };
  return {
    permissionsSettings: await permissionsOf(db, user.id),
    generalInfo: {
      githubId: user.githubId,
      name: displayName(user),
      cityName: user.cityName,
      countryName: user.countryName,
      aboutMyself: user.aboutMyself,
      englishLevel: user.englishLevel,
      languages: user.languages,
      educationHistory: user.educationHistory,
    },
    contacts: contactsOf(user),
    discord: user.discord,
  };
}

const contactColumns = {
  epamEmail: 'contactsEpamEmail',
  email: 'contactsEmail',
  telegram: 'contactsTelegram',
  phone: 'contactsPhone',
  skype: 'contactsSkype',
  whatsApp: 'contactsWhatsapp',
  notes: 'contactsNotes',
  linkedIn: 'contactsLinkedin',
} as const;

// access.md §24 POST /profile/user: only the fields sent change; an empty string or null clears a field.
export async function saveOwnProfile(db: DbOrTx, userId: number, input: ProfileUserInput, now: Date): Promise<void> {
  const { contacts, ...general } = input;
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const [field, value] of Object.entries(general)) {
    if (value !== undefined) Object.assign(changes, { [field]: value === '' ? null : value });
  }
  for (const [kind, value] of Object.entries(contacts ?? {})) {
    if (value !== undefined)
      Object.assign(changes, { [contactColumns[kind as keyof typeof contactColumns]]: value || null });
  }
  if (!Object.keys(changes).length) return;
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
}
