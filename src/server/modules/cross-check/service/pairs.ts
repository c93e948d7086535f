import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  courseTasks,
  crossCheckMessages,
  crossCheckPairs,
  crossCheckReviews,
  students,
  taskSolutions,
  tasks,
  users,
} from '../../../db/schema';
import { pageOffset, pagination } from '../../../http/paging';
import { displayName } from '../../auth';
import type { CrossCheckPair, CrossCheckPairsQuery } from '../schemas';

const authors = alias(students, 'author');
const authorUsers = alias(users, 'author_user');
const checkers = alias(students, 'checker');
const checkerUsers = alias(users, 'checker_user');
const messageUsers = alias(users, 'message_user');

type PersonColumns = { githubId: PgColumn; firstName: PgColumn; lastName: PgColumn };
const personContains = (person: PersonColumns, needle: string) =>
  sql`strpos(lower(concat_ws(chr(10), ${person.githubId}, concat_ws(' ', ${person.firstName}, ${person.lastName}))), ${needle.toLowerCase()}) > 0`;
const textContains = (column: PgColumn, needle: string) => sql`strpos(lower(${column}), ${needle.toLowerCase()}) > 0`;

// The course's pairs (cross_check_pair_course_idx leads with course_id, course_task_id) and the page's filters.
function conditions(courseId: number, query: CrossCheckPairsQuery) {
  const where: SQL[] = [eq(crossCheckPairs.courseId, courseId), eq(courseTasks.disabled, false)];
  if (query.courseTaskId) where.push(eq(crossCheckPairs.courseTaskId, query.courseTaskId));
  if (query.checker) where.push(personContains(checkerUsers, query.checker));
  if (query.student) where.push(personContains(authorUsers, query.student));
  if (query.url) where.push(textContains(taskSolutions.url, query.url));
  if (query.task) where.push(textContains(tasks.name, query.task));
  if (query.reviewed === true) where.push(isNotNull(crossCheckReviews.id));
  if (query.reviewed === false) where.push(isNull(crossCheckReviews.id));
  return and(...where);
}

const orderColumns: Record<NonNullable<CrossCheckPairsQuery['orderBy']>, PgColumn> = {
  checker: checkerUsers.githubId,
  student: authorUsers.githubId,
  url: taskSolutions.url,
  task: tasks.name,
  score: crossCheckReviews.score,
  reviewedDate: crossCheckReviews.updatedAt,
  submittedDate: taskSolutions.updatedAt,
};

// access.md §0 "Sorting": the chosen field (pairs without a review last), then the pair id.
function ordering(query: CrossCheckPairsQuery): SQL {
  const direction = sql.raw(query.orderDirection ?? 'desc');
  return sql`${orderColumns[query.orderBy ?? 'submittedDate']} ${direction} nulls last, ${crossCheckPairs.id} asc`;
}

// One statement picks the page with the total beside each row; the filters and sorts need every join anyway, and the
// rows stay narrow (the review history and messages are read afterwards for the page's reviews only).
function selectPairs(db: DbOrTx, courseId: number, query: CrossCheckPairsQuery, limit: number, offset: number) {
  return db
    .select({
      id: crossCheckPairs.id,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      courseTaskId: courseTasks.id,
      taskName: tasks.name,
      checker: { githubId: checkerUsers.githubId, firstName: checkerUsers.firstName, lastName: checkerUsers.lastName },
      student: { githubId: authorUsers.githubId, firstName: authorUsers.firstName, lastName: authorUsers.lastName },
      url: taskSolutions.url,
      submittedDate: taskSolutions.updatedAt,
      reviewId: crossCheckReviews.id,
      score: crossCheckReviews.score,
      comment: crossCheckReviews.comment,
      reviewedDate: crossCheckReviews.updatedAt,
    })
    .from(crossCheckPairs)
    .innerJoin(courseTasks, eq(courseTasks.id, crossCheckPairs.courseTaskId))
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .innerJoin(taskSolutions, eq(taskSolutions.id, crossCheckPairs.taskSolutionId))
    .innerJoin(authors, eq(authors.id, crossCheckPairs.studentId))
    .innerJoin(authorUsers, eq(authorUsers.id, authors.userId))
    .innerJoin(checkers, eq(checkers.id, crossCheckPairs.checkerId))
    .innerJoin(checkerUsers, eq(checkerUsers.id, checkers.userId))
    .leftJoin(
      crossCheckReviews,
      and(
        eq(crossCheckReviews.courseTaskId, crossCheckPairs.courseTaskId),
        eq(crossCheckReviews.studentId, crossCheckPairs.studentId),
        eq(crossCheckReviews.checkerId, crossCheckPairs.checkerId),
      ),
    )
    .where(conditions(courseId, query))
    .orderBy(ordering(query))
    .limit(limit)
    .offset(offset);
}

const person = (row: { githubId: string; firstName: string | null; lastName: string | null }) => ({
  githubId: row.githubId,
  name: displayName(row),
});

// access.md §15 GET /courses/{courseId}/cross-checks/pairs, §0.2 decision 23: every pair of the course, reviewed or
// not, paged on the server, each with its review's history and messages.
export async function listCrossCheckPairs(db: DbOrTx, courseId: number, query: CrossCheckPairsQuery) {
  const rows = await selectPairs(db, courseId, query, query.pageSize, pageOffset(query.current, query.pageSize));
  // A page past the end has no rows to carry the total: the first row of the same query does.
  const total =
    rows[0]?.total ?? (query.current > 1 ? ((await selectPairs(db, courseId, query, 1, 0))[0]?.total ?? 0) : 0);
  const reviewIds = rows.flatMap((row) => (row.reviewId === null ? [] : [row.reviewId]));
  const [histories, messages] = [await historiesOf(db, reviewIds), await messagesOf(db, reviewIds)];
  const items: CrossCheckPair[] = rows.map((row) => ({
    id: row.id,
    courseTask: { id: row.courseTaskId, name: row.taskName },
    checker: person(row.checker),
    student: person(row.student),
    url: row.url,
    score: row.score,
    comment: row.comment,
    submittedDate: row.submittedDate.toISOString(),
    reviewedDate: row.reviewedDate?.toISOString() ?? null,
    history: row.reviewId === null ? [] : (histories.get(row.reviewId) ?? []),
    messages: row.reviewId === null ? [] : (messages.get(row.reviewId) ?? []),
  }));
  return { items, pagination: pagination(query.current, query.pageSize, total) };
}

async function historiesOf(db: DbOrTx, reviewIds: number[]) {
  if (!reviewIds.length) return new Map<number, CrossCheckPair['history']>();
  const rows = await db
    .select({ id: crossCheckReviews.id, history: crossCheckReviews.history })
    .from(crossCheckReviews)
    .where(inArray(crossCheckReviews.id, reviewIds));
  return new Map(rows.map((row) => [row.id, row.history as CrossCheckPair['history']]));
}

type PairMessage = CrossCheckPair['messages'][number];

// Managers and dementors always see who wrote a message (R7.10).
async function messagesOf(db: DbOrTx, reviewIds: number[]): Promise<Map<number, PairMessage[]>> {
  const byReview = new Map<number, PairMessage[]>();
  if (!reviewIds.length) return byReview;
  const rows = await db
    .select({
      id: crossCheckMessages.id,
      reviewId: crossCheckMessages.reviewId,
      role: crossCheckMessages.role,
      content: crossCheckMessages.content,
      createdAt: crossCheckMessages.createdAt,
      isReviewerRead: crossCheckMessages.isReviewerRead,
      isStudentRead: crossCheckMessages.isStudentRead,
      githubId: messageUsers.githubId,
      firstName: messageUsers.firstName,
      lastName: messageUsers.lastName,
    })
    .from(crossCheckMessages)
    .innerJoin(messageUsers, eq(messageUsers.id, crossCheckMessages.authorUserId))
    .where(inArray(crossCheckMessages.reviewId, reviewIds))
    .orderBy(asc(crossCheckMessages.createdAt), asc(crossCheckMessages.id));
  for (const row of rows) {
    const list = byReview.get(row.reviewId) ?? [];
    list.push({
      id: row.id,
      role: row.role,
      author: person(row),
      content: row.content,
      createdDate: row.createdAt.toISOString(),
      isReviewerRead: row.isReviewerRead,
      isStudentRead: row.isStudentRead,
    });
    byReview.set(row.reviewId, list);
  }
  return byReview;
}
