export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

// pages.md §0.3: instants in the viewer's time zone, named in the column title.
export function formatInZone(iso: string | null, timeZone: string): string {
  if (!iso) return '–';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
