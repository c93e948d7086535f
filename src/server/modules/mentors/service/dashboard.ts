import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  courseTasks,
  mentorReviewAssignments,
  students,
  taskResults,
  taskSolutions,
  tasks,
  users,
} from '../../../db/schema';
import { displayName } from '../../auth';
import type { DashboardStatus, MentorDashboardItem } from '../schemas';
import type { OwnedMentor } from './owner';

// rules.md R11.4: the review window after the student's deadline.
const REVIEW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
// "Mentor-checked" tasks: a mentor reviews them (checker mentor) or the mentor assigned to the solution (assigned).
export const mentorCheckers = ['mentor', 'assigned'] as const;

type DashboardRow = {
  studentId: number;
  githubId: string;
  firstName: string | null;
  lastName: string | null;
  studentMentorId: number | null;
  courseTaskId: number;
  checker: string;
  taskName: string;
  taskDescriptionUrl: string | null;
  maxScore: number;
  resultScore: number | null;
  solutionUrl: string;
  assignedMentorId: number | null;
  studentEndDate: Date;
};

// rules.md R11.4 status. A random-task assignment is told apart from an assigned-distribution one (R11.2, which only
// pairs students who have a mentor with `assigned` tasks): the solution is assigned to this mentor, the student is not
// his mentee, and either the task is `mentor`-checked or the student has no mentor.
export function dashboardStatus(row: DashboardRow, mentorId: number): DashboardStatus {
  if (row.resultScore !== null) return 'done';
  const randomTask =
    row.assignedMentorId === mentorId &&
    row.studentMentorId !== mentorId &&
    (row.checker === 'mentor' || row.studentMentorId === null);
  return randomTask ? 'random-task' : 'in-review';
}

export const toDashboardItem = (row: DashboardRow, mentorId: number): MentorDashboardItem => ({
  student: {
    id: row.studentId,
    githubId: row.githubId,
    name: displayName({ firstName: row.firstName, lastName: row.lastName, githubId: row.githubId }),
  },
  courseTaskId: row.courseTaskId,
  taskName: row.taskName,
  taskDescriptionUrl: row.taskDescriptionUrl,
  maxScore: row.maxScore,
  resultScore: row.resultScore,
  solutionUrl: row.solutionUrl,
  status: dashboardStatus(row, mentorId),
  endDate: new Date(row.studentEndDate.getTime() + REVIEW_DAYS * DAY_MS).toISOString(),
});

export function dashboardRows(db: DbOrTx, courseId: number, where: SQL | undefined) {
  return db
    .select({
      studentId: students.id,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      studentMentorId: students.mentorId,
      courseTaskId: courseTasks.id,
      checker: courseTasks.checker,
      taskName: tasks.name,
      taskDescriptionUrl: tasks.descriptionUrl,
      maxScore: courseTasks.maxScore,
      resultScore: taskResults.score,
      solutionUrl: taskSolutions.url,
      assignedMentorId: mentorReviewAssignments.mentorId,
      studentEndDate: courseTasks.studentEndDate,
    })
    .from(taskSolutions)
    .innerJoin(courseTasks, eq(courseTasks.id, taskSolutions.courseTaskId))
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .innerJoin(students, eq(students.id, taskSolutions.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(
      mentorReviewAssignments,
      and(
        eq(mentorReviewAssignments.courseTaskId, taskSolutions.courseTaskId),
        eq(mentorReviewAssignments.studentId, taskSolutions.studentId),
      ),
    )
    .leftJoin(
      taskResults,
      and(eq(taskResults.courseTaskId, taskSolutions.courseTaskId), eq(taskResults.studentId, taskSolutions.studentId)),
    )
    .where(
      and(
        eq(courseTasks.courseId, courseId),
        eq(courseTasks.disabled, false),
        inArray(courseTasks.checker, [...mentorCheckers]),
        where,
      ),
    )
    .orderBy(asc(courseTasks.studentEndDate), asc(courseTasks.id), asc(students.id));
}

// access.md §21 GET dashboard, rules.md R11.4: his mentees' solutions of `mentor` tasks not assigned to someone else,
// and every solution assigned to him; expelled students are left out (nothing to review for them).
export async function mentorDashboard(db: DbOrTx, mentor: OwnedMentor): Promise<MentorDashboardItem[]> {
  const rows = await dashboardRows(
    db,
    mentor.courseId,
    and(
      eq(students.isExpelled, false),
      or(
        eq(mentorReviewAssignments.mentorId, mentor.id),
        and(
          isNull(mentorReviewAssignments.id),
          eq(students.mentorId, mentor.id),
          sql`${courseTasks.checker} = 'mentor'`,
        ),
      ),
    ),
  );
  return rows.map((row) => toDashboardItem(row, mentor.id));
}
