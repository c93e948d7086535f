import type { Db } from '../../../db/client';
import { profilePermissions } from '../../../db/schema';
import type { ProfileInfoUpdate } from '../schemas';
import { contactChanges, findUserById, writeOwnProfile, type UserChanges } from '../service';
import { storedPermissions } from './visibility';

// rules.md R19.4: the first word of the name is the first name, the rest the last name; an empty name clears both.
function splitName(name: string): Pick<UserChanges, 'firstName' | 'lastName'> {
  const [firstName, ...rest] = name.split(/\s+/).filter(Boolean);
  return { firstName: firstName ?? null, lastName: rest.join(' ') || null };
}

function userChanges(input: ProfileInfoUpdate): UserChanges {
  const { name, contacts, discord, educationHistory, permissionsSettings: _settings, ...plain } = input;
  const changes: UserChanges = contactChanges(contacts);
  for (const [field, value] of Object.entries(plain)) {
    if (value !== undefined) Object.assign(changes, { [field]: value === '' ? null : value });
  }
  if (name !== undefined) Object.assign(changes, splitName(name));
  if (educationHistory !== undefined) changes.educationHistory = educationHistory;
  if (discord !== undefined) {
    changes.discord = discord && {
      id: discord.id ?? '',
      username: discord.username,
      discriminator: discord.discriminator || '0',
    };
  }
  return changes;
}

// access.md §24 PATCH /profile/info: the caller's own profile, its connections and its visibility settings, in one
// transaction; only what is sent changes.
export async function updateProfileInfo(
  db: Db,
  userId: number,
  input: ProfileInfoUpdate,
  now: Date,
  appUrl?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    await writeOwnProfile(tx, user, userChanges(input), now, appUrl);
    if (!input.permissionsSettings) return;
    // rules.md R19.4: the settings sent are merged flag by flag, audience by audience, into the stored ones.
    const settings = await storedPermissions(tx, userId);
    for (const [flag, audiences] of Object.entries(input.permissionsSettings)) {
      if (audiences) settings[flag] = { ...settings[flag], ...audiences };
    }
    await tx
      .insert(profilePermissions)
      .values({ userId, settings })
      .onConflictDoUpdate({ target: profilePermissions.userId, set: { settings, updatedAt: now } });
  });
}
