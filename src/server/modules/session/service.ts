import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type CourseRole } from '../../db/schema';

export type CourseSession = {
  roles: CourseRole[];
  isExpelled: boolean;
  mentorId: number | null;
  studentId: number | null;
};

export type SessionData = {
  id: number;
  githubId: string;
  isAdmin: boolean;
  isHirer: boolean;
  courses: Record<number, CourseSession>;
};

const emptyCourse = (): CourseSession => ({ roles: [], isExpelled: false, mentorId: null, studentId: null });

function addRole(entry: CourseSession, role: CourseRole): void {
  if (!entry.roles.includes(role)) entry.roles.push(role);
}

type StaffRow = [courseId: number, isManager: boolean, isSupervisor: boolean, isDementor: boolean, isActivist: boolean];
type SessionRow = {
  id: number;
  githubId: string;
  isAdmin: boolean;
  isHirer: boolean;
  obfuscated: boolean;
  students: [id: number, courseId: number, isExpelled: boolean][];
  mentors: [id: number, courseId: number][];
  staff: StaffRow[];
  owned: number[];
};

const staffRoles: CourseRole[] = ['manager', 'supervisor', 'dementor', 'activist'];

// rules.md R1.4: the session is derived from the database; an unknown or obfuscated user has none. One statement (the
// user and his course facts as JSON arrays): most GET /session calls miss the 60 s cache, since clients keep their
// session for 15 minutes, so this is the endpoint's real cost. Issue 12: a cold request (a token not seen in the last
// minute) pays this statement too; it is prepared once per database (drizzle builds its text once in this process,
// each connection plans it once) instead of built, sent and planned on every miss.
const viewer = sql.raw('"user"."id"');
const sessionColumns = {
  id: users.id,
  githubId: users.githubId,
  isAdmin: users.isAdmin,
  isHirer: users.isHirer,
  obfuscated: users.obfuscated,
  students: sql<SessionRow['students']>`coalesce((select json_agg(json_build_array(s.id, s.course_id, s.is_expelled))
    from student s where s.user_id = ${viewer}), '[]')`,
  mentors: sql<SessionRow['mentors']>`coalesce((select json_agg(json_build_array(m.id, m.course_id)) from mentor m
    where m.user_id = ${viewer} and not m.is_expelled), '[]')`,
  staff: sql<SessionRow['staff']>`coalesce((select json_agg(json_build_array(cu.course_id, cu.is_manager,
      cu.is_supervisor, cu.is_dementor, cu.is_activist)) from course_user cu where cu.user_id = ${viewer}), '[]')`,
  owned: sql<SessionRow['owned']>`coalesce((select json_agg(distinct ct.course_id) from course_task ct
    where ct.task_owner_id = ${viewer} and ct.checker = 'taskOwner' and not ct.disabled), '[]')`,
};

const prepareDerivation = (db: DbOrTx) =>
  db
    .select(sessionColumns)
    .from(users)
    .where(sql`${users.id} = ${sql.placeholder('userId')}::integer`)
    .prepare('session_derive');
const preparedDerivations = new WeakMap<object, ReturnType<typeof prepareDerivation>>();

export async function deriveSession(db: DbOrTx, userId: number): Promise<SessionData | null> {
  let query = preparedDerivations.get(db);
  if (!query) {
    query = prepareDerivation(db);
    preparedDerivations.set(db, query);
  }
  const rows: SessionRow[] = await query.execute({ userId });
  const [user] = rows;
  if (!user || user.obfuscated) return null;

  const courses: Record<number, CourseSession> = {};
  const entryFor = (courseId: number) => (courses[courseId] ??= emptyCourse());
  for (const [id, courseId, isExpelled] of user.students) {
    const entry = entryFor(courseId);
    addRole(entry, 'student');
    entry.isExpelled = isExpelled;
    entry.studentId = id;
  }
  for (const [id, courseId] of user.mentors) {
    const entry = entryFor(courseId);
    addRole(entry, 'mentor');
    entry.mentorId = id;
  }
  for (const [courseId, ...flags] of user.staff) {
    flags.forEach((held, index) => held && addRole(entryFor(courseId), staffRoles[index]));
  }
  for (const courseId of user.owned) addRole(entryFor(courseId), 'taskOwner');

  return { id: user.id, githubId: user.githubId, isAdmin: user.isAdmin, isHirer: user.isHirer, courses };
}

// rules.md R1.6: a short per-user cache on this instance; role-changing writes drop the entry (and, shared over the
// bus by shared-cache.ts, on every other instance).
export type SessionCache = {
  get: (userId: number, now: number) => SessionData | undefined;
  // `since` is generation() read before deriving: a session derived while its user was dropped (or the cache cleared)
  // is returned but not kept, since it may predate the write the drop announced.
  set: (userId: number, session: SessionData, now: number, since?: number) => void;
  drop: (userId: number) => void;
  clear: () => void;
  generation: () => number;
};

// How many users' last drops the cache remembers for the sessions being derived meanwhile; forgetting one counts as a
// clear for every derivation that started before it (conservative).
const REMEMBERED_DROPS = 10_000;

export function createSessionCache(ttlMs = 60_000, maxEntries = 50_000): SessionCache {
  const entries = new Map<number, { session: SessionData; expiresAt: number }>();
  // Moves on every drop and clear. A session derived since `since` is not kept when its own user was dropped or the
  // cache cleared meanwhile; a drop of another user (another test's, another role change) leaves it alone.
  let generation = 0;
  let clearedAt = 0;
  // The generation of each user's last drop, least recent first.
  const droppedAt = new Map<number, number>();
  return {
    get(userId, now) {
      const entry = entries.get(userId);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(userId);
        return undefined;
      }
      return entry.session;
    },
    set(userId, session, now, since) {
      if (since !== undefined && (since < clearedAt || since < (droppedAt.get(userId) ?? 0))) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as number);
      entries.set(userId, { session, expiresAt: now + ttlMs });
    },
    drop: (userId) => {
      generation += 1;
      entries.delete(userId);
      droppedAt.delete(userId);
      droppedAt.set(userId, generation);
      if (droppedAt.size > REMEMBERED_DROPS) {
        const [forgotten, at] = droppedAt.entries().next().value as [number, number];
        droppedAt.delete(forgotten);
        clearedAt = Math.max(clearedAt, at);
      }
    },
    clear: () => {
      generation += 1;
      entries.clear();
      droppedAt.clear();
      clearedAt = generation;
    },
    generation: () => generation,
  };
}

export async function loadSession(
  deps: { db: DbOrTx; sessionCache: SessionCache; now: () => Date },
  userId: number,
): Promise<SessionData | null> {
  const now = deps.now().getTime();
  const cached = deps.sessionCache.get(userId, now);
  if (cached) return cached;
  const since = deps.sessionCache.generation();
  const session = await deriveSession(deps.db, userId);
  if (session) deps.sessionCache.set(userId, session, now, since);
  return session;
}
