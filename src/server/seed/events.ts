import { events, type EventType } from '../db/schema';
import type { SeedStep } from './context';

// pages.md §5 "/admin/events": the global events catalogue, one or more events of every kind a schedule shows, so
// the course schedule step can plan course events from it. Names are distinct.
const catalogue: { name: string; type: EventType; description: string; discipline?: string }[] = [
  { name: 'Course introduction', type: 'info', description: 'How the course works: schedule, tasks, scores.' },
  { name: 'Lecture: JavaScript basics', type: 'lecture_online', description: 'Types, variables, functions.' },
  { name: 'Lecture: DOM and events', type: 'lecture_offline', description: 'Working with the page in a browser.' },
  { name: 'Lecture: Async JavaScript', type: 'lecture_mixed', description: 'Promises, async/await, fetch.' },
  { name: 'Self-study: Git and GitHub', type: 'lecture_self_study', description: 'Branches, pull requests.' },
  { name: 'Warm-up: algorithms', type: 'warmup', description: 'Short problems before the coding task.' },
  { name: 'Workshop: code review', type: 'workshop', description: 'How to give and receive a review.' },
  { name: 'Meetup with mentors', type: 'meetup', description: 'Questions and answers with the mentors.' },
  { name: 'Cross-check deadline', type: 'cross_check_deadline', description: 'Last day to submit reviews.' },
  { name: 'Webinar: job search', type: 'webinar', description: 'CV, interviews and first job.' },
  { name: 'Special: graduation', type: 'special', description: 'Certificates and best students.' },
  {
    name: 'Lecture: Android basics',
    type: 'lecture_online',
    description: 'Activities and layouts.',
    discipline: 'Android',
  },
];

export const seedEvents: SeedStep = async ({ tx, discipline, now }) => {
  await tx.insert(events).values(
    catalogue.map((event, index) => ({
      name: event.name,
      type: event.type,
      disciplineId: discipline[event.discipline ?? 'JavaScript'] ?? null,
      descriptionUrl: `https://example.com/events/${index + 1}`,
      description: event.description,
      createdAt: now,
      updatedAt: now,
    })),
  );
};
