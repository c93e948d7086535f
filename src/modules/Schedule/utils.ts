import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utcPlugin from 'dayjs/plugin/utc';

import type { ScheduleItem } from '@/api/model';

import { STATUS_TABS, type StatusTab } from './constants';

dayjs.extend(utcPlugin);
dayjs.extend(timezonePlugin);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function timeZoneOptions(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

// R23.2: every date is shown in the chosen zone, which the page names next to it.
export const formatInZone = (iso: string, zone: string) => dayjs.utc(iso).tz(zone).format('YYYY-MM-DD HH:mm');

export type StatusCounts = Record<StatusTab, number>;

export function countByStatus(items: readonly ScheduleItem[]): StatusCounts {
  const counts = Object.fromEntries(STATUS_TABS.map((tab) => [tab.key, 0])) as StatusCounts;
  counts.all = items.length;
  for (const item of items) counts[item.status] += 1;
  return counts;
}

export const parseStatusTab = (value: string | null): StatusTab =>
  STATUS_TABS.find((tab) => tab.key === value)?.key ?? 'all';

export type DeadlineTone = 'passed' | 'urgent' | 'soon' | 'later';

// How close an item's end is, always said in words as well as by colour (pages.md §11 "coloured").
export function deadlineCloseness(endIso: string, now: Date): { tone: DeadlineTone; text: string } {
  const left = new Date(endIso).getTime() - now.getTime();
  if (left < 0) return { tone: 'passed', text: 'ended' };
  if (left < DAY) {
    const hours = Math.max(1, Math.floor(left / HOUR));
    return { tone: 'urgent', text: hours === 1 ? 'less than 1 hour left' : `${hours} hours left` };
  }
  const days = Math.floor(left / DAY);
  return { tone: days <= 3 ? 'soon' : 'later', text: days === 1 ? '1 day left' : `${days} days left` };
}

// Events of a hidden type drop out of the table; tasks stay (pages.md §11 settings "event types").
export const visibleItems = (items: readonly ScheduleItem[], hiddenEventTypes: readonly string[]) =>
  items.filter((item) => item.entityType !== 'courseEvent' || !hiddenEventTypes.includes(item.type));

export const calendarUrl = (origin: string, courseId: number, token: string, zone: string) =>
  `${origin}/api/v2/courses/${courseId}/icalendar/${token}?timezone=${encodeURIComponent(zone)}`;
