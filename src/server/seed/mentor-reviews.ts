import { and, asc, eq, inArray, isNotNull, isNull, ne, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { courseTasks, mentorReviewAssignments, mentors, students, taskResults, taskSolutions } from '../db/schema';
import { writeTaskResult } from '../modules/scores';
import type { SeedStep } from './context';

const HOUR = 60 * 60 * 1000;
const ASSIGNED_REVIEWS = 40;
const RANDOM_POOL = 12;

type Solution = { courseTaskId: number; studentId: number; createdAt: Date };

// The verifications step may have submitted some of these already (in either order): keep whichever came first.
async function submit(tx: DbOrTx, rows: Solution[]) {
  if (!rows.length) return;
  await tx
    .insert(taskSolutions)
    .values(rows.map((row) => ({ ...row, updatedAt: row.createdAt, url: solutionUrl(row) })))
    .onConflictDoNothing();
}

const solutionUrl = ({ courseTaskId, studentId }: Solution) =>
  `https://github.com/demo-student-${studentId}/task-${courseTaskId}/pull/1`;

// Scores go through the one score service (R3.1); a result another step wrote already stays as it is.
async function score(tx: DbOrTx, row: Solution, value: number, authorId: number, now: Date) {
  const [existing] = await tx
    .select({ id: taskResults.id })
    .from(taskResults)
    .where(and(eq(taskResults.courseTaskId, row.courseTaskId), eq(taskResults.studentId, row.studentId)));
  if (existing) return;
  await writeTaskResult(tx, { ...row, score: value, comment: 'Good work, see the review comments.', authorId }, now);
}

// pages.md §3 /course/mentor/dashboard, §4 /course/admin/mentor-tasks-review; rules.md R11.2–R11.5. In js-fe-2026:
// reviewers for the `assigned` task (some scored), the `mentor` persona's mentee solutions (In review / Done), two
// random-task assignments of unmentored students to him (Random task), and unassigned solutions of unmentored
// students that "Review random task" can take. A fixed number of rows, whatever the school size.
export const seedMentorReviews: SeedStep = async ({ tx, course, persona, now }) => {
  const main = course['js-fe-2026'];
  const checked = await tx
    .select({ id: courseTasks.id, checker: courseTasks.checker, start: courseTasks.studentStartDate })
    .from(courseTasks)
    .where(and(eq(courseTasks.courseId, main), inArray(courseTasks.checker, ['mentor', 'assigned'])))
    .orderBy(asc(courseTasks.studentStartDate), asc(courseTasks.id));
  const opened = checked.filter((task) => task.start <= now);
  const assignedTask = opened.find((task) => task.checker === 'assigned');
  const mentorTasks = opened.filter((task) => task.checker === 'mentor').slice(-2);
  const [me] = await tx
    .select({ id: mentors.id, userId: mentors.userId })
    .from(mentors)
    .where(and(eq(mentors.courseId, main), eq(mentors.userId, persona('mentor'))));
  if (!me || !assignedTask || !mentorTasks.length) return;
  const at = (task: { start: Date }, hours: number) => new Date(task.start.getTime() + hours * HOUR);
  const personaUsers = [persona('student'), persona('expelled-student')];

  const mentored = await tx
    .select({ id: students.id, mentorId: students.mentorId })
    .from(students)
    .where(
      and(
        eq(students.courseId, main),
        eq(students.isExpelled, false),
        isNotNull(students.mentorId),
        ne(students.mentorId, me.id),
        notInArray(students.userId, personaUsers),
      ),
    )
    .orderBy(asc(students.id))
    .limit(ASSIGNED_REVIEWS);
  const unmentored = await tx
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.courseId, main),
        eq(students.isExpelled, false),
        isNull(students.mentorId),
        notInArray(students.userId, personaUsers),
      ),
    )
    .orderBy(asc(students.id))
    .limit(RANDOM_POOL);
  const reviewers = await tx
    .select({ id: mentors.id, userId: mentors.userId })
    .from(mentors)
    .where(and(eq(mentors.courseId, main), eq(mentors.isExpelled, false)))
    .orderBy(asc(mentors.id));

  // The assigned task: every fourth goes to the mentor persona, the rest to another mentor than the student's own.
  const assigned = mentored.map((student, i) => {
    const others = reviewers.filter((mentor) => mentor.id !== student.mentorId);
    const reviewer = i % 4 === 0 ? me : others[i % others.length];
    return {
      solution: { courseTaskId: assignedTask.id, studentId: student.id, createdAt: at(assignedTask, 5 + i) },
      reviewer,
    };
  });
  const [mine] = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.courseId, main), eq(students.userId, persona('student'))));
  // The student persona submitted the older task only: the open one is his to submit on the dashboard (e2e journey).
  const menteeSolutions = mine
    ? mentorTasks.slice(0, -1).map((task) => ({ courseTaskId: task.id, studentId: mine.id, createdAt: at(task, 30) }))
    : [];
  const latest = mentorTasks[mentorTasks.length - 1];
  const pool = unmentored.map((student, i) => ({
    courseTaskId: mentorTasks[i % mentorTasks.length].id,
    studentId: student.id,
    createdAt: at(mentorTasks[i % mentorTasks.length], 10 + i),
  }));
  const randomTasks = pool.filter((solution) => solution.courseTaskId === latest.id).slice(0, 2);

  await submit(tx, [...assigned.map((row) => row.solution), ...menteeSolutions, ...pool]);
  const assignments = [
    ...assigned.map(({ solution, reviewer }) => ({ ...solution, mentorId: reviewer.id })),
    ...randomTasks.map((solution) => ({ ...solution, mentorId: me.id })),
  ].map(({ courseTaskId, studentId, mentorId }) => ({
    courseTaskId,
    studentId,
    mentorId,
    createdAt: now,
    updatedAt: now,
  }));
  if (assignments.length) await tx.insert(mentorReviewAssignments).values(assignments).onConflictDoNothing();

  // Done: half of the mentor persona's assigned reviews and a few of the others', and his mentee's older solution.
  const scored = assigned.filter((_, i) => i % 8 === 0 || i % 5 === 1).slice(0, 8);
  for (const [i, { solution, reviewer }] of scored.entries()) {
    await score(tx, solution, 60 + ((i * 7) % 40), reviewer.userId, now);
  }
  if (menteeSolutions.length > 0) await score(tx, menteeSolutions[0], 85, me.userId, now);
};
