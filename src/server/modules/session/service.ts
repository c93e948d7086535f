import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { CourseRole } from '../../db/schema';

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
  github_id: string;
  is_admin: boolean;
  is_hirer: boolean;
  obfuscated: boolean;
  students: [id: number, courseId: number, isExpelled: boolean][];
  mentors: [id: number, courseId: number][];
  staff: StaffRow[];
  owned: number[];
};

const staffRoles: CourseRole[] = ['manager', 'supervisor', 'dementor', 'activist'];

// rules.md R1.4: the session is derived from the database; an unknown or obfuscated user has none. One statement (the
// user and his course facts as JSON arrays): most GET /session calls miss the 60 s cache, since clients keep their
// session for 15 minutes, so this is the endpoint's real cost.
export async function deriveSession(db: DbOrTx, userId: number): Promise<SessionData | null> {
  const result = (await db.execute(sql`
    select u.id, u.github_id, u.is_admin, u.is_hirer, u.obfuscated,
      coalesce((select json_agg(json_build_array(s.id, s.course_id, s.is_expelled)) from student s
        where s.user_id = u.id), '[]') as students,
      coalesce((select json_agg(json_build_array(m.id, m.course_id)) from mentor m
        where m.user_id = u.id and not m.is_expelled), '[]') as mentors,
      coalesce((select json_agg(json_build_array(cu.course_id, cu.is_manager, cu.is_supervisor, cu.is_dementor,
          cu.is_activist)) from course_user cu where cu.user_id = u.id), '[]') as staff,
      coalesce((select json_agg(distinct ct.course_id) from course_task ct
        where ct.task_owner_id = u.id and ct.checker = 'taskOwner' and not ct.disabled), '[]') as owned
    from "user" u
    where u.id = ${userId}
  `)) as unknown as { rows: SessionRow[] };
  const [user] = result.rows;
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

  return { id: user.id, githubId: user.github_id, isAdmin: user.is_admin, isHirer: user.is_hirer, courses };
}

// rules.md R1.6: a short per-user cache on this instance; role-changing writes drop the entry (and, shared over the
// bus by shared-cache.ts, on every other instance).
export type SessionCache = {
  get: (userId: number, now: number) => SessionData | undefined;
  // `since` is generation() read before deriving: a session derived while a drop happened is returned but not kept,
  // since it may predate the write the drop announced.
  set: (userId: number, session: SessionData, now: number, since?: number) => void;
  drop: (userId: number) => void;
  clear: () => void;
  generation: () => number;
};

export function createSessionCache(ttlMs = 60_000, maxEntries = 50_000): SessionCache {
  const entries = new Map<number, { session: SessionData; expiresAt: number }>();
  let generation = 0;
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
      if (since !== undefined && since !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as number);
      entries.set(userId, { session, expiresAt: now + ttlMs });
    },
    drop: (userId) => {
      generation += 1;
      entries.delete(userId);
    },
    clear: () => {
      generation += 1;
      entries.clear();
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
