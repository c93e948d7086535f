import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { profilePermissions, users } from '../../../db/schema';
import type { VisibleContacts } from '../info-schemas';
import { audiences, permissionFlags, type Audience, type PermissionFlag, type PermissionSettings } from '../schemas';
import type { Relation } from './relation';

type UserRow = typeof users.$inferSelect;
type StoredSettings = Record<string, { all?: boolean; mentor?: boolean; student?: boolean }>;

// rules.md R19.2 defaults: nothing for all and mentors; contacts for the owner's students.
const contactFlags: readonly PermissionFlag[] = [
  'isEmailVisible',
  'isTelegramVisible',
  'isSkypeVisible',
  'isPhoneVisible',
  'isContactsNotesVisible',
];

export function effectivePermissions(stored: StoredSettings): PermissionSettings {
  return Object.fromEntries(
    permissionFlags.map((flag) => {
      const saved = stored[flag] ?? {};
      const byDefault = { all: false, mentor: false, student: contactFlags.includes(flag) };
      return [
        flag,
        Object.fromEntries(audiences.map((audience) => [audience, saved[audience] ?? byDefault[audience]])),
      ];
    }),
  ) as PermissionSettings;
}

export async function storedPermissions(db: DbOrTx, userId: number): Promise<StoredSettings> {
  const [row] = await db.select().from(profilePermissions).where(eq(profilePermissions.userId, userId));
  return row?.settings ?? {};
}

// rules.md R19.2: what a relation sees whatever the settings say.
const seesEverything: readonly Relation[] = ['owner', 'admin', 'coursemanager'];
const granted: Record<Relation, readonly PermissionFlag[]> = {
  owner: [],
  admin: [],
  coursemanager: [],
  coursesupervisor: [
    'isProfileVisible',
    'isEnglishVisible',
    'isEmailVisible',
    'isTelegramVisible',
    'isSkypeVisible',
    'isPhoneVisible',
  ],
  mentor: [
    'isProfileVisible',
    'isStudentStatsVisible',
    'isEnglishVisible',
    'isEmailVisible',
    'isTelegramVisible',
    'isSkypeVisible',
    'isPhoneVisible',
  ],
  coursementor: ['isProfileVisible', 'isStudentStatsVisible', 'isEnglishVisible'],
  student: ['isProfileVisible'],
  all: [],
};
// ... plus what the owner's settings allow the audience the relation belongs to (a flag open to `all` is open to all).
const audiencesOf: Record<Relation, readonly Audience[]> = {
  owner: [],
  admin: [],
  coursemanager: [],
  coursesupervisor: ['all'],
  mentor: ['mentor', 'all'],
  coursementor: ['mentor', 'all'],
  student: ['student', 'all'],
  all: ['all'],
};

export type Visibility = {
  relation: Relation;
  sees: (flag: PermissionFlag) => boolean;
  seesEverything: boolean;
};

export function visibilityFor(relation: Relation, settings: PermissionSettings): Visibility {
  const everything = seesEverything.includes(relation);
  return {
    relation,
    seesEverything: everything,
    sees: (flag) =>
      everything ||
      granted[relation].includes(flag) ||
      audiencesOf[relation].some((audience) => settings[flag][audience]),
  };
}

const contactKinds: [keyof VisibleContacts, keyof UserRow, PermissionFlag | null][] = [
  // rules.md R19.2 decision 13: the corporate e-mail only for the owner, admins and course managers.
  ['epamEmail', 'contactsEpamEmail', null],
  ['email', 'contactsEmail', 'isEmailVisible'],
  ['telegram', 'contactsTelegram', 'isTelegramVisible'],
  ['phone', 'contactsPhone', 'isPhoneVisible'],
  ['skype', 'contactsSkype', 'isSkypeVisible'],
  // No flag of its own: WhatsApp is a phone number, so it follows the phone's setting.
  ['whatsApp', 'contactsWhatsapp', 'isPhoneVisible'],
  ['notes', 'contactsNotes', 'isContactsNotesVisible'],
  ['linkedIn', 'contactsLinkedin', 'isLinkedInVisible'],
];

// rules.md R19.3: only the visible kinds that are filled in; undefined when none (the block is omitted).
// The owner gets every kind, empty ones included, so his page can offer to fill them in.
export function visibleContacts(user: UserRow, visibility: Visibility): VisibleContacts | undefined {
  const contacts: VisibleContacts = {};
  for (const [kind, column, flag] of contactKinds) {
    const value = user[column] as string | null;
    const allowed = flag ? visibility.sees(flag) : visibility.seesEverything;
    if (allowed && (value || visibility.relation === 'owner')) contacts[kind] = value;
  }
  return Object.keys(contacts).length ? contacts : undefined;
}

// For other domains (rules.md R4.2: a student summary shows his mentor's contacts as the mentor's profile shows them
// to his students).
export async function contactsShownTo(db: DbOrTx, ownerId: number, relation: Relation) {
  const [owner] = await db.select().from(users).where(eq(users.id, ownerId));
  if (!owner || owner.obfuscated) return undefined;
  const settings = effectivePermissions(await storedPermissions(db, ownerId));
  return visibleContacts(owner, visibilityFor(relation, settings));
}
