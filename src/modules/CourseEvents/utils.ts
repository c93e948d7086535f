import dayjs, { type Dayjs } from 'dayjs';

import type { CourseEvent, CourseEventInput } from '@/api/model';

export interface CourseEventFormValues {
  eventId: number;
  dateTime: Dayjs;
  endTime?: Dayjs | null;
  duration?: number | null;
  place?: string | null;
  organizerId?: number | null;
  broadcastUrl?: string | null;
  special?: string[];
  comment?: string | null;
}

// "Special tags" are kept as one comma-separated text (course_event.special).
export const splitSpecial = (special: string) =>
  special
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

export function toFormValues(event?: CourseEvent): Partial<CourseEventFormValues> {
  if (!event) return { special: [] };
  return {
    eventId: event.event.id,
    dateTime: dayjs(event.dateTime),
    endTime: event.endTime ? dayjs(event.endTime) : null,
    duration: event.duration,
    place: event.place,
    organizerId: event.organizer?.id ?? null,
    broadcastUrl: event.broadcastUrl,
    special: splitSpecial(event.special),
    comment: event.comment,
  };
}

const text = (value: string | null | undefined) => value?.trim() || null;

// rules.md R23.2: the pickers show the viewer's zone; the API receives UTC instants.
export function toInput(values: CourseEventFormValues): CourseEventInput {
  return {
    eventId: values.eventId,
    dateTime: values.dateTime.toISOString(),
    endTime: values.endTime ? values.endTime.toISOString() : null,
    duration: values.duration ?? null,
    place: text(values.place),
    organizerId: values.organizerId ?? null,
    broadcastUrl: text(values.broadcastUrl),
    special: (values.special ?? [])
      .map((tag) => tag.trim())
      .filter(Boolean)
      .join(','),
    comment: text(values.comment),
  };
}

export const matchesName = (event: CourseEvent, search: string) =>
  event.event.name.toLowerCase().includes(search.trim().toLowerCase());
