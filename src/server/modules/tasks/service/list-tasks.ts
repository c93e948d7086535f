import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courseTasks, courses, disciplines, tasks } from '../../../db/schema';
import type { Task } from '../schemas';
import { withoutAnswers } from './self-check';

type TaskRow = typeof tasks.$inferSelect;

export const liveTask = isNull(tasks.deletedAt);

// Courses whose (not disabled) course tasks use each task, by task id.
async function coursesOfTasks(db: DbOrTx, taskIds: number[]) {
  const byTask = new Map<number, { id: number; alias: string }[]>();
  if (!taskIds.length) return byTask;
  const rows = await db
    .selectDistinct({ taskId: courseTasks.taskId, id: courses.id, alias: courses.alias })
    .from(courseTasks)
    .innerJoin(courses, eq(courses.id, courseTasks.courseId))
    .where(and(inArray(courseTasks.taskId, taskIds), eq(courseTasks.disabled, false)))
    .orderBy(asc(courses.alias), asc(courses.id));
  for (const { taskId, ...course } of rows) byTask.set(taskId, [...(byTask.get(taskId) ?? []), course]);
  return byTask;
}

async function toTasks(db: DbOrTx, rows: TaskRow[], showAnswers: boolean): Promise<Task[]> {
  const disciplineIds = [...new Set(rows.flatMap((row) => (row.disciplineId ? [row.disciplineId] : [])))];
  const names = disciplineIds.length
    ? await db
        .select({ id: disciplines.id, name: disciplines.name })
        .from(disciplines)
        .where(inArray(disciplines.id, disciplineIds))
    : [];
  const disciplineById = new Map(names.map((discipline) => [discipline.id, discipline]));
  const coursesByTask = await coursesOfTasks(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    discipline: (row.disciplineId && disciplineById.get(row.disciplineId)) || null,
    descriptionUrl: row.descriptionUrl,
    description: row.description,
    githubPrRequired: row.githubPrRequired,
    githubRepoName: row.githubRepoName,
    sourceGithubRepoUrl: row.sourceGithubRepoUrl,
    tags: row.tags,
    skills: row.skills,
    attributes: showAnswers ? row.attributes : withoutAnswers(row.attributes),
    courses: coursesByTask.get(row.id) ?? [],
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  }));
}

// access.md §30 GET /tasks: live tasks, updatedDate desc (id asc as the tie-breaker).
export async function listTasks(db: DbOrTx, showAnswers: boolean): Promise<Task[]> {
  const rows = await db.select().from(tasks).where(liveTask).orderBy(desc(tasks.updatedAt), asc(tasks.id));
  return toTasks(db, rows, showAnswers);
}

export async function findTask(db: DbOrTx, id: number): Promise<Task | undefined> {
  const rows = await db
    .select()
    .from(tasks)
    .where(and(liveTask, eq(tasks.id, id)));
  const [task] = await toTasks(db, rows, true);
  return task;
}
