import type { courseEvents } from '../../../db/schema';

// The fields a schedule_change row records for a course event (R20.9: dates and place).
export const courseEventChangeFields = [
  'eventId',
  'dateTime',
  'endTime',
  'duration',
  'place',
  'organizerId',
  'special',
] as const satisfies readonly (keyof typeof courseEvents.$inferSelect)[];
