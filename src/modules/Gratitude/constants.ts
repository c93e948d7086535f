import type { BadgeId } from '@/api/model';

export const FEED_PAGE_SIZE = 20;
export const RADAR_PAGE_SIZE = 20;
// pages.md §9 "/heroes": the table shows the 20 latest badges and "+N More" beyond them.
export const BADGES_SHOWN = 20;
export const DEFAULT_BADGE: BadgeId = 'Thank_you';
export const MAX_RECIPIENTS = 5;
export const COMMENT_MIN = 20;
export const COMMENT_MAX = 1000;
// pages.md §9 "/heroes" Heroes Radar: date presets of the last 7 / 14 / 30 / 90 days.
export const DATE_PRESET_DAYS = [7, 14, 30, 90] as const;
