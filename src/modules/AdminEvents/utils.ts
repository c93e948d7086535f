import type { Event, EventInput, EventType } from '@/api/model';

// data-model.md §1 event_type, spelled exactly as product-spec.md §3 gives it.
export const EVENT_TYPES: readonly EventType[] = [
  'lecture_online',
  'lecture_offline',
  'lecture_mixed',
  'lecture_self_study',
  'warmup',
  'info',
  'workshop',
  'meetup',
  'cross_check_deadline',
  'webinar',
  'special',
];

export function filterEvents(events: readonly Event[], search: string): Event[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...events];
  return events.filter((event) => event.name.toLowerCase().includes(needle));
}

export interface EventFormValues {
  name: string;
  type: EventType;
  disciplineId?: number | null;
  descriptionUrl?: string;
  description?: string;
}

// Empty optional fields are sent as null, so an edit can clear them.
export function toEventInput(values: EventFormValues): EventInput {
  const text = (value: string | undefined) => value?.trim() || null;
  return {
    name: values.name.trim(),
    type: values.type,
    disciplineId: values.disciplineId ?? null,
    descriptionUrl: text(values.descriptionUrl),
    description: text(values.description),
  };
}

export function toEventFormValues(event: Event): EventFormValues {
  return {
    name: event.name,
    type: event.type,
    disciplineId: event.discipline?.id ?? null,
    descriptionUrl: event.descriptionUrl ?? '',
    description: event.description ?? '',
  };
}
