import type { Session } from '@/api/model';
import { hasRoleInAnyCourse, hasRoleInCourse, type CourseRole } from '@/hooks/session-roles';

export interface GuardOptions {
  adminOnly?: boolean;
  hirerOnly?: boolean;
  allowedRoles?: readonly CourseRole[];
  anyCoursePowerUser?: boolean;
  requireCourse?: boolean;
}

// pages.md §0.1: the role part of the page guards. Admin passes every role check.
export function isAccessAllowed(session: Session, options: GuardOptions, activeCourseId: number | undefined): boolean {
  if (session.isAdmin) return true;
  if (options.adminOnly) return false;
  if (options.hirerOnly && !session.isHirer) return false;
  if (options.allowedRoles) {
    return options.anyCoursePowerUser
      ? hasRoleInAnyCourse(session, options.allowedRoles)
      : hasRoleInCourse(session, activeCourseId, options.allowedRoles);
  }
  return true;
}
