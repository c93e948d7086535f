import type { MilitaryService } from '@/api/model';

// rules.md R18.5 form limits, mirrored by the form so most mistakes are caught before the server names them.
export const MAX_LOCATIONS = 3;
export const ABOUT_MIN = 50;
export const ABOUT_MAX = 1500;
export const CV_LIFETIME_DAYS = 30;

export const MILITARY_SERVICE_NAMES: Record<NonNullable<MilitaryService>, string> = {
  served: 'Served',
  liable: 'Liable',
  notLiable: 'Not liable',
};

// pages.md §8: what becomes public once the student gives his consent.
export const PUBLISHED_PARTS = [
  'your name, desired position, locations, English level and the contacts you enter',
  'your courses with mentor, status, score, position and certificate',
  "your mentors' recommendations to hire you and the gratitudes you received",
];
