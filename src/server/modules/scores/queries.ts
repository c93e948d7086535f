import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { courseTasks, mentors, students, taskResults, tasks, users } from '../../db/schema';
import { rankOf } from '../course-students/ranks';
import { inScope, mentorUsers, studentKeys, studentNameKey, unlessEmpty } from '../course-students/keys';
import type { ScoreCsvQuery, ScoreOrderBy } from './schemas';

// The user of a student's mentor (course-students keys.ts).
export { mentorUsers };

// One text parameter holding a PostgreSQL array of ids: a long list stays one parameter and one index condition.
export const idArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[]`;

export type ScoreScope = Omit<ScoreCsvQuery, 'activeOnly' | 'orderBy' | 'orderDirection'> & {
  activeOnly: boolean;
  orderBy: ScoreOrderBy;
  orderDirection: 'asc' | 'desc';
};

// The ranks are read from student_rank (migration 0032) by the student's id, a scalar subquery where they are used:
// joined, the page statement's planning searched one more join order (PostgreSQL CPU per cold page +8 %).
export const rankColumn = (activeOnly: boolean | SQL) => rankOf(activeOnly);

// The total is never null: ascending it is written "nulls first", the backward walk of student_course_score_idx
// (course_id, total_score desc nulls last, id), so that both directions can walk the index.
const totalKey = sql`${students.totalScore}`;

// The sort keys of each order, all on the student row (course-students keys.ts): a page is cut from the course's
// student rows alone, and the users are read for the page's rows only. The first key of `reversedFirst` orders sorts
// against the asked direction.
const orders: Record<ScoreOrderBy, (activeOnly: boolean) => SQL[]> = {
  // rules.md R3.4: the rank is the competition rank by total, descending, so the rank order is the total order the
  // other way round (the score index serves it; migration 0014 dropped the rank indexes to keep rank upkeep HOT).
  rank: (activeOnly) => [totalKey, sql`${rankColumn(activeOnly)}`],
  totalScore: () => [totalKey],
  crossCheckScore: () => [sql`${students.crossCheckScore}`],
  githubId: () => [],
  name: () => [studentKeys.firstName, studentKeys.lastName],
  cityName: () => [studentKeys.cityName],
  mentor: () => [studentKeys.mentorGithubId],
  totalScoreChangeDate: () => [sql`${students.totalScoreChangeDate}`],
};
const reversedFirst = new Set<ScoreOrderBy>(['rank']);

// rules.md R3.5: sort by `orderBy`, then githubId asc, then id (access.md §0 "Sorting"); missing values last. The
// keys are returned too, for the outer query that restores the page's order. `flip` writes the exact reverse (every
// key the other way, missing values first, id desc): the list read from its end, the same index walked backward.
export function scoreOrder(scope: ScoreScope): {
  keys: SQL[];
  ordering: (keys: SQL[], id: SQL | PgColumn, flip?: boolean) => SQL;
} {
  const sorted = orders[scope.orderBy](scope.activeOnly);
  const tailAscending = scope.orderBy !== 'githubId' || scope.orderDirection === 'asc';
  const item = (key: SQL | PgColumn, ascending: boolean, nullsFirst: boolean, flip: boolean) =>
    sql`${key} ${sql.raw(`${ascending !== flip ? 'asc' : 'desc'} nulls ${nullsFirst !== flip ? 'first' : 'last'}`)}`;
  const ordering = (keys: SQL[], id: SQL | PgColumn, flip = false) =>
    sql.join(
      [
        ...keys.slice(0, sorted.length).map((key, i) => {
          const ascending = (scope.orderDirection === 'asc') !== (i === 0 && reversedFirst.has(scope.orderBy));
          return item(key, ascending, ascending && sorted[i] === totalKey, flip);
        }),
        // The login is never null: written "nulls last" either way, the order of the indexes of migration 0020.
        item(keys[sorted.length], tailAscending, false, flip),
        item(id, true, false, flip),
      ],
      sql`, `,
    );
  return { keys: [...sorted, studentKeys.githubId], ordering };
}

// The needles of the contains filters as a statement built once per shape binds them (page-json.ts): lower-cased.
export type ScoreFilterValues = {
  activeOnly: boolean;
  githubId: string;
  name: string;
  cityName: string;
  mentor: string;
};

// Contains, as plain text (keys.ts keyContains): the needle is the lower-cased text, or the placeholder bound to it.
const contains = (key: SQL, needle: SQL | string) => sql`strpos(${key}, ${needle}) > 0`;

// rules.md R3.5: the filters combine with AND, each "contains, any letter case" on the keys of the student row. With
// `bound` (a statement built once and run with its values: page-json.ts), the course id is the SQL given, the scope
// and the login, name and city filters are written for every call with the placeholders named as in
// ScoreFilterValues (a filter not set is '': course-students keys.ts unlessEmpty, inScope), and a set mentor
// filter's needle is a placeholder too.
export function scoreConditions(courseId: number | SQL, scope: ScoreScope, bound = false): SQL | undefined {
  const needle = (name: keyof ScoreFilterValues, text: string) =>
    bound ? sql`${sql.placeholder(name)}` : text.toLowerCase();
  const where: SQL[] = [eq(students.courseId, courseId)];
  const keyFilters = [
    ['githubId', studentKeys.githubId],
    ['name', studentNameKey],
    ['cityName', studentKeys.cityName],
  ] as const;
  if (bound) {
    where.push(inScope(sql`${sql.placeholder('activeOnly')}::boolean`));
    for (const [name, key] of keyFilters) {
      const text = sql`${sql.placeholder(name)}`;
      where.push(unlessEmpty(text, contains(key, text)));
    }
  } else {
    if (scope.activeOnly) where.push(eq(students.isExpelled, false));
    for (const [name, key] of keyFilters) {
      const text = scope[name];
      if (text) where.push(contains(key, needle(name, text)));
    }
  }
  const mentorLogin = scope['mentor.githubId'];
  if (mentorLogin) {
    // A login part matches few mentors, and the planner cannot tell from the student's key: it guesses a third of the
    // course and walks all of it. The course's matching mentors are looked up first (an init plan over its few
    // hundred mentors, each user read by primary key) and their students read by the mentor index; a student's mentor is one of his course's
    // mentors, and the key's own test stays, so the rows are the same.
    const mentorNeedle = needle('mentor', mentorLogin);
    where.push(
      sql`${students.mentorId} = any(array(select filter_mentor.id from ${mentors} filter_mentor
        where filter_mentor.course_id = ${courseId} and ${contains(
          sql`(select lower(filter_user.github_id) from ${users} filter_user where filter_user.id = filter_mentor.user_id)`,
          mentorNeedle,
        )}))`,
      contains(studentKeys.mentorGithubId, mentorNeedle),
    );
  }
  return and(...where);
}

export const hasFilters = (scope: ScoreScope) =>
  Boolean(scope.githubId || scope.name || scope.cityName || scope['mentor.githubId']);

const scoreColumns = (activeOnly: boolean) => ({
  id: students.id,
  githubId: users.githubId,
  firstName: users.firstName,
  lastName: users.lastName,
  rank: rankColumn(activeOnly),
  totalScore: students.totalScore,
  crossCheckScore: students.crossCheckScore,
  totalScoreChangeDate: students.totalScoreChangeDate,
  cityName: users.cityName,
  countryName: users.countryName,
  isExpelled: students.isExpelled,
  userId: students.userId,
  mentorGithubId: mentorUsers.githubId,
  mentorFirstName: mentorUsers.firstName,
  mentorLastName: mentorUsers.lastName,
});

export type ScoreRow = {
  id: number;
  githubId: string;
  firstName: string | null;
  lastName: string | null;
  rank: number | null;
  totalScore: number;
  crossCheckScore: number;
  totalScoreChangeDate: Date | null;
  cityName: string | null;
  countryName: string | null;
  isExpelled: boolean;
  userId: number;
  mentorGithubId: string | null;
  mentorFirstName: string | null;
  mentorLastName: string | null;
  total?: number;
};

function selectRows(db: DbOrTx, activeOnly: boolean) {
  return db
    .select(scoreColumns(activeOnly))
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId));
}

// The CSV: every id of the scope in the table's order (cheap), then rows in batches (selectScoreRows).
export async function selectScoreIds(db: DbOrTx, courseId: number, scope: ScoreScope): Promise<number[]> {
  const { keys, ordering } = scoreOrder(scope);
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(scoreConditions(courseId, scope))
    .orderBy(ordering(keys, students.id));
  return rows.map((row) => row.id);
}

export async function selectScoreRows(db: DbOrTx, activeOnly: boolean, ids: number[]): Promise<ScoreRow[]> {
  if (ids.length === 0) return [];
  return selectRows(db, activeOnly).where(sql`${students.id} = any(${idArray(ids)})`);
}

// One student by login (any letter case); `rank` is his rank among all students, `activeRank` among the active.
export async function selectScoreStudent(db: DbOrTx, courseId: number, githubId: string) {
  const [row] = await db
    .select({ ...scoreColumns(false), activeRank: rankOf(true) })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .where(and(eq(students.courseId, courseId), sql`lower(${users.githubId}) = ${githubId.toLowerCase()}`));
  return row;
}

const resultPair = sql`${taskResults.courseTaskId}::text || ':' || ${taskResults.score}::text`;

export type EffectiveScore = { studentId: number; courseTaskId: number; score: number };

// rules.md R3.2: effective scores of the given students, non-disabled tasks only. Interview pair scores (R10.6) join
// here with the interviews issue. One row per student ("taskId:score,..."): a page of 100 students holds thousands
// of results, and one short text per student is far cheaper to carry than a row per result.
export async function selectEffectiveScores(db: DbOrTx, studentIds: readonly number[]): Promise<EffectiveScore[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({
      studentId: taskResults.studentId,
      scores: sql<string>`string_agg(${resultPair}, ',')`,
    })
    .from(taskResults)
    .innerJoin(courseTasks, and(eq(courseTasks.id, taskResults.courseTaskId), eq(courseTasks.disabled, false)))
    .where(sql`${taskResults.studentId} = any(${idArray(studentIds)})`)
    .groupBy(taskResults.studentId);
  return rows.flatMap(({ studentId, scores }) => parseEffectiveScores(studentId, scores));
}

// "taskId:score,..." (as string_agg writes it) → one effective score per task.
export function parseEffectiveScores(studentId: number, scores: string | null | undefined): EffectiveScore[] {
  if (!scores) return [];
  return scores.split(',').map((pair) => {
    const separator = pair.indexOf(':');
    return { studentId, courseTaskId: Number(pair.slice(0, separator)), score: Number(pair.slice(separator + 1)) };
  });
}

// The course's non-disabled tasks in schedule order: the task columns of the table and CSV, the breakdown's rows.
export async function selectScoreTasks(db: DbOrTx, courseId: number) {
  return db
    .select({
      id: courseTasks.id,
      name: tasks.name,
      maxScore: courseTasks.maxScore,
      scoreWeight: courseTasks.scoreWeight,
      checker: courseTasks.checker,
      crossCheckScoreRule: courseTasks.crossCheckScoreRule,
    })
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .where(and(eq(courseTasks.courseId, courseId), eq(courseTasks.disabled, false)))
    .orderBy(asc(courseTasks.studentStartDate), asc(courseTasks.id));
}
