import { asc, eq, sql } from 'drizzle-orm';
import { courses, students } from '../db/schema';
import { recomputeCourseRanks } from '../modules/course-students';
import type { SeedStep } from './context';
import { seededRandom } from './random';

const BATCH = 1000;
// Its own generator, so that the totals do not depend on what the steps before this one drew.
const SEED = 4_2026;

// pages.md §4 "/course/admin/students": the running course's students get deterministic total scores (a spread from
// 0 to 450 with some ties; the student persona a known 312.5) and every course its ranks (R3.4), so the students
// table, the CSV and the rank columns show real data on the first start. Task results replace these totals when the
// scores issue seeds them.
export const seedCourseStudents: SeedStep = async ({ tx, course, persona, now }) => {
  const random = seededRandom(SEED);
  const main = course['js-fe-2026'];
  const rows = await tx
    .select({ id: students.id, userId: students.userId })
    .from(students)
    .where(eq(students.courseId, main))
    .orderBy(asc(students.id));
  const totals = rows.map((row) => ({
    id: row.id,
    total: row.userId === persona('student') ? 312.5 : Math.round(random() * 900) * 0.5,
  }));
  for (let start = 0; start < totals.length; start += BATCH) {
    const values = sql.join(
      totals.slice(start, start + BATCH).map(({ id, total }) => sql`(${id}::integer, ${total}::numeric)`),
      sql`, `,
    );
    await tx.execute(sql`
      update student set total_score = v.total, total_score_change_date = ${now.toISOString()}::timestamptz
      from (values ${values}) as v(id, total) where student.id = v.id
    `);
  }
  const courseIds = await tx.select({ id: courses.id }).from(courses);
  for (const { id } of courseIds) await recomputeCourseRanks(tx, id);
  // The embedded database runs no autovacuum: without statistics its planner takes the 10,000-student course for a
  // few rows and joins before it sorts. PostgreSQL's autovacuum does the same on its own later.
  await tx.execute(sql`analyze student, mentor, "user", certificate`);
};
