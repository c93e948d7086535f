// The parts of the large school (DESIGN.md "Performance") that the demo seed does not scale: 50,000 users in all for
// user search and 5,000 mentor applications for the registry. Deterministic, inserted in batches.
import { count } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { courses, disciplines, mentorRegistries, users } from '../src/server/db/schema';
import { languageValues } from '../src/server/db/schema/enums';
import { demoPerson } from '../src/server/seed/people';
import { seededRandom } from '../src/server/seed/random';

export const LARGE_USERS = 50_000;
export const LARGE_APPLICATIONS = 5_000;
const BATCH = 1000;
const DAY = 24 * 60 * 60 * 1000;

export async function extendLargeSchool(db: Db, now = new Date()): Promise<void> {
  const random = seededRandom(7);
  const [{ total }] = await db.select({ total: count() }).from(users);
  const extra = Array.from({ length: Math.max(0, LARGE_USERS - total) }, (_, i) => `bench-user-${i + 1}`);
  const newIds: number[] = [];
  for (let start = 0; start < extra.length; start += BATCH) {
    const rows = await db
      .insert(users)
      .values(extra.slice(start, start + BATCH).map((login) => demoPerson(random, login)))
      .returning({ id: users.id });
    newIds.push(...rows.map((row) => row.id));
  }

  const courseIds = (await db.select({ id: courses.id }).from(courses)).map((row) => row.id);
  const disciplineNames = (await db.select({ name: disciplines.name }).from(disciplines)).map((row) => row.name);
  const subset = <T>(values: readonly T[], max: number) =>
    values.filter(() => random() < max / Math.max(values.length, 1)).slice(0, max);
  const applications = newIds.slice(0, LARGE_APPLICATIONS).map((userId, i) => ({
    userId,
    preferedCourses: subset(courseIds, 2),
    preselectedCourses: i % 3 === 0 ? subset(courseIds, 1) : [],
    technicalMentoring: [disciplineNames[i % disciplineNames.length], ...subset(disciplineNames, 1)].filter(
      (name, index, all) => all.indexOf(name) === index,
    ),
    languagesMentoring: [languageValues[i % languageValues.length]],
    maxStudentsLimit: 1 + (i % 6),
    preferedStudentsLocation: (['any', 'country', 'city'] as const)[i % 3],
    receivedDate: new Date(now.getTime() - (i % 365) * DAY),
    comment: i % 10 === 0 ? `Bench comment ${i}` : null,
  }));
  for (let start = 0; start < applications.length; start += BATCH) {
    await db.insert(mentorRegistries).values(applications.slice(start, start + BATCH));
  }
}
