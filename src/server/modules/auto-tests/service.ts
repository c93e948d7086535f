import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courseTasks, courses, disciplines, tasks } from '../../db/schema';
import { AppError } from '../../http/problem';
import { readSelfCheck } from '../tasks';
import type { AutoTest, AutoTestDetails } from './schemas';

type TaskRow = typeof tasks.$inferSelect;
const selfCheckTasks = and(isNull(tasks.deletedAt), eq(tasks.type, 'selfeducation'));

async function coursesOf(db: DbOrTx, taskIds: number[]) {
  const byTask = new Map<number, AutoTest['courses']>();
  if (!taskIds.length) return byTask;
  const rows = await db
    .selectDistinct({
      taskId: courseTasks.taskId,
      id: courses.id,
      name: courses.name,
      alias: courses.alias,
      completed: courses.completed,
    })
    .from(courseTasks)
    .innerJoin(courses, eq(courses.id, courseTasks.courseId))
    .where(and(inArray(courseTasks.taskId, taskIds), eq(courseTasks.disabled, false)))
    .orderBy(asc(courses.name), asc(courses.id));
  for (const { taskId, completed, ...course } of rows) {
    byTask.set(taskId, [...(byTask.get(taskId) ?? []), { ...course, isActive: !completed }]);
  }
  return byTask;
}

async function disciplinesOf(db: DbOrTx, rows: TaskRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.disciplineId ? [row.disciplineId] : [])))];
  if (!ids.length) return new Map<number, { id: number; name: string }>();
  const found = await db
    .select({ id: disciplines.id, name: disciplines.name })
    .from(disciplines)
    .where(inArray(disciplines.id, ids));
  return new Map(found.map((discipline) => [discipline.id, discipline]));
}

// rules.md R9.3: settings take their defaults when absent.
function describe(row: TaskRow, extras: { courses: AutoTest['courses']; discipline: AutoTest['discipline'] }) {
  const test = readSelfCheck(row.attributes);
  const questions = test?.public.questions ?? [];
  const settings = {
    maxAttemptsNumber: test?.public.maxAttemptsNumber ?? 3,
    numberOfQuestions: test?.public.numberOfQuestions ?? questions.length,
    thresholdPercentage: test?.public.thresholdPercentage ?? 90,
    strictAttemptsMode: test?.public.strictAttemptsMode ?? true,
    oneAttemptPerNumberOfHours: test?.public.oneAttemptPerNumberOfHours ?? 0,
  };
  const summary: AutoTest = {
    id: row.id,
    name: row.name,
    descriptionUrl: row.descriptionUrl,
    discipline: extras.discipline,
    tags: row.tags,
    courses: extras.courses,
    settings,
    questionsCount: questions.length,
  };
  return { summary, test };
}

async function load(db: DbOrTx, rows: TaskRow[]) {
  const [byTask, disciplineById] = [
    await coursesOf(
      db,
      rows.map((row) => row.id),
    ),
    await disciplinesOf(db, rows),
  ];
  return rows.map((row) =>
    describe(row, {
      courses: byTask.get(row.id) ?? [],
      discipline: (row.disciplineId && disciplineById.get(row.disciplineId)) || null,
    }),
  );
}

export async function listAutoTests(db: DbOrTx): Promise<AutoTest[]> {
  const rows = await db.select().from(tasks).where(selfCheckTasks).orderBy(asc(tasks.name), asc(tasks.id));
  return (await load(db, rows)).map(({ summary }) => summary);
}

// access.md §3 GET /auto-test/{id}: 404 when missing or not a self-check test; the correct answers as index lists.
export async function getAutoTest(db: DbOrTx, id: number): Promise<AutoTestDetails> {
  const rows = await db
    .select()
    .from(tasks)
    .where(and(selfCheckTasks, eq(tasks.id, id)));
  if (!rows.length) throw new AppError('not_found', `Self-check test ${id} does not exist.`);
  const [{ summary, test }] = await load(db, rows);
  const questions = (test?.public.questions ?? []).map((question, index) => {
    const answer = test?.answers[index];
    return { ...question, correct: answer === undefined ? [] : Array.isArray(answer) ? answer : [answer] };
  });
  return { ...summary, questions };
}
