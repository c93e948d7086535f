import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courseTasks, courseUsers, mentors, students, users } from '../../db/schema';
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

// rules.md R1.4: the session is derived from the database; an unknown or obfuscated user has none.
export async function deriveSession(db: DbOrTx, userId: number): Promise<SessionData | null> {
  const [user] = await db
    .select({
      id: users.id,
      githubId: users.githubId,
      isAdmin: users.isAdmin,
      isHirer: users.isHirer,
      obfuscated: users.obfuscated,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.obfuscated) return null;

  const [studentRows, mentorRows, staffRows, ownedTasks] = await Promise.all([
    db
      .select({ id: students.id, courseId: students.courseId, isExpelled: students.isExpelled })
      .from(students)
      .where(eq(students.userId, userId)),
    db
      .select({ id: mentors.id, courseId: mentors.courseId })
      .from(mentors)
      .where(and(eq(mentors.userId, userId), eq(mentors.isExpelled, false))),
    db.select().from(courseUsers).where(eq(courseUsers.userId, userId)),
    db
      .selectDistinct({ courseId: courseTasks.courseId })
      .from(courseTasks)
      .where(
        and(eq(courseTasks.taskOwnerId, userId), eq(courseTasks.checker, 'taskOwner'), eq(courseTasks.disabled, false)),
      ),
  ]);

  const courses: Record<number, CourseSession> = {};
  const entryFor = (courseId: number) => (courses[courseId] ??= emptyCourse());
  for (const student of studentRows) {
    const entry = entryFor(student.courseId);
    addRole(entry, 'student');
    entry.isExpelled = student.isExpelled;
    entry.studentId = student.id;
  }
  for (const mentor of mentorRows) {
    const entry = entryFor(mentor.courseId);
    addRole(entry, 'mentor');
    entry.mentorId = mentor.id;
  }
  for (const staff of staffRows) {
    const flags: [boolean, CourseRole][] = [
      [staff.isManager, 'manager'],
      [staff.isSupervisor, 'supervisor'],
      [staff.isDementor, 'dementor'],
      [staff.isActivist, 'activist'],
    ];
    const granted = flags.filter(([held]) => held);
    if (granted.length) granted.forEach(([, role]) => addRole(entryFor(staff.courseId), role));
  }
  for (const task of ownedTasks) addRole(entryFor(task.courseId), 'taskOwner');

  return { id: user.id, githubId: user.githubId, isAdmin: user.isAdmin, isHirer: user.isHirer, courses };
}

// rules.md R1.6: a short per-user cache on this instance; role-changing writes drop the entry.
export type SessionCache = {
  get: (userId: number, now: number) => SessionData | undefined;
  set: (userId: number, session: SessionData, now: number) => void;
  drop: (userId: number) => void;
  clear: () => void;
};

export function createSessionCache(ttlMs = 60_000, maxEntries = 50_000): SessionCache {
  const entries = new Map<number, { session: SessionData; expiresAt: number }>();
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
    set(userId, session, now) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as number);
      entries.set(userId, { session, expiresAt: now + ttlMs });
    },
    drop: (userId) => void entries.delete(userId),
    clear: () => entries.clear(),
  };
}

export async function loadSession(
  deps: { db: DbOrTx; sessionCache: SessionCache; now: () => Date },
  userId: number,
): Promise<SessionData | null> {
  const now = deps.now().getTime();
  const cached = deps.sessionCache.get(userId, now);
  if (cached) return cached;
  const session = await deriveSession(deps.db, userId);
  if (session) deps.sessionCache.set(userId, session, now);
  return session;
}
