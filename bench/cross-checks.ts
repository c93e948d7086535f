// The large school's cross-check (issue 8 bench): 5,000 submitters distributed in one transaction (budget ≤ 2 s,
// rules.md R7.3) into 20,000 pairs, about half of them reviewed, for the pairs page (50 rows, filtered, p99 ≤ 50 ms).
// Deterministic: the same school gets the same pairs and reviews.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import {
  courses,
  courseTasks,
  crossCheckMessages,
  crossCheckPairs,
  crossCheckReviews,
  students,
  tasks,
  taskSolutions,
} from '../src/server/db/schema';
import { distributeCrossCheck } from '../src/server/modules/cross-check';
import { seededRandom } from '../src/server/seed/random';

export const LARGE_CROSS_CHECK_SUBMITTERS = 5_000;
export const CROSS_CHECK_DISTRIBUTION_BUDGET_MS = 2_000;
const TASK_NAME = 'Bench cross-check';
const BATCH = 2000;
const DAY = 24 * 60 * 60 * 1000;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export type LargeCrossCheck = { courseTaskId: number; pairs: number; distributionMs: number };

export async function addLargeCrossCheck(db: Db, now = new Date()): Promise<LargeCrossCheck> {
  const random = seededRandom(88);
  const [main] = await db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  const [task] = await db.insert(tasks).values({ name: TASK_NAME, type: 'jstask' }).returning({ id: tasks.id });
  const [courseTask] = await db
    .insert(courseTasks)
    .values({
      courseId: main.id,
      taskId: task.id,
      checker: 'crossCheck',
      studentStartDate: new Date(now.getTime() - 20 * DAY),
      studentEndDate: new Date(now.getTime() - DAY),
      crossCheckEndDate: new Date(now.getTime() + 6 * DAY),
    })
    .returning({ id: courseTasks.id });
  const authors = await db
    .select({ id: students.id, userId: students.userId })
    .from(students)
    .where(and(eq(students.courseId, main.id), eq(students.isExpelled, false)))
    .orderBy(asc(students.id))
    .limit(LARGE_CROSS_CHECK_SUBMITTERS);
  await inBatches(authors, (batch) =>
    db.insert(taskSolutions).values(
      batch.map((author) => {
        const at = new Date(now.getTime() - 20 * DAY + Math.floor(random() * 19 * DAY));
        return {
          courseTaskId: courseTask.id,
          studentId: author.id,
          url: `https://github.com/bench-${author.id}/cross-check/pull/${1 + Math.floor(random() * 40)}`,
          createdAt: at,
          updatedAt: at,
        };
      }),
    ),
  );

  // What the manager's button and the sweep run (R7.3), timed alone in its own transaction.
  const started = performance.now();
  const result = await db.transaction((tx) => distributeCrossCheck(tx, courseTask.id, { now, random }));
  const distributionMs = performance.now() - started;

  const pairs = await db
    .select({ studentId: crossCheckPairs.studentId, checkerId: crossCheckPairs.checkerId })
    .from(crossCheckPairs)
    .where(eq(crossCheckPairs.courseTaskId, courseTask.id))
    .orderBy(asc(crossCheckPairs.id));
  const userOf = new Map(authors.map((author) => [author.id, author.userId]));
  const reviewed = pairs.filter(() => random() < 0.5);
  const reviewIds: { id: number; studentId: number; checkerId: number }[] = [];
  await inBatches(reviewed, async (batch) => {
    const rows = await db
      .insert(crossCheckReviews)
      .values(
        batch.map((pair) => {
          const score = 40 + Math.floor(random() * 61);
          const comment = random() < 0.2 ? 'Fine.' : 'The layout follows the design; two buttons miss hover states.';
          const dateTime = new Date(now.getTime() - Math.floor(random() * DAY));
          const entry = { score, comment, criteria: [], anonymous: true, authorId: userOf.get(pair.checkerId) ?? 0 };
          return {
            courseTaskId: courseTask.id,
            ...pair,
            score,
            comment,
            history: [{ ...entry, dateTime: dateTime.toISOString() }],
            createdAt: dateTime,
            updatedAt: dateTime,
          };
        }),
      )
      .returning({
        id: crossCheckReviews.id,
        studentId: crossCheckReviews.studentId,
        checkerId: crossCheckReviews.checkerId,
      });
    reviewIds.push(...rows);
  });
  const discussed = reviewIds.filter((_, i) => i % 10 === 0);
  await inBatches(discussed, (batch) =>
    db.insert(crossCheckMessages).values(
      batch.flatMap((review) => [
        {
          reviewId: review.id,
          authorUserId: userOf.get(review.studentId) ?? 0,
          role: 'student' as const,
          content: 'Why?',
        },
        {
          reviewId: review.id,
          authorUserId: userOf.get(review.checkerId) ?? 0,
          role: 'reviewer' as const,
          content: 'See the second criterion.',
        },
      ]),
    ),
  );
  await db.execute(sql`analyze cross_check_pair, cross_check_review, cross_check_message, task_solution`);
  return { courseTaskId: courseTask.id, pairs: result.pairsCount, distributionMs };
}

// The pairs page as the cross-check table asks for it (pages.md §4: 50 rows a page): each filter alone and
// combined, every sort, a few pages, the task select.
export function crossCheckPairsPaths(courseId: number, courseTaskId: number): string[] {
  const base = `/api/v2/courses/${courseId}/cross-checks/pairs?pageSize=50`;
  const filters = [
    '',
    'checker=demo-student-001',
    'student=demo-student-02',
    'url=pull/7',
    'task=bench',
    'reviewed=true',
    'reviewed=false',
    `courseTaskId=${courseTaskId}`,
    `courseTaskId=${courseTaskId}&reviewed=false&student=demo-student-1`,
    'checker=an&reviewed=true',
  ];
  const orders = ['submittedDate&orderDirection=desc', 'score&orderDirection=desc', 'checker&orderDirection=asc'];
  return filters.flatMap((filter, i) =>
    [1, 3].map(
      (page, j) => `${base}&current=${page}&orderBy=${orders[(i + j) % orders.length]}${filter ? `&${filter}` : ''}`,
    ),
  );
}
