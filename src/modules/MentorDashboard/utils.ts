import type { MentorDashboardItem, MentorDashboardStatus } from '@/api/model';

export const URGENT_MS = 48 * 60 * 60 * 1000;

export const TABS: { key: MentorDashboardStatus; label: string }[] = [
  { key: 'in-review', label: 'In review' },
  { key: 'done', label: 'Done' },
  { key: 'random-task', label: 'Random task' },
];

export function countByStatus(items: MentorDashboardItem[]): Record<MentorDashboardStatus, number> {
  const counts: Record<MentorDashboardStatus, number> = { 'in-review': 0, done: 0, 'random-task': 0 };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

// pages.md §3 "Desired deadline": orange when less than 48 hours are left (or it has passed) and there is no score.
export function deadlineState(item: MentorDashboardItem, now: Date): 'overdue' | 'urgent' | undefined {
  if (item.resultScore !== null) return undefined;
  const left = new Date(item.endDate).getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left < URGENT_MS ? 'urgent' : undefined;
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function formatDeadline(iso: string, timeZone: string): string {
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

export function matchesStudent(item: MentorDashboardItem, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return `${item.student.githubId}\n${item.student.name}`.toLowerCase().includes(needle);
}
