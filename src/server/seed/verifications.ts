import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { courseTasks, students, taskResults, taskSolutions, tasks, taskVerifications } from '../db/schema';
import type { VerificationAnswer } from '../db/schema';
import type { SeedStep } from './context';
import { seededRandom, type Random } from './random';
import { selfCheckAttributes } from './task-catalogue';

const BATCH = 1000;
const HOUR = 60 * 60 * 1000;
// Its own generator, so that what this step draws does not depend on the steps before it.
const SEED = 9_2026;
const PENDING_CHECKS = 5;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

// Answers with `correct` of the demo test's questions right; the wrong ones pick the first wrong option.
function demoAnswers(correct: number, random: Random): VerificationAnswer[] {
  const { answers } = selfCheckAttributes('');
  const rightIndexes = new Set([...answers.keys()].sort(() => random() - 0.5).slice(0, correct));
  return answers.map((answer, index) => {
    if (rightIndexes.has(index)) return { index, value: answer, isCorrect: true };
    const wrong = Array.isArray(answer) ? [answer[0]] : answer === 0 ? 1 : 0;
    return { index, value: wrong, isCorrect: false };
  });
}

async function courseTasksOf(tx: DbOrTx, courseId: number) {
  return tx
    .select({
      id: courseTasks.id,
      checker: courseTasks.checker,
      type: tasks.type,
      maxScore: courseTasks.maxScore,
      start: courseTasks.studentStartDate,
      end: courseTasks.studentEndDate,
    })
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .where(and(eq(courseTasks.courseId, courseId), eq(courseTasks.disabled, false)))
    .orderBy(asc(courseTasks.studentStartDate), asc(courseTasks.id));
}

// rules.md R9.3: attempts at the past self-check test. A student's best attempt equals the result another step wrote
// (the score service stays the only writer of results); students without a result have only failed attempts.
async function seedSelfCheckAttempts(
  tx: DbOrTx,
  random: Random,
  task: { id: number; maxScore: number; start: Date },
  studentIds: number[],
  personaId?: number,
) {
  const results = await tx
    .select({ studentId: taskResults.studentId, score: taskResults.score })
    .from(taskResults)
    .where(eq(taskResults.courseTaskId, task.id));
  const resultOf = new Map(results.map((row) => [row.studentId, row.score]));
  const threshold = selfCheckAttributes('').public.thresholdPercentage;
  const questions = selfCheckAttributes('').answers.length;
  const rows = studentIds
    .filter((id) => id === personaId || resultOf.has(id) || random() < 0.5)
    .flatMap((studentId) => {
      const best = resultOf.get(studentId);
      const attempts = best === undefined ? [0] : random() < 0.4 ? [0, best] : [best];
      return attempts.map((score, attempt) => {
        const correct = score === 0 ? Math.floor(random() * 4) : Math.round((score / task.maxScore) * questions);
        const percent = Math.round((100 * correct) / questions);
        const details =
          score === 0 || percent < threshold
            ? `Accuracy: ${percent}%. Below the threshold of ${threshold}%`
            : `Accuracy: ${percent}%`;
        const at = new Date(task.start.getTime() + (24 + attempt * 30 + random() * 48) * HOUR);
        return {
          studentId,
          courseTaskId: task.id,
          status: 'completed' as const,
          score,
          details,
          answers: demoAnswers(correct, random),
          createdAt: at,
          updatedAt: at,
        };
      });
    });
  await insertInBatches(rows, (batch) => tx.insert(taskVerifications).values(batch));
}

// pages.md §2 /course/student/auto-test and §3 mentor dashboard, rules.md R9 and R11.1. In js-fe-2026: attempts at the
// past self-check test, a few checks of the Codewars task waiting for the external checker, and solutions of the past
// mentor-checked tasks. The student persona has not taken the current self-check test and has not submitted the
// mentor task in its window (the end-to-end journey does both).
export const seedVerifications: SeedStep = async ({ tx, course, persona, now }) => {
  const random = seededRandom(SEED);
  const main = course['js-fe-2026'];
  const roster = await tx
    .select({ id: students.id, userId: students.userId })
    .from(students)
    .where(and(eq(students.courseId, main), eq(students.isExpelled, false)))
    .orderBy(asc(students.id));
  const personaStudent = roster.find((row) => row.userId === persona('student'))?.id;
  const studentIds = roster.map((row) => row.id);
  const taskRows = await courseTasksOf(tx, main);

  const pastSelfChecks = taskRows.filter((task) => task.type === 'selfeducation' && task.end < now);
  for (const task of pastSelfChecks) await seedSelfCheckAttempts(tx, random, task, studentIds, personaStudent);

  const codewars = taskRows.find((task) => task.type === 'codewars' && task.checker === 'auto-test');
  if (codewars) {
    const waiting = studentIds.filter((id) => id !== personaStudent).slice(0, PENDING_CHECKS);
    const at = new Date(now.getTime() - 10 * 60 * 1000);
    if (waiting.length) {
      await tx.insert(taskVerifications).values(
        waiting.map((studentId) => ({
          studentId,
          courseTaskId: codewars.id,
          status: 'pending' as const,
          payload: { taskType: 'codewars', studentId },
          createdAt: at,
          updatedAt: at,
        })),
      );
    }
  }

  // R11.1: solutions of the mentor-checked tasks whose deadline has passed (another step may have sent some first).
  const pastMentorTasks = taskRows.filter(
    (task) => ['mentor', 'assigned'].includes(task.checker) && task.end < now && !task.type.includes('interview'),
  );
  const solutions = pastMentorTasks.flatMap((task) =>
    studentIds
      .filter((id) => id === personaStudent || random() < 0.6)
      .map((studentId) => {
        const at = new Date(task.start.getTime() + (12 + random() * 200) * HOUR);
        return {
          courseTaskId: task.id,
          studentId,
          url: `https://github.com/demo-student-${studentId}/task-${task.id}/pull/1`,
          createdAt: at,
          updatedAt: at,
        };
      }),
  );
  await insertInBatches(solutions, (batch) => tx.insert(taskSolutions).values(batch).onConflictDoNothing());
  await tx.execute(sql`analyze task_verification, task_solution`);
};
