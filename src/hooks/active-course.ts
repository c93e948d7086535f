import type { Course } from '@/api/model';

export const ACTIVE_COURSE_STORAGE_KEY = 'activeCourseId';

export interface ResolvedCourse {
  course: Course | undefined;
  noAccess: boolean;
}

// pages.md §0.2: the course whose alias equals ?course=; else the stored id; else the first course.
export function resolveActiveCourse(
  courses: readonly Course[],
  alias: string | undefined,
  storedId: string | null | undefined,
): ResolvedCourse {
  const byAlias = alias ? courses.find((course) => course.alias === alias) : undefined;
  const byStored = storedId ? courses.find((course) => String(course.id) === storedId) : undefined;
  const course = byAlias ?? byStored ?? courses[0];
  // pages.md §0.2: ?course= set but not equal to the resolved course → "No Access".
  const noAccess = !!alias && course?.alias !== alias;
  return { course, noAccess };
}

// pages.md §1: completed courses last, marked "(Archived)"; otherwise the server's order is kept.
export function sortCoursesForSelector(courses: readonly Course[]): Course[] {
  return [...courses.filter((course) => !course.completed), ...courses.filter((course) => course.completed)];
}

export function courseOptionLabel(course: Course): string {
  return course.completed ? `${course.name} (Archived)` : course.name;
}
