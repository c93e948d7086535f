import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courses } from '../../../db/schema';
import type { StudentFacts } from './course-items';

// What a schedule request reads besides the course's items (course-items.ts): the course's schedule version and, for
// a student of the course, his own facts (rules.md R5.3). One prepared statement per database (planned once per
// connection, like list-cache.ts's version read), each part a range or point read on an index; no row: no course.

const courseId = sql.placeholder('courseId');
const studentId = sql`${sql.placeholder('studentId')}::int`;
// The row's course, qualified (drizzle writes a bare column name inside a selected expression).
const course = sql.raw('"course"."id"');

const version = sql<string | number>`coalesce((select v.schedule from course_cache_version v
  where v.course_id = ${course}), 0)`;

// The course's enabled tasks where the student has a row of `table` (keyed by task and student).
const tasksWith = (table: string) => sql<number[] | null>`(select array_agg(ct.id) from course_task ct
  where ct.course_id = ${course} and not ct.disabled and exists (select 1 from ${sql.raw(table)} f
    where f.course_task_id = ct.id and f.student_id = ${studentId}))`;

// The course's team distributions where the student has a row of `table` (keyed by distribution and student).
const distributionsWith = (table: string, condition: SQL) => sql<number[] | null>`(select array_agg(d.id)
  from team_distribution d where d.course_id = ${course} and exists (select 1 from ${sql.raw(table)} f
    where f.team_distribution_id = d.id and f.student_id = ${studentId} ${condition}))`;

const factColumns = {
  version,
  // [task, score] pairs, flat.
  results: sql<number[] | null>`(select array_agg(array[r.course_task_id, r.score]) from task_result r
    where r.student_id = ${studentId})`,
  solutions: tasksWith('task_solution'),
  reviewAssignments: tasksWith('mentor_review_assignment'),
  verifications: sql<number[] | null>`(select array_agg(distinct v.course_task_id) from task_verification v
    where v.student_id = ${studentId} and v.status = 'completed')`,
  // [task, pairs where he reviews, reviews written] per cross-check task, flat.
  crossChecks: sql<number[] | null>`(select array_agg(array[ct.id,
      (select count(*) from cross_check_pair p where p.course_task_id = ct.id and p.checker_id = ${studentId}),
      (select count(*) from cross_check_review w where w.course_task_id = ct.id and w.checker_id = ${studentId})])
    from course_task ct where ct.course_id = ${course} and ct.checker = 'crossCheck' and not ct.disabled)`,
  registered: distributionsWith('team_distribution_student', sql`and f.active`),
  inTeam: distributionsWith('team_member', sql``),
  activeStudent: sql<boolean>`exists (select 1 from student s where s.id = ${studentId} and not s.is_expelled)`,
  totalScore: sql<string | number>`coalesce((select s.total_score from student s where s.id = ${studentId}), 0)`,
};

const prepareFacts = (db: DbOrTx) =>
  db.select(factColumns).from(courses).where(eq(courses.id, courseId)).prepare('schedule_viewer_facts');
const prepareVersion = (db: DbOrTx) =>
  db.select({ version }).from(courses).where(eq(courses.id, courseId)).prepare('schedule_version');

type Prepared = { facts: ReturnType<typeof prepareFacts>; version: ReturnType<typeof prepareVersion> };
const preparedByDb = new WeakMap<object, Prepared>();

function prepared(db: DbOrTx): Prepared {
  let known = preparedByDb.get(db);
  if (!known) {
    known = { facts: prepareFacts(db), version: prepareVersion(db) };
    preparedByDb.set(db, known);
  }
  return known;
}

// Drivers hand back int[] as numbers (or, for bigint elements, as texts) and nested arrays flat or nested.
const numbers = (values: unknown): number[] => (Array.isArray(values) ? values.flat(2).map(Number) : []);

export type ViewerFacts = { version: number; facts: StudentFacts | null };

// The schedule version of the course and, for a student (studentId), his facts; null when the course does not exist.
export async function readViewerFacts(db: DbOrTx, id: number, student: number | null): Promise<ViewerFacts | null> {
  if (student === null) {
    const [row] = await prepared(db).version.execute({ courseId: id });
    return row ? { version: Number(row.version), facts: null } : null;
  }
  const [row] = await prepared(db).facts.execute({ courseId: id, studentId: student });
  if (!row) return null;
  const results = new Map<number, number>();
  const resultPairs = numbers(row.results);
  for (let i = 0; i < resultPairs.length; i += 2) results.set(resultPairs[i], resultPairs[i + 1]);
  const crossChecks = new Map<number, { assignments: number; written: number }>();
  const crossCheckRows = numbers(row.crossChecks);
  for (let i = 0; i < crossCheckRows.length; i += 3) {
    crossChecks.set(crossCheckRows[i], { assignments: crossCheckRows[i + 1], written: crossCheckRows[i + 2] });
  }
  return {
    version: Number(row.version),
    facts: {
      results,
      solutions: new Set(numbers(row.solutions)),
      reviewAssignments: new Set(numbers(row.reviewAssignments)),
      verifications: new Set(numbers(row.verifications)),
      crossChecks,
      registered: new Set(numbers(row.registered)),
      inTeam: new Set(numbers(row.inTeam)),
      activeStudent: Boolean(row.activeStudent),
      totalScore: Number(row.totalScore),
    },
  };
}
