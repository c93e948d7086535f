import type { Course, Session } from '@/api/model';
import { hasRoleInCourse, isActiveStudent, type CourseRole } from '@/hooks/session-roles';

export interface CourseMenuItem {
  key: string;
  name: string;
  route: string;
  // undefined = everyone in the course.
  roles?: readonly CourseRole[];
  activeStudent?: boolean;
  hiddenWhenCompleted: boolean;
  available: boolean;
}

// pages.md §0.4 "Course menu", named as there; `available` is false while a page does not exist yet.
export const COURSE_MENU_ITEMS: readonly CourseMenuItem[] = [
  {
    key: 'student-dashboard',
    name: 'Student Dashboard',
    route: '/course/student/dashboard',
    roles: ['student'],
    hiddenWhenCompleted: true,
    available: true,
  },
  {
    key: 'mentor-dashboard',
    name: "Mentor's Dashboard",
    route: '/course/mentor/dashboard',
    roles: ['mentor'],
    hiddenWhenCompleted: true,
    available: true,
  },
  { key: 'score', name: 'Score', route: '/course/score', hiddenWhenCompleted: false, available: true },
  { key: 'schedule', name: 'Schedule', route: '/course/schedule', hiddenWhenCompleted: false, available: true },
  {
    key: 'my-students',
    name: 'My Students',
    route: '/course/mentor/students',
    roles: ['mentor'],
    hiddenWhenCompleted: false,
    available: true,
  },
  {
    key: 'cross-check-submit',
    name: 'Cross-Check: Submit',
    route: '/course/student/cross-check-submit',
    roles: [],
    activeStudent: true,
    hiddenWhenCompleted: true,
    available: true,
  },
  {
    key: 'cross-check-review',
    name: 'Cross-Check: Review',
    route: '/course/student/cross-check-review',
    roles: [],
    activeStudent: true,
    hiddenWhenCompleted: true,
    available: true,
  },
  {
    key: 'student-interviews',
    name: 'Interviews',
    route: '/course/student/interviews',
    roles: ['student'],
    hiddenWhenCompleted: true,
    available: true,
  },
  {
    key: 'mentor-interviews',
    name: 'Interviews',
    route: '/course/mentor/interviews',
    roles: ['mentor'],
    hiddenWhenCompleted: true,
    available: true,
  },
  {
    key: 'auto-test',
    name: 'Auto-Test',
    route: '/course/student/auto-test',
    roles: ['manager'],
    activeStudent: true,
    hiddenWhenCompleted: true,
    available: true,
  },
  {
    key: 'expel-student',
    name: 'Expel/Unassign Student',
    route: '/course/mentor/expel-student',
    roles: ['mentor', 'manager'],
    hiddenWhenCompleted: true,
    available: true,
  },
  {
    key: 'team-distributions',
    name: 'Team Distributions',
    route: '/course/team-distributions',
    roles: ['manager', 'dementor'],
    activeStudent: true,
    hiddenWhenCompleted: true,
    available: true,
  },
  { key: 'stats', name: 'Course Statistics', route: '/course/stats', hiddenWhenCompleted: false, available: true },
];

export function canSeeCourseMenuItem(item: CourseMenuItem, session: Session, course: Course): boolean {
  if (item.hiddenWhenCompleted && course.completed) return false;
  // pages.md §0.4: the admin sees every item.
  if (session.isAdmin || !item.roles) return true;
  if (item.activeStudent && isActiveStudent(session, course.id)) return true;
  return hasRoleInCourse(session, course.id, item.roles);
}

export function visibleCourseMenuItems(
  session: Session,
  course: Course | undefined,
  items: readonly CourseMenuItem[] = COURSE_MENU_ITEMS.filter((item) => item.available),
): CourseMenuItem[] {
  if (!course) return [];
  return items.filter((item) => canSeeCourseMenuItem(item, session, course));
}
