import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { CourseRole } from '../db/schema';
import { loadSession, type SessionData } from '../modules/session/service';
import type { AppEnv } from './context';
import { AppError } from './problem';

// DESIGN.md "Authorization": the policy vocabulary of access.md §0.1, checked before the handler runs.
export type Policy = {
  // The x-access text written into openapi.yaml; the route-by-persona test reads it back.
  readonly expression: string;
  readonly needsSession: boolean;
  readonly allows: (session: SessionData | null, courseId: number | undefined) => boolean;
};

const staffRolesAdminPasses: CourseRole[] = ['manager', 'dementor', 'supervisor'];

export const isPowerUser = (session: SessionData): boolean =>
  session.isAdmin ||
  Object.values(session.courses).some(
    (course) => course.roles.includes('manager') || course.roles.includes('supervisor'),
  );

export const holdsCourseRole = (session: SessionData, courseId: number | undefined, roles: readonly CourseRole[]) => {
  if (session.isAdmin && roles.some((role) => staffRolesAdminPasses.includes(role))) return true;
  const course = courseId === undefined ? undefined : session.courses[courseId];
  return Boolean(course && course.roles.some((role) => roles.includes(role)));
};

export const policies = {
  public: { expression: 'public', needsSession: false, allows: () => true } satisfies Policy,
  authenticated: { expression: 'authenticated', needsSession: true, allows: (s) => s !== null } satisfies Policy,
  admin: { expression: 'admin', needsSession: true, allows: (s) => Boolean(s?.isAdmin) } satisfies Policy,
  hirer: {
    expression: 'hirer',
    needsSession: true,
    allows: (s) => Boolean(s && (s.isHirer || s.isAdmin)),
  } satisfies Policy,
  powerUser: {
    expression: 'powerUser',
    needsSession: true,
    allows: (s) => Boolean(s && isPowerUser(s)),
  } satisfies Policy,
  course: (...roles: CourseRole[]): Policy => ({
    expression: `course(${roles.join(',')})`,
    needsSession: true,
    allows: (s, courseId) => Boolean(s && holdsCourseRole(s, courseId, roles)),
  }),
  anyOf: (...options: Policy[]): Policy => ({
    expression: options.map((option) => option.expression).join(' | '),
    needsSession: options.every((option) => option.needsSession),
    allows: (s, courseId) => options.some((option) => option.allows(s, courseId)),
  }),
};

export async function currentSession(c: Context<AppEnv>): Promise<SessionData | null> {
  const identity = c.get('identity');
  if (!identity) return null;
  const cached = c.get('session');
  if (cached !== undefined) return cached;
  const session = await loadSession(c.get('deps'), identity.userId);
  c.set('session', session);
  return session;
}

export async function requireSession(c: Context<AppEnv>): Promise<SessionData> {
  const session = await currentSession(c);
  if (!session)
    throw new AppError('unauthenticated', 'Sign in to continue: the session is missing, invalid or expired.');
  return session;
}

// rules.md R1.9: session (401) before policy (403) before input validation (400).
export const enforce = (policy: Policy) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!policy.needsSession) return next();
    const session = await requireSession(c);
    const rawCourseId = c.req.param('courseId');
    const courseId = rawCourseId && /^[0-9]+$/.test(rawCourseId) ? Number(rawCourseId) : undefined;
    if (!policy.allows(session, courseId)) {
      throw new AppError('forbidden', `This action requires ${policy.expression}.`);
    }
    return next();
  });
