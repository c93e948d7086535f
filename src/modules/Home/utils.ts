import type { Course, MentorApplication, Session, StudentSummary } from '@/api/model';

// pages.md §1: pre-selected courses of the caller's mentor application he has not joined as a mentor yet.
export function pendingMentorCourses(
  session: Session,
  courses: readonly Course[],
  application: MentorApplication | undefined,
): Course[] {
  if (!application || application.canceled) return [];
  const preselected = new Set(application.preselectedCourses);
  return courses.filter(
    (course) =>
      preselected.has(course.id) && !course.completed && !session.courses[String(course.id)]?.roles.includes('mentor'),
  );
}

// pages.md §1: a former mentor is called when a planned, not invite-only course exists that he is not in. A course he
// is already invited to is left out: its invitation says more.
export function showsMentorsWantedBanner(session: Session, courses: readonly Course[], invited: readonly Course[]) {
  const wasMentor = Object.values(session.courses).some((course) => course.roles.includes('mentor'));
  if (!wasMentor) return false;
  const invitedIds = new Set(invited.map((course) => course.id));
  return courses.some(
    (course) =>
      course.planned &&
      !course.inviteOnly &&
      !course.completed &&
      !invitedIds.has(course.id) &&
      !session.courses[String(course.id)],
  );
}

// pages.md §1 "Your stats": a task counts as completed once it has a result.
export function completedTasks(summary: StudentSummary, courseTaskIds: readonly number[]): string {
  const tasks = new Set(courseTaskIds);
  const done = summary.results.filter((result) => tasks.has(result.courseTaskId)).length;
  return `${done}/${tasks.size}`;
}
