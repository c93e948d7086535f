import type { Course } from '@/api/model';

export const ACTIVE_COURSE_STORAGE_KEY = 'activeCourseId';

export interface ResolvedCourse {
  course: Course | undefined;
  noAccess: boolean;
}

// pages.md §0.2: the course whose alias equals ?course=; else the stored id; else the first course in the course
// selector's order, so that an admin without a stored course lands on a running course, not a planned one.
export function resolveActiveCourse(
  courses: readonly Course[],
  alias: string | undefined,
  storedId: string | null | undefined,
): ResolvedCourse {
  const byAlias = alias ? courses.find((course) => course.alias === alias) : undefined;
  const byStored = storedId ? courses.find((course) => String(course.id) === storedId) : undefined;
  const course = byAlias ?? byStored ?? sortCoursesForSelector(courses)[0];
  // pages.md §0.2: ?course= set but not equal to the resolved course → "No Access".
  const noAccess = !!alias && course?.alias !== alias;
  return { course, noAccess };
}

// A completed course counts as completed even if it was never unmarked as planned.
function courseStage(course: Course): number {
  if (course.completed) return 2;
  return course.planned ? 1 : 0;
}

// pages.md §1: running courses, then planned ones, then completed ones (marked "(Archived)"); within a group the
// server's order is kept. The default active course is the first of this list, so the two always agree.
export function sortCoursesForSelector(courses: readonly Course[]): Course[] {
  return [...courses].sort((left, right) => courseStage(left) - courseStage(right));
}

export function courseOptionLabel(course: Course): string {
  return course.completed ? `${course.name} (Archived)` : course.name;
}
