import { and, asc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courseTasks, students, taskResults, tasks, taskSolutions, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import type { CourseTask, CourseTaskDetailed, CourseTasksQuery } from '../schemas';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function selectCourseTasks(db: DbOrTx) {
  return db
    .select({
      courseTask: courseTasks,
      task: {
        name: tasks.name,
        type: tasks.type,
        descriptionUrl: tasks.descriptionUrl,
        attributes: tasks.attributes,
        githubRepoName: tasks.githubRepoName,
        sourceGithubRepoUrl: tasks.sourceGithubRepoUrl,
      },
      owner: { id: users.id, githubId: users.githubId, firstName: users.firstName, lastName: users.lastName },
    })
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .leftJoin(users, eq(users.id, courseTasks.taskOwnerId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectCourseTasks>['execute']>>[number];

function toCourseTask({ courseTask: t, task, owner }: Row): CourseTask {
  return {
    id: t.id,
    taskId: t.taskId,
    name: task.name,
    type: t.type ?? task.type,
    checker: t.checker,
    studentStartDate: t.studentStartDate.toISOString(),
    studentEndDate: t.studentEndDate.toISOString(),
    studentRegistrationStartDate: iso(t.studentRegistrationStartDate),
    crossCheckEndDate: iso(t.crossCheckEndDate),
    descriptionUrl: task.descriptionUrl,
    taskOwner: owner ? { id: owner.id, githubId: owner.githubId, name: displayName(owner) } : null,
    maxScore: t.maxScore,
    scoreWeight: Number(t.scoreWeight),
    pairsCount: t.pairsCount,
    crossCheckStatus: t.crossCheckStatus,
    crossCheckScoreRule: t.crossCheckScoreRule,
    submitText: t.submitText,
    validations: t.validations,
    teamDistributionId: t.teamDistributionId,
  };
}

// rules.md R9.6: answers are never sent; self-check tests keep the public part under `public`.
function publicAttributes(attributes: Record<string, unknown>): Record<string, unknown> {
  const { answers: _answers, ...rest } = attributes;
  const inner = rest.public;
  if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
    const { answers: _innerAnswers, ...visible } = inner as Record<string, unknown>;
    return visible;
  }
  return rest;
}

type TaskCounts = { results: Map<number, number>; submissions: Map<number, number> };

// Results per task, and solutions of active students per task (what a cross-check distribution takes, R7.3).
async function countPerTask(db: DbOrTx, courseTaskIds: number[]): Promise<TaskCounts> {
  if (courseTaskIds.length === 0) return { results: new Map(), submissions: new Map() };
  const results = await db
    .select({ id: taskResults.courseTaskId, count: sql<number>`count(*)::int` })
    .from(taskResults)
    .where(inArray(taskResults.courseTaskId, courseTaskIds))
    .groupBy(taskResults.courseTaskId);
  const submissions = await db
    .select({ id: taskSolutions.courseTaskId, count: sql<number>`count(*)::int` })
    .from(taskSolutions)
    .innerJoin(students, and(eq(students.id, taskSolutions.studentId), eq(students.isExpelled, false)))
    .where(inArray(taskSolutions.courseTaskId, courseTaskIds))
    .groupBy(taskSolutions.courseTaskId);
  const byTask = (rows: { id: number; count: number }[]) => new Map(rows.map((row) => [row.id, row.count]));
  return { results: byTask(results), submissions: byTask(submissions) };
}

// rules.md R4.3: status and checker filters; disabled tasks never appear.
function filters(courseId: number, query: CourseTasksQuery, now: Date): SQL[] {
  const where: SQL[] = [eq(courseTasks.courseId, courseId), eq(courseTasks.disabled, false)];
  if (query.status === 'started') where.push(lte(courseTasks.studentStartDate, now));
  if (query.status === 'inprogress') {
    where.push(lte(courseTasks.studentStartDate, now), gte(courseTasks.studentEndDate, now));
  }
  if (query.status === 'finished') where.push(lt(courseTasks.studentEndDate, now));
  if (query.checker) where.push(eq(courseTasks.checker, query.checker));
  return where;
}

const byDeadline = [asc(courseTasks.studentEndDate), asc(courseTasks.studentStartDate), asc(courseTasks.id)];

export async function listCourseTasks(db: DbOrTx, courseId: number, query: CourseTasksQuery, now: Date) {
  const rows = await selectCourseTasks(db)
    .where(and(...filters(courseId, query, now)))
    .orderBy(...byDeadline);
  return rows.map(toCourseTask);
}

export async function listCourseTasksDetailed(db: DbOrTx, courseId: number, now: Date): Promise<CourseTaskDetailed[]> {
  const rows = await selectCourseTasks(db)
    .where(and(...filters(courseId, {}, new Date(0))))
    .orderBy(...byDeadline);
  const counts = await countPerTask(
    db,
    rows.map((row) => row.courseTask.id),
  );
  return rows.map((row) => toDetailed(row, counts, now));
}

// rules.md R7.3: fewer than 3 submissions cannot be distributed; the sweep leaves such a task initial and the Course
// Tasks page flags it.
const MIN_CROSS_CHECK_SUBMISSIONS = 3;

function toDetailed(row: Row, counts: TaskCounts, now: Date): CourseTaskDetailed {
  const { id, checker, crossCheckStatus, studentEndDate } = row.courseTask;
  const submissions = counts.submissions.get(id) ?? 0;
  return {
    ...toCourseTask(row),
    publicAttributes: publicAttributes(row.task.attributes),
    githubRepoName: row.task.githubRepoName,
    sourceGithubRepoUrl: row.task.sourceGithubRepoUrl,
    resultsCount: counts.results.get(id) ?? 0,
    submissionsCount: submissions,
    notEnoughSubmissions:
      checker === 'crossCheck' &&
      crossCheckStatus === 'initial' &&
      studentEndDate < now &&
      submissions < MIN_CROSS_CHECK_SUBMISSIONS,
  };
}

// access.md §0 "Resource binding": another course's task answers 404. Disabled tasks are still readable by id.
async function findCourseTaskRow(db: DbOrTx, courseId: number, courseTaskId: number) {
  const [row] = await selectCourseTasks(db).where(
    and(eq(courseTasks.courseId, courseId), eq(courseTasks.id, courseTaskId)),
  );
  if (!row) throw new AppError('not_found', `Course task ${courseTaskId} was not found in this course.`);
  return row;
}

export async function getCourseTaskDetailed(db: DbOrTx, courseId: number, courseTaskId: number, now: Date) {
  const row = await findCourseTaskRow(db, courseId, courseTaskId);
  return toDetailed(row, await countPerTask(db, [courseTaskId]), now);
}

export async function getCourseTask(db: DbOrTx, courseId: number, courseTaskId: number): Promise<CourseTask> {
  return toCourseTask(await findCourseTaskRow(db, courseId, courseTaskId));
}

// access.md §14 GET .../tasks/solutions: the caller's own solution per task (none for a non-student).
export async function listCourseTasksWithSolutions(
  db: DbOrTx,
  courseId: number,
  userId: number,
  query: Pick<CourseTasksQuery, 'status'>,
  now: Date,
) {
  const list = await listCourseTasks(db, courseId, query, now);
  const solutions = await db
    .select({ courseTaskId: taskSolutions.courseTaskId, url: taskSolutions.url, updatedAt: taskSolutions.updatedAt })
    .from(taskSolutions)
    .innerJoin(students, eq(students.id, taskSolutions.studentId))
    .where(and(eq(students.courseId, courseId), eq(students.userId, userId)));
  const byTask = new Map(solutions.map((row) => [row.courseTaskId, row]));
  return list.map((task) => {
    const solution = byTask.get(task.id);
    return {
      ...task,
      solution: solution ? { url: solution.url, updatedDate: solution.updatedAt.toISOString() } : null,
    };
  });
}
