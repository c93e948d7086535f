// DESIGN.md "Performance": a course schedule of 200 items (p99 ≤ 30 ms). The large school's running course has 60
// course tasks (a cross-check task counts twice) and its team distributions; this adds course events, one a day from the course start, until
// the schedule holds `target` items. Deterministic; run once after the seed.
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { courseEvents, courses, courseTasks, events, teamDistributions } from '../src/server/db/schema';
import { eventTypeValues } from '../src/server/db/schema/enums';

const DAY = 24 * 60 * 60 * 1000;

export async function extendScheduleTo(db: Db, courseId: number, target = 200): Promise<void> {
  const [course] = await db.select({ startDate: courses.startDate }).from(courses).where(eq(courses.id, courseId));
  const active = and(eq(courseTasks.courseId, courseId), eq(courseTasks.disabled, false));
  const [{ tasks }] = await db.select({ tasks: count() }).from(courseTasks).where(active);
  const [{ crossChecks }] = await db
    .select({ crossChecks: count() })
    .from(courseTasks)
    .where(and(active, eq(courseTasks.checker, 'crossCheck')));
  const [{ planned }] = await db
    .select({ planned: count() })
    .from(courseEvents)
    .where(eq(courseEvents.courseId, courseId));
  // Every team distribution is a schedule item too (R5.1).
  const [{ distributions }] = await db
    .select({ distributions: count() })
    .from(teamDistributions)
    .where(eq(teamDistributions.courseId, courseId));
  const missing = target - (tasks + crossChecks + planned + distributions);
  if (missing <= 0) return;
  const [event] = await db
    .insert(events)
    .values({ name: 'Bench lecture', type: eventTypeValues[0], descriptionUrl: 'https://example.com/bench' })
    .returning({ id: events.id });
  await db.insert(courseEvents).values(
    Array.from({ length: missing }, (_, i) => ({
      courseId,
      eventId: event.id,
      dateTime: new Date(course.startDate.getTime() + i * DAY + 17 * 60 * 60 * 1000),
      duration: 90,
      place: i % 2 ? 'Online' : null,
    })),
  );
}
