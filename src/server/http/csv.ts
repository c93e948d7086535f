import type { Context } from 'hono';

export type CsvCell = string | number | boolean | null | undefined;

// RFC 4180: a field holding a comma, quote, CR or LF is quoted with inner quotes doubled; lines end with CRLF.
const csvField = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

// access.md §0 "Responses": text/csv; charset=utf-8 with a header row, downloaded under the given file name.
export const csvResponse = (c: Context, filename: string, body: string): Response =>
  c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });

// The OpenAPI description of a CSV answer.
export const csvContent = (description: string) => ({
  description,
  content: { 'text/csv': { schema: { type: 'string' as const, format: 'binary' } } },
});
