import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courseTasks } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { recordScheduleChanges } from '../../course-tasks';
import type { CrossCheckDistribution } from '../schemas';
import { MIN_SOLUTIONS, planCrossCheckPairs, type RandomSource } from './distribution-plan';
import { findCrossCheckCourseTask } from './find-task';

export type DistributionOptions = {
  now: Date;
  // Crypto-seeded when absent (R7.3); tests pass a seeded source.
  random?: RandomSource;
  // The course of the path (access.md §0 "Resource binding"); the background sweep passes none.
  courseId?: number;
};

type Solution = { solutionId: number; studentId: number };

// rules.md R7.3: eligible = solutions of the task whose author is active and has no pairs yet, oldest first (the
// order the plan starts from, so that a seed reproduces the same pairs).
async function eligibleSolutions(tx: DbOrTx, courseTaskId: number): Promise<Solution[]> {
  const result = (await tx.execute(sql`
    select s.id as "solutionId", s.student_id as "studentId"
    from task_solution s
    inner join student st on st.id = s.student_id
    where s.course_task_id = ${courseTaskId} and not st.is_expelled
      and not exists (
        select 1 from cross_check_pair p where p.course_task_id = s.course_task_id and p.student_id = s.student_id
      )
    order by s.id
  `)) as unknown as { rows: Solution[] };
  return result.rows.map((row) => ({ solutionId: Number(row.solutionId), studentId: Number(row.studentId) }));
}

const intArray = (values: number[]) => `{${values.join(',')}}`;

// One statement for every pair (5,000 solutions × 4 reviewers in one round trip, R7.3 "≤ 2 s"): the columns travel as
// three integer arrays and PostgreSQL unnests them side by side.
async function insertPairs(
  tx: DbOrTx,
  task: { id: number; courseId: number },
  pairs: { checker: Solution; student: Solution }[],
  now: Date,
) {
  const at = now.toISOString();
  await tx.execute(sql`
    insert into cross_check_pair (course_id, course_task_id, task_solution_id, student_id, checker_id, created_at, updated_at)
    select ${task.courseId}, ${task.id}, pair.solution_id, pair.student_id, pair.checker_id, ${at}::timestamptz, ${at}::timestamptz
    from unnest(
      ${intArray(pairs.map((pair) => pair.student.solutionId))}::int[],
      ${intArray(pairs.map((pair) => pair.student.studentId))}::int[],
      ${intArray(pairs.map((pair) => pair.checker.studentId))}::int[]
    ) as pair(solution_id, student_id, checker_id)
  `);
}

// rules.md R7.3 distribution, by a manager (access.md §15 POST .../distribution) or by the background sweep (R2.2 a),
// inside the caller's transaction: the task row stays locked until it commits, so a task is distributed once.
// 409 when the submit deadline has not passed, the status is not initial, or fewer than 3 solutions are eligible
// (the sweep then leaves the task initial and the Course Tasks page flags it).
export async function distributeCrossCheck(
  tx: DbOrTx,
  courseTaskId: number,
  options: DistributionOptions,
): Promise<CrossCheckDistribution> {
  const { now } = options;
  const task = await findCrossCheckCourseTask(tx, options.courseId, courseTaskId, 'update');
  if (task.status !== 'initial') {
    throw new AppError('conflict', `The cross-check of "${task.name}" is already ${task.status}.`);
  }
  if (now <= task.studentEndDate) {
    throw new AppError('conflict', `The submission deadline of "${task.name}" has not passed yet.`);
  }
  const solutions = await eligibleSolutions(tx, courseTaskId);
  if (solutions.length < MIN_SOLUTIONS) {
    throw new AppError('conflict', 'At least 3 submissions are needed to distribute a cross-check');
  }
  const plan = planCrossCheckPairs(solutions, task.pairsCount, options.random);
  await insertPairs(tx, task, plan.pairs, now);
  await tx
    .update(courseTasks)
    .set({ crossCheckStatus: 'distributed', updatedAt: now })
    .where(eq(courseTasks.id, courseTaskId));
  // rules.md R20.9: "cross-check started" is one of the changes the schedule digest reports.
  await recordScheduleChanges(
    tx,
    [
      {
        courseId: task.courseId,
        entityType: 'courseTask',
        entityId: courseTaskId,
        operation: 'update',
        previous: { crossCheckStatus: 'initial' },
        current: { crossCheckStatus: 'distributed' },
      },
    ],
    now,
  );
  return {
    pairsCount: plan.pairs.length,
    reviewersPerSolution: plan.reviewersPerSolution,
    solutions: solutions.length,
  };
}
