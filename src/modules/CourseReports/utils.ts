import dayjs from 'dayjs';

import type { ExpelledStat } from '@/api/model';

import { CSV_HEADER } from './constants';

export type CsvCell = string | number | null | undefined;

// RFC 4180: a field holding a comma, quote, CR or LF is quoted with inner quotes doubled; records end with CRLF.
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

// The file carries instants in ISO 8601 UTC, so that it reads the same in every time zone.
export function departuresCsv(stats: readonly ExpelledStat[]): string {
  return toCsv(
    CSV_HEADER,
    stats.map((stat) => [
      stat.user.githubId,
      stat.user.name,
      stat.reasonForLeaving.join('; '),
      stat.otherComment,
      stat.submittedAt,
    ]),
  );
}

// pages.md §0.3: dates in the browser's time zone, named once above the table.
export function formatDateTime(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : '–';
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

// Saves text as a file through a temporary object URL (the CSV is built in the browser, pages.md §4).
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
