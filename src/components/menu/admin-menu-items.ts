import type { Session } from '@/api/model';
import { hasRoleInAnyCourse, hasRoleInCourse, type CourseRole } from '@/hooks/session-roles';

export type AdminMenuGroup = 'admin' | 'course';

export interface AdminMenuItem {
  key: string;
  group: AdminMenuGroup;
  name: string;
  route: string;
  // Global flags that see the item; admin always does.
  hirer?: boolean;
  // Roles that see the item when held in ANY course ("Mgr*" and friends).
  anyCourseRoles?: readonly CourseRole[];
  // Roles that see the item when held in the ACTIVE course (Course Management group).
  courseRoles?: readonly CourseRole[];
  // The page exists in this build; items of missing pages stay hidden.
  available: boolean;
}

// pages.md §0.5, row by row.
export const ADMIN_MENU_ITEMS: readonly AdminMenuItem[] = [
  {
    key: 'main',
    group: 'admin',
    name: 'Main',
    route: '/',
    anyCourseRoles: ['manager', 'supervisor', 'dementor'],
    available: true,
  },
  { key: 'disciplines', group: 'admin', name: 'Disciplines', route: '/admin/disciplines', available: true },
  {
    key: 'courses',
    group: 'admin',
    name: 'Courses',
    route: '/admin/courses',
    anyCourseRoles: ['manager'],
    available: true,
  },
  { key: 'tasks', group: 'admin', name: 'Tasks', route: '/admin/tasks', anyCourseRoles: ['manager'], available: true },
  {
    key: 'events',
    group: 'admin',
    name: 'Events',
    route: '/admin/events',
    anyCourseRoles: ['manager'],
    available: true,
  },
  { key: 'users', group: 'admin', name: 'Users', route: '/admin/users', anyCourseRoles: ['manager'], available: true },
  {
    key: 'mentor-registry',
    group: 'admin',
    name: 'Mentor Registry',
    route: '/admin/mentor-registry',
    anyCourseRoles: ['manager', 'supervisor'],
    available: true,
  },
  { key: 'discord', group: 'admin', name: 'Discord Servers', route: '/admin/discord-telegram', available: true },
  { key: 'user-groups', group: 'admin', name: 'User Groups', route: '/admin/user-group', available: true },
  { key: 'alerts', group: 'admin', name: 'Alerts', route: '/admin/alerts', available: true },
  { key: 'contributors', group: 'admin', name: 'Contributors', route: '/admin/contributors', available: true },
  { key: 'applicants', group: 'admin', name: 'Applicants', route: '/applicants', hirer: true, available: true },
  { key: 'notifications', group: 'admin', name: 'Notifications', route: '/admin/notifications', available: true },
  { key: 'prompts', group: 'admin', name: 'Prompts', route: '/admin/prompts', available: true },
  {
    key: 'auto-tests',
    group: 'admin',
    name: 'Auto tests',
    route: '/admin/auto-test',
    anyCourseRoles: ['manager'],
    available: true,
  },
  { key: 'students', group: 'admin', name: 'Students', route: '/admin/students', hirer: true, available: true },
  {
    key: 'course-events',
    group: 'course',
    name: 'Course Events',
    route: '/course/admin/events',
    courseRoles: ['manager'],
    available: true,
  },
  {
    key: 'course-tasks',
    group: 'course',
    name: 'Course Tasks',
    route: '/course/admin/tasks',
    courseRoles: ['manager'],
    available: true,
  },
  {
    key: 'submit-scores',
    group: 'course',
    name: 'Submit Scores',
    route: '/course/submit-scores',
    courseRoles: ['manager', 'taskOwner'],
    available: true,
  },
  {
    key: 'course-students',
    group: 'course',
    name: 'Course Students',
    route: '/course/admin/students',
    courseRoles: ['manager', 'supervisor', 'dementor'],
    available: true,
  },
  {
    key: 'course-mentors',
    group: 'course',
    name: 'Course Mentors',
    route: '/course/admin/mentors',
    courseRoles: ['manager', 'supervisor'],
    available: true,
  },
  {
    key: 'course-users',
    group: 'course',
    name: 'Course Users',
    route: '/course/admin/users',
    courseRoles: ['manager'],
    available: true,
  },
  {
    key: 'cross-check-table',
    group: 'course',
    name: 'Cross-Check Table',
    route: '/course/admin/cross-check-table',
    courseRoles: ['manager', 'dementor'],
    available: true,
  },
  {
    key: 'stage-interviews',
    group: 'course',
    name: 'Technical Screening',
    route: '/course/admin/stage-interviews',
    courseRoles: ['manager', 'supervisor'],
    available: true,
  },
  {
    key: 'interviews',
    group: 'course',
    name: 'Interviews',
    route: '/course/admin/interviews',
    courseRoles: ['manager', 'supervisor'],
    available: true,
  },
  {
    key: 'reports',
    group: 'course',
    name: 'Reports',
    route: '/course/admin/reports',
    courseRoles: ['manager', 'supervisor'],
    available: true,
  },
  {
    key: 'mentor-tasks-review',
    group: 'course',
    name: 'Mentor Tasks Review',
    route: '/course/admin/mentor-tasks-review',
    courseRoles: ['manager', 'dementor'],
    available: true,
  },
];

// pages.md §0.5 "Who sees it"; the guards of those pages use the same rules.
export function canSeeAdminMenuItem(
  item: AdminMenuItem,
  session: Session,
  activeCourseId: number | undefined,
): boolean {
  if (session.isAdmin) return true;
  if (item.hirer && session.isHirer) return true;
  if (item.anyCourseRoles && hasRoleInAnyCourse(session, item.anyCourseRoles)) return true;
  if (item.courseRoles && hasRoleInCourse(session, activeCourseId, item.courseRoles)) return true;
  return false;
}

export function visibleMenuItems(
  session: Session,
  activeCourseId: number | undefined,
  items: readonly AdminMenuItem[] = ADMIN_MENU_ITEMS.filter((item) => item.available),
): AdminMenuItem[] {
  return items.filter((item) => canSeeAdminMenuItem(item, session, activeCourseId));
}

// pages.md §0.5: the side menu shows on Home for admins, power users (manager/supervisor anywhere) and dementors, and for
// hirers, whose only way to Applicants and Students it is ("hirers see only Applicants and Students").
export function showsAdminSideMenu(session: Session): boolean {
  return session.isAdmin || session.isHirer || hasRoleInAnyCourse(session, ['manager', 'supervisor', 'dementor']);
}
