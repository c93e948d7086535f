import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { courseTasks, mentors, students, taskResults, tasks, users } from '../../db/schema';
import type { ScoreCsvQuery, ScoreOrderBy } from './schemas';

const mentorUsers = alias(users, 'mentor_user');
const filterMentors = alias(mentors, 'filter_mentor');
const filterMentorUsers = alias(users, 'filter_mentor_user');

// One text parameter holding a PostgreSQL array of ids: a long list stays one parameter and one index condition.
export const idArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[]`;

export type ScoreScope = Omit<ScoreCsvQuery, 'activeOnly' | 'orderBy' | 'orderDirection'> & {
  activeOnly: boolean;
  orderBy: ScoreOrderBy;
  orderDirection: 'asc' | 'desc';
};

type Order = { columns: SQL[]; needsMentor?: true };

const rankColumn = (activeOnly: boolean) => (activeOnly ? students.activeRank : students.rank);

const orders: Record<ScoreOrderBy, (activeOnly: boolean) => Order> = {
  rank: (activeOnly) => ({ columns: [sql`${rankColumn(activeOnly)}`] }),
  totalScore: () => ({ columns: [sql`${students.totalScore}`] }),
  crossCheckScore: () => ({ columns: [sql`${students.crossCheckScore}`] }),
  githubId: () => ({ columns: [] }),
  name: () => ({ columns: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`] }),
  cityName: () => ({ columns: [sql`lower(${users.cityName})`] }),
  mentor: () => ({ columns: [sql`lower(${mentorUsers.githubId})`], needsMentor: true }),
  totalScoreChangeDate: () => ({ columns: [sql`${students.totalScoreChangeDate}`] }),
};

// rules.md R3.5: sort by `orderBy`, then githubId asc, then id (access.md §0 "Sorting"); missing values last.
function orderSql(scope: ScoreScope): { ordering: SQL; needsMentor: boolean } {
  const order = orders[scope.orderBy](scope.activeOnly);
  const direction = scope.orderBy === 'githubId' ? scope.orderDirection : 'asc';
  const sorted = order.columns.map(
    (column) => sql`${scope.orderDirection === 'asc' ? asc(column) : desc(column)} nulls last`,
  );
  const tail = [
    sql`${direction === 'asc' ? asc(sql`lower(${users.githubId})`) : desc(sql`lower(${users.githubId})`)}`,
    sql`${students.id} asc`,
  ];
  return { ordering: sql.join([...sorted, ...tail], sql`, `), needsMentor: Boolean(order.needsMentor) };
}

// Contains, any letter case, as plain text (`%` and `_` are no wildcards).
const contains = (column: SQL, needle: string) => sql`strpos(lower(${column}), ${needle.toLowerCase()}) > 0`;

// rules.md R3.5: the filters combine with AND. The mentor filter picks the course's matching mentors first (a few
// hundred rows), so that the student mentor index serves it.
function conditions(courseId: number, scope: ScoreScope): SQL | undefined {
  const where: SQL[] = [eq(students.courseId, courseId)];
  if (scope.activeOnly) where.push(eq(students.isExpelled, false));
  if (scope.githubId) where.push(contains(sql`${users.githubId}`, scope.githubId));
  if (scope.name) {
    where.push(contains(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, scope.name));
  }
  if (scope.cityName) where.push(contains(sql`${users.cityName}`, scope.cityName));
  const mentorLogin = scope['mentor.githubId'];
  if (mentorLogin) {
    // An array of the matching mentor ids (an init plan), not a semi join: the planner then reads only those mentors'
    // students through the student mentor index. The mentor's login is looked up per mentor of the course (a few
    // hundred primary-key reads) instead of scanning every user.
    const mentorLoginOf = sql`(select ${filterMentorUsers.githubId} from ${users} as ${sql.identifier('filter_mentor_user')}
      where ${filterMentorUsers.id} = ${filterMentors.userId})`;
    where.push(sql`${students.mentorId} = any(array(select ${filterMentors.id} from ${mentors} as ${sql.identifier('filter_mentor')}
      where ${filterMentors.courseId} = ${courseId} and ${contains(mentorLoginOf, mentorLogin)}))`);
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

// The course's effective scores of one student (R3.2) as "taskId:score,...", read per row of a first page: PostgreSQL
// evaluates it after the sort and limit, for the rows returned only (past an offset it would run for every skipped
// row too, so later pages read the scores by a second query).
const resultPair = sql`${taskResults.courseTaskId}::text || ':' || ${taskResults.score}::text`;
const effectiveScoresOfRow = sql<string | null>`(select string_agg(${resultPair}, ',') from ${taskResults}
  inner join ${courseTasks} on ${courseTasks.id} = ${taskResults.courseTaskId} and not ${courseTasks.disabled}
  where ${taskResults.studentId} = ${students.id})`;

// The mentor filter leaves a few hundred students of the mentors it matches; their users are then read one by one on
// the primary key. A lateral read with a limit, which the planner cannot flatten into a join: it guesses that a text
// filter on the user keeps a third of the users and would otherwise merge-join the whole user table. The columns are
// the user columns the score query reads, filters and sorts by.
const userOfStudent = (db: DbOrTx) =>
  db
    .select({
      id: users.id,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      cityName: users.cityName,
      countryName: users.countryName,
    })
    .from(users)
    .where(eq(users.id, students.userId))
    .limit(1)
    .as('user');

type RowOptions = { withTotal?: boolean; withScores?: boolean; scope?: ScoreScope };

function selectRows(db: DbOrTx, activeOnly: boolean, { withTotal, withScores, scope }: RowOptions = {}) {
  const columns = {
    ...scoreColumns(activeOnly),
    ...(withTotal ? { total: sql<number>`count(*) over ()` } : {}),
    ...(withScores ? { scores: effectiveScoresOfRow } : {}),
  };
  const query = db.select(columns).from(students).$dynamic();
  const withUser = scope?.['mentor.githubId']
    ? query.innerJoinLateral(userOfStudent(db), sql`true`)
    : query.innerJoin(users, eq(users.id, students.userId));
  return withUser
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId));
}

export type ScorePageRow = ScoreRow & { scores?: string | null };

// One query for the page: the filtered, ordered rows with their user, mentor and, on the first page, effective scores
// (`withScores`). With filters the total rides along as a window count (the filtered set is read anyway); without, a
// count on the student index runs beside it.
export async function selectScorePage(
  db: DbOrTx,
  courseId: number,
  scope: ScoreScope,
  limit: number,
  offset: number,
): Promise<{ rows: ScorePageRow[]; total: number; withScores: boolean }> {
  const { ordering } = orderSql(scope);
  const filtered = hasFilters(scope);
  const withScores = offset === 0;
  const page = selectRows(db, scope.activeOnly, { withTotal: filtered, withScores, scope })
    .where(conditions(courseId, scope))
    .orderBy(ordering)
    .limit(limit)
    .offset(offset);
  if (filtered) {
    const rows = await page;
    if (rows.length || offset === 0) return { rows, total: Number(rows[0]?.total ?? 0), withScores };
    const [first] = await selectRows(db, scope.activeOnly, { withTotal: true })
      .where(conditions(courseId, scope))
      .limit(1);
    return { rows, total: Number(first?.total ?? 0), withScores };
  }
  const [rows, [counted]] = await Promise.all([
    page,
    db.select({ total: count() }).from(students).where(conditions(courseId, scope)),
  ]);
  return { rows, total: counted.total, withScores };
}

// The CSV: every id of the scope in the table's order (cheap), then rows in batches (selectScoreRows).
export async function selectScoreIds(db: DbOrTx, courseId: number, scope: ScoreScope): Promise<number[]> {
  const { ordering, needsMentor } = orderSql(scope);
  let query = db.select({ id: students.id }).from(students).innerJoin(users, eq(users.id, students.userId)).$dynamic();
  if (needsMentor) {
    query = query
      .leftJoin(mentors, eq(mentors.id, students.mentorId))
      .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId));
  }
  const rows = await query.where(conditions(courseId, scope)).orderBy(ordering);
  return rows.map((row) => row.id);
}

export async function selectScoreRows(db: DbOrTx, activeOnly: boolean, ids: number[]): Promise<ScoreRow[]> {
  if (ids.length === 0) return [];
  return selectRows(db, activeOnly).where(sql`${students.id} = any(${idArray(ids)})`);
}

// One student by login (any letter case); `rank` is his rank among all students, `activeRank` among the active.
export async function selectScoreStudent(db: DbOrTx, courseId: number, githubId: string) {
  const [row] = await db
    .select({ ...scoreColumns(false), activeRank: students.activeRank })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .where(and(eq(students.courseId, courseId), sql`lower(${users.githubId}) = ${githubId.toLowerCase()}`));
  return row;
}

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
