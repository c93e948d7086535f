import dayjs from 'dayjs';

// pages.md §0.3 "Dates": shown in the browser's time zone, whose name is written next to every date and date input.
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '–';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : '–';
}
