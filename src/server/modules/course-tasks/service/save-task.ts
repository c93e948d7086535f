import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courseTasks, tasks, teamDistributions, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { assertCourseExists } from '../../course-students';
import { assertOneStageInterview } from '../../interviews/service/stage-task';
import { recomputeCourseScores } from '../../scores';
import type { CourseTask, CourseTaskInput } from '../schemas';
import { getCourseTask } from './read-tasks';
import { pickFields, recordScheduleChanges } from './schedule-change';

type CourseTaskRow = typeof courseTasks.$inferSelect;

// The fields a schedule_change row records for a course task (R20.9: dates, score settings, checker).
export const courseTaskChangeFields = [
  'taskId',
  'type',
  'checker',
  'studentStartDate',
  'studentEndDate',
  'crossCheckEndDate',
  'maxScore',
  'scoreWeight',
  'disabled',
] as const satisfies readonly (keyof CourseTaskRow)[];

// rules.md R3.3: these changes move every student's total.
const scoreFields = ['scoreWeight', 'maxScore', 'checker', 'disabled'] as const;

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

async function assertReferences(tx: DbOrTx, courseId: number, input: CourseTaskInput) {
  const [task] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, input.taskId), isNull(tasks.deletedAt)));
  if (!task) {
    throw new AppError('not_found', `Task ${input.taskId} does not exist.`, {
      errors: [{ path: 'taskId', message: 'unknown task' }],
    });
  }
  if (input.taskOwnerId) {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.taskOwnerId));
    if (!owner) {
      throw new AppError('validation', `User ${input.taskOwnerId} does not exist.`, {
        errors: [{ path: 'taskOwnerId', message: 'unknown user' }],
      });
    }
  }
  // A team task names a team distribution of the same course (R12.8).
  if (input.teamDistributionId) {
    const [distribution] = await tx
      .select({ id: teamDistributions.id })
      .from(teamDistributions)
      .where(and(eq(teamDistributions.id, input.teamDistributionId), eq(teamDistributions.courseId, courseId)));
    if (!distribution) {
      throw new AppError('validation', `Team distribution ${input.teamDistributionId} is not in this course.`, {
        errors: [{ path: 'teamDistributionId', message: 'unknown team distribution of this course' }],
      });
    }
  }
}

function toValues(input: CourseTaskInput) {
  return {
    taskId: input.taskId,
    checker: input.checker,
    type: input.type ?? null,
    studentStartDate: new Date(input.studentStartDate),
    studentEndDate: new Date(input.studentEndDate),
    studentRegistrationStartDate: date(input.studentRegistrationStartDate),
    crossCheckEndDate: date(input.crossCheckEndDate),
    maxScore: input.maxScore ?? 100,
    scoreWeight: input.scoreWeight ?? 1,
    taskOwnerId: input.taskOwnerId ?? null,
    pairsCount: input.pairsCount ?? null,
    submitText: input.submitText || null,
    validations: input.validations ?? {},
    crossCheckScoreRule: input.crossCheckScoreRule ?? 'topMean',
    teamDistributionId: input.teamDistributionId ?? null,
  };
}

export async function createCourseTask(db: Db, courseId: number, input: CourseTaskInput, now: Date) {
  const id = await db.transaction(async (tx) => {
    await assertCourseExists(tx, courseId);
    await assertReferences(tx, courseId, input);
    await assertOneStageInterview(tx, courseId, input);
    const [row] = await tx
      .insert(courseTasks)
      .values({ ...toValues(input), courseId, createdAt: now, updatedAt: now })
      .returning();
    await recordScheduleChanges(
      tx,
      [
        {
          courseId,
          entityType: 'courseTask',
          entityId: row.id,
          operation: 'insert',
          current: pickFields(row, courseTaskChangeFields),
        },
      ],
      now,
    );
    return row.id;
  });
  return getCourseTask(db, courseId, id);
}

// access.md §0 "Resource binding": a foreign id answers 404; the row is locked for the write.
async function findForUpdate(tx: DbOrTx, courseId: number, courseTaskId: number) {
  const [row] = await tx
    .select()
    .from(courseTasks)
    .where(and(eq(courseTasks.courseId, courseId), eq(courseTasks.id, courseTaskId)))
    .for('update');
  if (!row) throw new AppError('not_found', `Course task ${courseTaskId} was not found in this course.`);
  return row;
}

async function saveChange(tx: DbOrTx, before: CourseTaskRow, values: Partial<CourseTaskRow>, now: Date) {
  const [after] = await tx
    .update(courseTasks)
    .set({ ...values, updatedAt: now })
    .where(eq(courseTasks.id, before.id))
    .returning();
  await recordScheduleChanges(
    tx,
    [
      {
        courseId: before.courseId,
        entityType: 'courseTask',
        entityId: before.id,
        operation: values.disabled ? 'remove' : 'update',
        previous: pickFields(before, courseTaskChangeFields),
        current: values.disabled ? null : pickFields(after, courseTaskChangeFields),
      },
    ],
    now,
  );
  const scoresMove = scoreFields.some((field) => String(before[field]) !== String(after[field]));
  if (scoresMove) await recomputeCourseScores(tx, before.courseId, now);
  return [before.taskOwnerId, after.taskOwnerId];
}

export async function updateCourseTask(
  db: Db,
  courseId: number,
  courseTaskId: number,
  input: CourseTaskInput,
  now: Date,
): Promise<{ courseTask: CourseTask; ownerIds: (number | null)[] }> {
  const ownerIds = await db.transaction(async (tx) => {
    const before = await findForUpdate(tx, courseId, courseTaskId);
    await assertReferences(tx, courseId, input);
    if (!before.disabled) await assertOneStageInterview(tx, courseId, input, courseTaskId);
    return saveChange(tx, before, toValues(input), now);
  });
  return { courseTask: await getCourseTask(db, courseId, courseTaskId), ownerIds };
}

// access.md §14 DELETE: a soft delete; totals recomputed (R3.3). Deleting twice is a no-op.
export async function disableCourseTask(
  db: Db,
  courseId: number,
  courseTaskId: number,
  now: Date,
): Promise<(number | null)[]> {
  return db.transaction(async (tx) => {
    const before = await findForUpdate(tx, courseId, courseTaskId);
    if (before.disabled) return [];
    return saveChange(tx, before, { disabled: true }, now);
  });
}
