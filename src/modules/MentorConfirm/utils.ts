import type { Course, MentorApplication, Session } from '@/api/model';

export type ConfirmState = 'course-not-found' | 'not-registered' | 'waiting' | 'options';

// pages.md §3 "/course/mentor/confirm": which screen the user gets, in the server's own terms (access.md §6: the
// course is pre-selected for a live application, or he already mentors it).
export function confirmState(
  course: Course | undefined,
  application: MentorApplication | undefined,
  session: Session,
): ConfirmState {
  if (!course) return 'course-not-found';
  const mentors = session.courses[String(course.id)]?.roles.includes('mentor') ?? false;
  if (mentors) return 'options';
  if (!application || application.canceled) return 'not-registered';
  return application.preselectedCourses.includes(course.id) ? 'options' : 'waiting';
}

export const courseAlias = (value: unknown) => (typeof value === 'string' ? value : undefined);
