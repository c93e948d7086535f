import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  courseTasks,
  mentorReviewAssignments,
  mentors,
  students,
  taskResults,
  taskSolutions,
  tasks,
  users,
} from '../../../db/schema';
import { pageOffset, pagination } from '../../../http/paging';
import { displayName } from '../../auth';
import type { MentorReview, MentorReviewsQuery } from '../schemas';

const checkerUsers = alias(users, 'checker_user');
const mentorCheckers = ['mentor', 'assigned'] as const;

// Contains, any letter case, as plain text: the login or "first last" of a person.
type PersonColumns = { githubId: PgColumn; firstName: PgColumn; lastName: PgColumn };
const personContains = (person: PersonColumns, needle: string) =>
  sql`strpos(lower(concat_ws(chr(10), ${person.githubId}, concat_ws(' ', ${person.firstName}, ${person.lastName}))), ${needle.toLowerCase()}) > 0`;

function conditions(courseId: number, query: MentorReviewsQuery) {
  const where: SQL[] = [eq(courseTasks.courseId, courseId), inArray(courseTasks.checker, [...mentorCheckers])];
  if (query.tasks?.length) where.push(inArray(courseTasks.id, query.tasks));
  if (query.student) where.push(personContains(users, query.student));
  if (query.checker) where.push(personContains(checkerUsers, query.checker));
  return and(...where);
}

// access.md §0 "Sorting": the chosen field (missing reviews last), then the solution id.
function ordering(query: MentorReviewsQuery): SQL {
  const direction = sql.raw(query.sortOrder ?? 'desc');
  const column = query.sortField === 'reviewedAt' ? taskResults.updatedAt : taskSolutions.createdAt;
  return sql`${column} ${direction} nulls last, ${taskSolutions.id} asc`;
}

// access.md §20 GET, §0.2 decision 23: submitted solutions of mentor-checked tasks, paged on the server.
export async function listMentorReviews(db: DbOrTx, courseId: number, query: MentorReviewsQuery) {
  const rows = await db
    .select({
      id: taskSolutions.id,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      courseTaskId: courseTasks.id,
      taskName: tasks.name,
      taskDescriptionUrl: tasks.descriptionUrl,
      studentId: students.id,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      solutionUrl: taskSolutions.url,
      submittedAt: taskSolutions.createdAt,
      checkerGithubId: checkerUsers.githubId,
      checkerFirstName: checkerUsers.firstName,
      checkerLastName: checkerUsers.lastName,
      score: taskResults.score,
      maxScore: courseTasks.maxScore,
      reviewedAt: taskResults.updatedAt,
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
    .leftJoin(mentors, eq(mentors.id, mentorReviewAssignments.mentorId))
    .leftJoin(checkerUsers, eq(checkerUsers.id, mentors.userId))
    .leftJoin(
      taskResults,
      and(eq(taskResults.courseTaskId, taskSolutions.courseTaskId), eq(taskResults.studentId, taskSolutions.studentId)),
    )
    .where(conditions(courseId, query))
    .orderBy(ordering(query))
    .limit(query.pageSize)
    .offset(pageOffset(query.current, query.pageSize));
  const total = rows[0]?.total ?? (query.current > 1 ? await countReviews(db, courseId, query) : 0);
  return { items: rows.map(toReview), pagination: pagination(query.current, query.pageSize, total) };
}

// A page past the end has no rows to carry the total: count apart.
async function countReviews(db: DbOrTx, courseId: number, query: MentorReviewsQuery) {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(taskSolutions)
    .innerJoin(courseTasks, eq(courseTasks.id, taskSolutions.courseTaskId))
    .innerJoin(students, eq(students.id, taskSolutions.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(
      mentorReviewAssignments,
      and(
        eq(mentorReviewAssignments.courseTaskId, taskSolutions.courseTaskId),
        eq(mentorReviewAssignments.studentId, taskSolutions.studentId),
      ),
    )
    .leftJoin(mentors, eq(mentors.id, mentorReviewAssignments.mentorId))
    .leftJoin(checkerUsers, eq(checkerUsers.id, mentors.userId))
    .where(conditions(courseId, query));
  return row.total;
}

type Row = {
  id: number;
  courseTaskId: number;
  taskName: string;
  taskDescriptionUrl: string | null;
  studentId: number;
  githubId: string;
  firstName: string | null;
  lastName: string | null;
  solutionUrl: string;
  submittedAt: Date;
  checkerGithubId: string | null;
  checkerFirstName: string | null;
  checkerLastName: string | null;
  score: number | null;
  maxScore: number;
  reviewedAt: Date | null;
};

const toReview = (row: Row): MentorReview => ({
  id: row.id,
  courseTaskId: row.courseTaskId,
  taskName: row.taskName,
  taskDescriptionUrl: row.taskDescriptionUrl,
  student: { id: row.studentId, githubId: row.githubId, name: displayName(row) },
  solutionUrl: row.solutionUrl,
  submittedAt: row.submittedAt.toISOString(),
  checker: row.checkerGithubId
    ? {
        githubId: row.checkerGithubId,
        name: displayName({
          githubId: row.checkerGithubId,
          firstName: row.checkerFirstName,
          lastName: row.checkerLastName,
        }),
      }
    : null,
  score: row.score,
  maxScore: row.maxScore,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});
