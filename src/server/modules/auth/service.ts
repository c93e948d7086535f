import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  courses,
  loginStates,
  notificationUserConnections,
  users,
  type CourseRole,
  type LoginStateData,
} from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../http/problem';
import { deriveSession } from '../session/service';
import { confirmEmailConnection } from '../user-notifications/service/email-confirmation';
import type { GithubUser } from './github';

const LOGIN_STATE_TTL_MS = 60 * 60 * 1000;

// A browser drops tabs and line breaks from a URL (so "/\t/evil.com" becomes "//evil.com"), and a line break
// cannot go into a Location header at all: a target with any control character is refused.
const hasControlCharacter = (text: string) =>
  Array.from(text).some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

// rules.md R1.2: only a same-site relative path is followed after sign-in, never an open redirect.
export function safeRedirect(url: string | undefined | null): string {
  if (!url || !url.startsWith('/') || url[1] === '/' || url[1] === '\\' || hasControlCharacter(url)) return '/';
  return url;
}

export async function createLoginState(db: DbOrTx, data: LoginStateData, now: Date, userId?: number): Promise<string> {
  const id = randomBytes(12).toString('base64url');
  await db.delete(loginStates).where(lt(loginStates.expiresAt, now));
  await db.insert(loginStates).values({ id, data, userId, expiresAt: new Date(now.getTime() + LOGIN_STATE_TTL_MS) });
  return id;
}

// A state is used once; an expired one is refused but still names the page to return to (rules.md R1.2).
export async function takeLoginState(db: DbOrTx, id: string, now: Date) {
  const [state] = await db.delete(loginStates).where(eq(loginStates.id, id)).returning();
  if (!state) return null;
  return { ...state, expired: state.expiresAt <= now };
}

// rules.md R1.5: the environment lists only grant flags; revoking is an admin action.
export async function applyBootstrapFlags(db: DbOrTx, env: Env, userId?: number): Promise<void> {
  const grants: [string[], 'isAdmin' | 'isHirer'][] = [
    [env.ADMIN_GITHUB_IDS, 'isAdmin'],
    [env.HIRER_GITHUB_IDS, 'isHirer'],
  ];
  for (const [logins, flag] of grants) {
    if (!logins.length) continue;
    const target = and(
      inArray(sql`lower(${users.githubId})`, logins),
      eq(users[flag], false),
      userId ? eq(users.id, userId) : undefined,
    );
    await db
      .update(users)
      .set({ [flag]: true, updatedAt: new Date() })
      .where(target);
  }
}

function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return { firstName: null, lastName: null };
  return { firstName: words[0], lastName: words.slice(1).join(' ') || null };
}

// rules.md R1.3: users are keyed by GitHub's numeric id; a renamed login follows the account.
export async function matchGithubUser(db: Db, github: GithubUser, env: Env, now: Date) {
  const login = github.login.toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(or(eq(users.githubUserId, github.id), and(eq(users.githubId, login), isNull(users.githubUserId))))
      .orderBy(sql`${users.githubUserId} is null`)
      .limit(1);
    if (existing?.obfuscated) return null;
    const [holder] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.githubId, login), existing ? ne(users.id, existing.id) : undefined));
    if (holder) {
      await tx
        .update(users)
        .set({ githubId: `~${login}-${holder.id}`, updatedAt: now })
        .where(eq(users.id, holder.id));
    }
    let userId: number;
    if (existing) {
      await tx
        .update(users)
        .set({
          githubId: login,
          githubUserId: github.id,
          primaryEmail: existing.primaryEmail ?? github.email,
          lastActivityAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, existing.id));
      userId = existing.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          githubId: login,
          githubUserId: github.id,
          primaryEmail: github.email,
          lastActivityAt: now,
          ...splitName(github.name),
        })
        .returning({ id: users.id });
      userId = created.id;
    }
    await applyBootstrapFlags(tx, env, userId);
    return { userId, githubId: login };
  });
}

// `confirmation`: the state was made for one user (the e-mail confirmation link), not by an admin or the bot.
export async function linkChannel(
  db: DbOrTx,
  userId: number,
  data: LoginStateData,
  now: Date,
  confirmation = false,
): Promise<void> {
  if (!data.channelId || !data.externalId) return;
  // rules.md R20.5: an e-mail confirmation link enables only the address the user still has, never an old one.
  if (data.channelId === 'email' && confirmation) {
    await confirmEmailConnection(db, userId, data.externalId, now);
    return;
  }
  await db
    .insert(notificationUserConnections)
    .values({ userId, channelId: data.channelId, externalId: data.externalId, enabled: true })
    .onConflictDoUpdate({
      target: [notificationUserConnections.userId, notificationUserConnections.channelId],
      set: { externalId: data.externalId, enabled: true, updatedAt: now },
    });
}

export async function findDevUser(db: DbOrTx, githubId: string, env: Env, now: Date) {
  const [user] = await db
    .select({ id: users.id, githubId: users.githubId, obfuscated: users.obfuscated })
    .from(users)
    .where(eq(users.githubId, githubId.toLowerCase()));
  if (!user || user.obfuscated) throw new AppError('not_found', `No demo user with the GitHub login "${githubId}".`);
  await db.update(users).set({ lastActivityAt: now }).where(eq(users.id, user.id));
  await applyBootstrapFlags(db, env, user.id);
  return { userId: user.id, githubId: user.githubId };
}

export type DevUser = {
  id: number;
  githubId: string;
  name: string;
  isAdmin: boolean;
  isHirer: boolean;
  courses: { id: number; alias: string; roles: CourseRole[] }[];
};

export const displayName = (user: { firstName: string | null; lastName: string | null; githubId: string }) =>
  user.firstName && user.lastName
    ? `${user.firstName} ${user.lastName}`
    : user.firstName || user.lastName || user.githubId;

// The demo personas of the seed: users whose login carries no dash-number suffix of the bulk demo students.
export async function listDevUsers(db: Db, personaLogins: readonly string[]): Promise<DevUser[]> {
  const rows = await db
    .select({ id: users.id, githubId: users.githubId, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.githubId, [...personaLogins]), eq(users.obfuscated, false)))
    .orderBy(asc(users.githubId));
  const aliases = new Map(
    (await db.select({ id: courses.id, alias: courses.alias }).from(courses)).map((c) => [c.id, c.alias]),
  );
  const result: DevUser[] = [];
  for (const row of rows) {
    const session = await deriveSession(db, row.id);
    if (!session) continue;
    result.push({
      id: row.id,
      githubId: row.githubId,
      name: displayName(row),
      isAdmin: session.isAdmin,
      isHirer: session.isHirer,
      courses: Object.entries(session.courses).map(([courseId, course]) => ({
        id: Number(courseId),
        alias: aliases.get(Number(courseId)) ?? '',
        roles: course.roles,
      })),
    });
  }
  return result;
}
