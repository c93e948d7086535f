import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  courseTasks,
  crossCheckMessages,
  crossCheckPairs,
  crossCheckReviews,
  scheduleChanges,
  students,
  taskSolutions,
  type ReviewCriterion,
} from '../db/schema';
import { distributeCrossCheck } from '../modules/cross-check';
import { completeCrossCheck } from '../modules/cross-check-reviews';
import type { SeedStep } from './context';
import { seededRandom, type Random } from './random';
import { demoCriteria } from './task-catalogue';

// Its own generator: what this step draws does not depend on the steps before it.
const SEED = 8_2026;
const BATCH = 1000;
// A cohort of about 120 per task whatever the school size, spread over the course: enough for every screen, quick to
// seed (the bench measures its own 5,000-submitter distribution).
const MAX_SUBMITTERS = 120;
const SUBMIT_SHARE = 0.85;

const comments = [
  'Clean layout, the header matches the design. The adaptive part breaks below 375 px: the menu overlaps the logo.',
  'Everything from the task works. The console stays clean and the code is easy to read; consider smaller components.',
  'Good work overall. Two interactive elements do not react to the keyboard, so I took a few points off for them.',
  'The page follows the design closely. Hover states are missing on the cards, and the footer links lead nowhere.',
  'Looks fine to me.',
  'Nice job!',
];

type Task = { id: number; start: Date; end: Date; crossCheckEnd: Date; maxScore: number };
type Student = { id: number; userId: number };

const between = (random: Random, from: Date, to: Date) =>
  new Date(from.getTime() + Math.floor(random() * Math.max(0, to.getTime() - from.getTime())));

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

// rules.md R8: a review form filled against the demo criteria; the score is the sum of the points (R8.2), and a
// subtask below its maximum carries a comment (R8.3).
function reviewForm(random: Random, quality: number) {
  const criteria: ReviewCriterion[] = demoCriteria.map((criterion) => {
    if (criterion.type !== 'subtask') return { key: criterion.key, type: criterion.type, max: criterion.max };
    const max = criterion.max ?? 0;
    const point = Math.min(max, Math.round(max * Math.min(1, quality + random() * 0.2)));
    return point < max
      ? { key: criterion.key, type: 'subtask', max, point, comment: 'Partly done: see the comment below.' }
      : { key: criterion.key, type: 'subtask', max, point };
  });
  const score = criteria.reduce(
    (sum, criterion) => sum + (criterion.type === 'subtask' ? (criterion.point ?? 0) : 0),
    0,
  );
  return { criteria, score };
}

// The submitters of one task: the student persona and a random share of the other active students.
function pickSubmitters(random: Random, active: Student[], personaStudent: Student | undefined) {
  const share = Math.min(SUBMIT_SHARE, MAX_SUBMITTERS / Math.max(active.length, 1));
  const others = active.filter((student) => student !== personaStudent && random() < share);
  return [...(personaStudent ? [personaStudent] : []), ...others].slice(0, MAX_SUBMITTERS);
}

async function submitSolutions(tx: DbOrTx, random: Random, task: Task, submitters: Student[]) {
  const rows = submitters.map((student) => {
    const at = between(random, task.start, task.end);
    return {
      courseTaskId: task.id,
      studentId: student.id,
      url: `https://github.com/demo-student-${student.id}/cross-check-${task.id}/pull/1`,
      review: [{ criteriaId: 'header', percentage: 1 }],
      createdAt: at,
      updatedAt: at,
    };
  });
  await insertInBatches(rows, (batch) => tx.insert(taskSolutions).values(batch).onConflictDoNothing());
}

type Pair = typeof crossCheckPairs.$inferSelect;

// Reviews of the given pairs: most reviewers named only by number, a few edited once (history keeps both), some
// comments short enough for the "bad comments" report.
async function writeReviews(
  tx: DbOrTx,
  random: Random,
  task: Task,
  pairs: Pair[],
  context: { users: Map<number, number>; now: Date },
) {
  const { users, now } = context;
  const until = task.crossCheckEnd < now ? task.crossCheckEnd : now;
  const rows = pairs.map((pair, i) => {
    const at = between(random, task.end, until);
    const { criteria, score } = reviewForm(random, 0.5 + random() * 0.5);
    const comment = comments[Math.floor(random() * comments.length)];
    const anonymous = random() < 0.8;
    const authorId = users.get(pair.checkerId) ?? 0;
    const entry = { score, comment, criteria, anonymous, authorId, dateTime: at.toISOString() };
    const edited = i % 9 === 0 && score > 10;
    const earlier = { ...entry, score: score - 10, dateTime: new Date(at.getTime() - 3_600_000).toISOString() };
    return {
      courseTaskId: task.id,
      studentId: pair.studentId,
      checkerId: pair.checkerId,
      score,
      comment,
      anonymous,
      criteria,
      history: edited ? [earlier, entry] : [entry],
      createdAt: edited ? new Date(at.getTime() - 3_600_000) : at,
      updatedAt: at,
    };
  });
  await insertInBatches(rows, (batch) => tx.insert(crossCheckReviews).values(batch));
}

// A short thread on each review the student persona received: he asks, the reviewer answers.
async function discussPersonaReviews(tx: DbOrTx, task: Task, personaStudent: Student, users: Map<number, number>) {
  const received = await tx
    .select({ id: crossCheckReviews.id, checkerId: crossCheckReviews.checkerId, at: crossCheckReviews.updatedAt })
    .from(crossCheckReviews)
    .where(and(eq(crossCheckReviews.courseTaskId, task.id), eq(crossCheckReviews.studentId, personaStudent.id)))
    .orderBy(asc(crossCheckReviews.id))
    .limit(2);
  const messages = received.flatMap((review) => [
    {
      reviewId: review.id,
      authorUserId: personaStudent.userId,
      role: 'student' as const,
      content: 'Thank you! Which breakpoint did you check the menu at?',
      isStudentRead: true,
      createdAt: new Date(review.at.getTime() + 3_600_000),
    },
    {
      reviewId: review.id,
      authorUserId: users.get(review.checkerId) ?? personaStudent.userId,
      role: 'reviewer' as const,
      content: 'At 360 px: the burger icon covers the logo there.',
      isReviewerRead: true,
      createdAt: new Date(review.at.getTime() + 7_200_000),
    },
  ]);
  if (messages.length) await tx.insert(crossCheckMessages).values(messages);
}

// rules.md R7: the running course's cross-check tasks through their real lifecycle. A task whose review window has
// ended (Portfolio) is distributed, fully reviewed but for a few reviewers who skipped (they get no score, R7.8) and
// completed, so its scores come from the completion rule; the task in review (Shelter) is distributed with about
// half of the reviews written: the student persona has one of his assignments reviewed and two reviews received,
// each with a thread. A task not yet due (Async Race) stays initial.
export const seedCrossChecks: SeedStep = async ({ tx, course, persona, now }) => {
  const main = course['js-fe-2026'];
  const random = seededRandom(SEED);
  const tasks = (
    await tx
      .select({
        id: courseTasks.id,
        start: courseTasks.studentStartDate,
        end: courseTasks.studentEndDate,
        crossCheckEnd: courseTasks.crossCheckEndDate,
        maxScore: courseTasks.maxScore,
      })
      .from(courseTasks)
      .where(
        and(eq(courseTasks.courseId, main), eq(courseTasks.checker, 'crossCheck'), eq(courseTasks.disabled, false)),
      )
      .orderBy(asc(courseTasks.studentEndDate), asc(courseTasks.id))
  ).flatMap((task) => (task.crossCheckEnd && task.end < now ? [{ ...task, crossCheckEnd: task.crossCheckEnd }] : []));
  const active = await tx
    .select({ id: students.id, userId: students.userId })
    .from(students)
    .where(and(eq(students.courseId, main), eq(students.isExpelled, false)))
    .orderBy(asc(students.id));
  const users = new Map(active.map((student) => [student.id, student.userId]));
  const personaStudent = active.find((student) => student.userId === persona('student'));

  for (const task of tasks) {
    const submitters = pickSubmitters(random, active, personaStudent);
    await submitSolutions(tx, random, task, submitters);
    await distributeCrossCheck(tx, task.id, { now, random });
    const pairs = await tx
      .select()
      .from(crossCheckPairs)
      .where(eq(crossCheckPairs.courseTaskId, task.id))
      .orderBy(asc(crossCheckPairs.id));
    const completed = task.crossCheckEnd < now;
    const skippers = new Set(submitters.filter((s, i) => s !== personaStudent && i % 25 === 7).map((s) => s.id));
    const personaCounts = { reviewed: 0, received: 0 };
    const reviewed = pairs.filter((pair) => {
      if (pair.checkerId === personaStudent?.id) return completed || personaCounts.reviewed++ < 1;
      if (pair.studentId === personaStudent?.id) return completed || personaCounts.received++ < 2;
      return completed ? !skippers.has(pair.checkerId) || pair.id % 2 === 0 : random() < 0.5;
    });
    await writeReviews(tx, random, task, reviewed, { users, now });
    if (personaStudent) await discussPersonaReviews(tx, task, personaStudent, users);
    if (completed) await completeCrossCheck(tx, { now }, task.id);
  }
  // The seed's own lifecycle steps are history, not news for the schedule digest (R20.9).
  if (tasks.length) {
    await tx
      .update(scheduleChanges)
      .set({ notifiedAt: now })
      .where(
        and(
          eq(scheduleChanges.entityType, 'courseTask'),
          inArray(
            scheduleChanges.entityId,
            tasks.map((task) => task.id),
          ),
          isNull(scheduleChanges.notifiedAt),
        ),
      );
  }
};
