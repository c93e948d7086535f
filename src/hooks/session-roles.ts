import type { CourseRole as ApiCourseRole, Session } from '@/api/model';

export type CourseRole = ApiCourseRole;

// product-spec.md §6: role checks are per course, read from the session's course map.
export function rolesInCourse(session: Session, courseId: number | undefined): CourseRole[] {
  if (courseId === undefined) return [];
  return session.courses[String(courseId)]?.roles ?? [];
}

export function hasRoleInCourse(session: Session, courseId: number | undefined, roles: readonly CourseRole[]): boolean {
  return rolesInCourse(session, courseId).some((role) => roles.includes(role));
}

export function hasRoleInAnyCourse(session: Session, roles: readonly CourseRole[]): boolean {
  return Object.values(session.courses).some((course) => course.roles.some((role) => roles.includes(role)));
}

// product-spec.md §6: admin, or a manager or supervisor in any course, is a powerful user.
export function isPowerUser(session: Session): boolean {
  return session.isAdmin || hasRoleInAnyCourse(session, ['manager', 'supervisor']);
}

export function isActiveStudent(session: Session, courseId: number | undefined): boolean {
  if (courseId === undefined) return false;
  const course = session.courses[String(courseId)];
  return !!course && course.roles.includes('student') && !course.isExpelled;
}

// pages.md §15: roles are shown as words, never as the API's identifiers.
export const COURSE_ROLE_LABELS: Record<CourseRole, string> = {
  taskOwner: 'Task owner',
  manager: 'Manager',
  supervisor: 'Supervisor',
  student: 'Student',
  mentor: 'Mentor',
  dementor: 'Dementor',
  activist: 'Activist',
};
