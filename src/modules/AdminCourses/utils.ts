import dayjs from 'dayjs';

import type { Course } from '@/api/model';

export type CourseStatus = 'Completed' | 'Planned' | 'Invite only' | 'Active';

// pages.md §15: status tags carry words, colour is never the only carrier.
export function courseStatus(course: Course): CourseStatus {
  if (course.completed) return 'Completed';
  if (course.planned) return 'Planned';
  if (course.inviteOnly) return 'Invite only';
  return 'Active';
}

// pages.md §0.3: dates in the browser's time zone (its name is shown once above the table).
export function formatDate(value: string | null | undefined): string {
  if (!value) return '–';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : '–';
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function filterCourses(courses: readonly Course[], search: string): Course[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...courses];
  return courses.filter(
    (course) =>
      course.name.toLowerCase().includes(needle) ||
      course.fullName.toLowerCase().includes(needle) ||
      course.alias.toLowerCase().includes(needle),
  );
}

export function compareText(a: string | null | undefined, b: string | null | undefined): number {
  return (a ?? '').localeCompare(b ?? '');
}
