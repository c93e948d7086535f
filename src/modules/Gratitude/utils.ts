import dayjs, { type Dayjs } from 'dayjs';

import type { BadgeId, GetHeroesRadarCsvParams } from '@/api/model';

import { COMMENT_MAX, COMMENT_MIN, DATE_PRESET_DAYS } from './constants';

// rules.md R17.1: a badge is named by its id with "_" as a space.
export const badgeName = (badgeId: BadgeId) => badgeId.replace(/_/g, ' ');

// rules.md R17.2: the comment rules, checked before sending (the server checks them again).
export function commentProblem(comment: string | undefined): string | undefined {
  const text = (comment ?? '').trim();
  if (text.length < COMMENT_MIN) return `The comment needs at least ${COMMENT_MIN} characters.`;
  if (text.length > COMMENT_MAX) return `The comment may have at most ${COMMENT_MAX} characters.`;
  if (text.includes('@')) return 'The comment must not contain "@".';
  return undefined;
}

export type RadarFilters = {
  courseId?: number;
  countryName?: string;
  dates?: [Dayjs, Dayjs] | null;
  notActivist?: boolean;
};

// R17.4: the radar's query (and the CSV's, which takes the same filters): dates as calendar days, absent filters left out.
export function radarParams(filters: RadarFilters): GetHeroesRadarCsvParams {
  return {
    ...(filters.courseId ? { courseId: filters.courseId } : {}),
    ...(filters.countryName ? { countryName: filters.countryName } : {}),
    ...(filters.dates ? { startDate: filters.dates[0].format('YYYY-MM-DD') } : {}),
    ...(filters.dates ? { endDate: filters.dates[1].format('YYYY-MM-DD') } : {}),
    ...(filters.notActivist ? { notActivist: 'true' as const } : {}),
  };
}

// The range picker's presets, counted back from `today` (which the caller passes, so tests fix it).
export function datePresets(today: Dayjs = dayjs()) {
  return DATE_PRESET_DAYS.map((days) => ({
    label: `Last ${days} days`,
    value: [today.subtract(days - 1, 'day').startOf('day'), today.endOf('day')] as [Dayjs, Dayjs],
  }));
}

// A masonry's columns: cards dealt out left to right, so reading order stays row by row.
export function splitIntoColumns<T>(items: readonly T[], columns: number): T[][] {
  const result: T[][] = Array.from({ length: Math.max(columns, 1) }, () => []);
  items.forEach((item, index) => result[index % result.length].push(item));
  return result;
}

export const githubAvatarUrl = (githubId: string, size: number) =>
  `https://github.com/${encodeURIComponent(githubId)}.png?size=${size}`;
