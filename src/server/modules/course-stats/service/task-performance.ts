import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courseTasks } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { TaskPerformance } from '../schemas';

// rules.md R21.2: the effective scores above 0 of a course task (R3.2: results of a non-disabled task) by their share
// of the maximum. The task must be one of the path course (access.md §0 "Resource binding").
export async function taskPerformance(db: DbOrTx, courseId: number, courseTaskId: number): Promise<TaskPerformance> {
  const [task] = await db
    .select({ id: courseTasks.id })
    .from(courseTasks)
    .where(and(eq(courseTasks.id, courseTaskId), eq(courseTasks.courseId, courseId)));
  if (!task) throw new AppError('not_found', `No course task ${courseTaskId} in course ${courseId}.`);
  // score / max compared as integers (score × 10 against max × tenths): no division per row.
  const below = (tenths: number) => sql`r.score * 10 < t.max_score * ${tenths}`;
  const result = (await db.execute(sql`
    select count(*) as "totalAchievement",
      count(*) filter (where ${below(2)}) as "minimalAchievement",
      count(*) filter (where not ${below(2)} and ${below(5)}) as "lowAchievement",
      count(*) filter (where not ${below(5)} and ${below(7)}) as "moderateAchievement",
      count(*) filter (where not ${below(7)} and ${below(9)}) as "highAchievement",
      count(*) filter (where not ${below(9)} and r.score < t.max_score) as "exceptionalAchievement",
      count(*) filter (where r.score >= t.max_score) as "perfectScores"
    from task_result r
    join course_task t on t.id = r.course_task_id
    where r.course_task_id = ${courseTaskId} and not t.disabled and r.score > 0 and t.max_score > 0
  `)) as unknown as { rows: Record<keyof TaskPerformance, number | string>[] };
  const row = result.rows[0];
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as TaskPerformance;
}
