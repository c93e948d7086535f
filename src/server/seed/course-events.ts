import { asc } from 'drizzle-orm';
import { courseEvents, events } from '../db/schema';
import type { SeedStep } from './context';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Plan = {
  kind: string;
  // Hours from now (the seed's clock): negative = past.
  at: number;
  endAfterMinutes?: number;
  duration?: number;
  place: string;
  organizer: 'mentor' | 'manager';
  broadcast?: boolean;
  special?: string;
  comment?: string;
};

// pages.md §4 /course/admin/events and the schedule: ≈ 10 course events of js-fe-2026 around today — past, one under
// way now, future; some with an end time, some with a duration.
const plans: Plan[] = [
  { kind: 'info', at: -40 * 24, endAfterMinutes: 90, place: 'Online', organizer: 'manager', broadcast: true },
  { kind: 'lecture_online', at: -20 * 24, endAfterMinutes: 120, place: 'Online', organizer: 'mentor', broadcast: true },
  { kind: 'lecture_offline', at: -10 * 24, duration: 120, place: 'Warsaw, EPAM office', organizer: 'mentor' },
  { kind: 'warmup', at: -3 * 24, duration: 45, place: 'Discord', organizer: 'mentor', comment: 'Bring a laptop' },
  { kind: 'workshop', at: -1, endAfterMinutes: 120, place: 'Online', organizer: 'mentor', broadcast: true },
  {
    kind: 'lecture_mixed',
    at: 26,
    endAfterMinutes: 90,
    place: 'Minsk, Room 404',
    organizer: 'mentor',
    broadcast: true,
  },
  { kind: 'meetup', at: 3 * 24, duration: 60, place: 'Discord', organizer: 'manager', special: 'optional' },
  { kind: 'cross_check_deadline', at: 6 * 24, place: 'Online', organizer: 'manager', special: 'deadline' },
  { kind: 'lecture_self_study', at: 9 * 24, duration: 180, place: 'Self-study', organizer: 'mentor' },
  { kind: 'webinar', at: 16 * 24, endAfterMinutes: 60, place: 'Online', organizer: 'manager', broadcast: true },
];

// Uses the events catalogue of the events step (same transaction); inserts a couple of its own when it is empty.
export const seedCourseEvents: SeedStep = async ({ tx, course, persona, discipline, now }) => {
  let catalogue = await tx.select({ id: events.id, type: events.type }).from(events).orderBy(asc(events.id));
  if (catalogue.length === 0) {
    catalogue = await tx
      .insert(events)
      .values([
        { name: 'Lecture: JavaScript basics', type: 'lecture_online' as const, disciplineId: discipline.JavaScript },
        { name: 'Meetup with mentors', type: 'meetup' as const, disciplineId: discipline.JavaScript },
      ])
      .returning({ id: events.id, type: events.type });
  }
  const courseId = course['js-fe-2026'];
  const base = Math.floor(now.getTime() / HOUR) * HOUR;
  await tx.insert(courseEvents).values(
    plans.map((plan, index) => {
      const event = catalogue.find((item) => item.type === plan.kind) ?? catalogue[index % catalogue.length];
      const dateTime = new Date(base + plan.at * HOUR);
      return {
        courseId,
        eventId: event.id,
        dateTime,
        endTime: plan.endAfterMinutes ? new Date(dateTime.getTime() + plan.endAfterMinutes * 60 * 1000) : null,
        duration: plan.duration ?? null,
        place: plan.place,
        organizerId: persona(plan.organizer),
        broadcastUrl: plan.broadcast ? `https://www.youtube.com/@RollingScopesSchool/live?e=${index + 1}` : null,
        comment: plan.comment ?? null,
        special: plan.special ?? '',
        createdAt: new Date(now.getTime() - 50 * DAY),
        updatedAt: now,
      };
    }),
  );
};
