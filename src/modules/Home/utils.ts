import dayjs from 'dayjs';

// pages.md §0.3: dates in the browser's time zone.
export function formatCourseDate(value: string | null | undefined): string {
  if (!value) return '–';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : '–';
}
