import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { crossCheckReviews } from '../../../db/schema';
import { pageOffset, pagination } from '../../../http/paging';
import { displayName } from '../../auth';
import type { CrossCheckPair, CrossCheckPairsQuery } from '../schemas';
import { pairsSnapshot, type PairRow, type PairsSnapshot } from './pairs-snapshot';

type OrderBy = NonNullable<CrossCheckPairsQuery['orderBy']>;
type SortValue = string | number | null;

const sortValue: Record<OrderBy, (row: PairRow) => SortValue> = {
  checker: (row) => row.checker.githubId,
  student: (row) => row.student.githubId,
  url: (row) => row.url,
  task: (row) => row.taskName,
  score: (row) => row.score,
  reviewedDate: (row) => row.reviewedAt,
  submittedDate: (row) => row.submittedAt,
};

// access.md §0 "Sorting": the chosen field in the chosen direction (pairs without a review last either way), then the
// pair id ascending. Each order is sorted once per snapshot.
function sortedRows(snapshot: PairsSnapshot, orderBy: OrderBy, direction: 'asc' | 'desc'): PairRow[] {
  const key = `${orderBy}:${direction}`;
  const cached = snapshot.sorted.get(key);
  if (cached) return cached;
  const value = sortValue[orderBy];
  const sign = direction === 'asc' ? 1 : -1;
  const sorted = [...snapshot.rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return a.id - b.id;
  });
  snapshot.sorted.set(key, sorted);
  return sorted;
}

// The page's filters: contains in any letter case (a person's login or name), the task select, reviewed or not.
// One plain function over the snapshot's lower-case haystacks; null when nothing filters.
function matcher(query: CrossCheckPairsQuery): ((row: PairRow) => boolean) | null {
  const { courseTaskId, reviewed } = query;
  const [checker, student, task, url] = [query.checker, query.student, query.task, query.url].map(
    (needle) => needle?.toLowerCase() || undefined,
  );
  if (!courseTaskId && reviewed === undefined && !checker && !student && !task && !url) return null;
  return (row) =>
    (!courseTaskId || row.courseTaskId === courseTaskId) &&
    (reviewed === undefined || (row.reviewId !== null) === reviewed) &&
    (!checker || row.checkerText.includes(checker)) &&
    (!student || row.studentText.includes(student)) &&
    (!task || row.taskText.includes(task)) &&
    (!url || row.urlText.includes(url));
}

// The matching rows of one query in its order, kept with the snapshot for the next pages and the same filters (a
// bounded number of queries per snapshot, the oldest dropped first).
const MAX_QUERIES = 32;

function matchingRows(snapshot: PairsSnapshot, query: CrossCheckPairsQuery): PairRow[] {
  const sorted = sortedRows(snapshot, query.orderBy ?? 'submittedDate', query.orderDirection ?? 'desc');
  const matches = matcher(query);
  if (!matches) return sorted;
  const key = JSON.stringify([
    query.orderBy,
    query.orderDirection,
    query.courseTaskId,
    query.reviewed,
    query.checker?.toLowerCase(),
    query.student?.toLowerCase(),
    query.task?.toLowerCase(),
    query.url?.toLowerCase(),
  ]);
  const cached = snapshot.filtered.get(key);
  if (cached) return cached;
  const rows = sorted.filter(matches);
  snapshot.filtered.set(key, rows);
  if (snapshot.filtered.size > MAX_QUERIES) snapshot.filtered.delete(snapshot.filtered.keys().next().value as string);
  return rows;
}

// access.md §15 GET /courses/{courseId}/cross-checks/pairs, §0.2 decision 23: every pair of the course, reviewed or
// not, paged on the server, each with its review's comment, history and messages.
export async function listCrossCheckPairs(db: Db, courseId: number, query: CrossCheckPairsQuery, now: Date) {
  const snapshot = await pairsSnapshot(db, courseId, now);
  const rows = matchingRows(snapshot, query);
  const from = pageOffset(query.current, query.pageSize);
  const page = rows.slice(from, from + query.pageSize);
  const total = rows.length;
  const reviews = await reviewDetails(
    db,
    page.flatMap((row) => (row.reviewId === null ? [] : [row.reviewId])),
  );
  const items: CrossCheckPair[] = page.map((row) => {
    const review = row.reviewId === null ? undefined : reviews.get(row.reviewId);
    return {
      id: row.id,
      courseTask: { id: row.courseTaskId, name: row.taskName },
      checker: row.checker,
      student: row.student,
      url: row.url,
      score: row.score,
      comment: review?.comment ?? null,
      submittedDate: new Date(row.submittedAt).toISOString(),
      reviewedDate: row.reviewedAt === null ? null : new Date(row.reviewedAt).toISOString(),
      history: review?.history ?? [],
      messages: review?.messages ?? [],
    };
  });
  return { items, pagination: pagination(query.current, query.pageSize, total) };
}

type PairMessage = CrossCheckPair['messages'][number];
type ReviewDetails = { comment: string; history: CrossCheckPair['history']; messages: PairMessage[] };
type MessageRow = Omit<PairMessage, 'author'> & { githubId: string; firstName: string | null; lastName: string | null };
type DetailsRow = {
  id: number;
  comment: string;
  history: CrossCheckPair['history'];
  messages: MessageRow[] | string;
};

// The page's reviews in one round trip: comment, history and the thread, whose authors managers and dementors always
// see (R7.10). Prepared once per connection (one text whatever the page's ids), so it is planned once, not per page.
const prepareReviewDetails = (db: Db) =>
  db
    .select({
      id: crossCheckReviews.id,
      comment: crossCheckReviews.comment,
      history: crossCheckReviews.history,
      messages: sql<MessageRow[] | string>`coalesce((
        select json_agg(json_build_object(
          'id', m.id, 'role', m.role, 'content', m.content,
          'createdDate', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'isReviewerRead', m.is_reviewer_read, 'isStudentRead', m.is_student_read,
          'githubId', u.github_id, 'firstName', u.first_name, 'lastName', u.last_name
        ) order by m.created_at, m.id)
        from cross_check_message m inner join "user" u on u.id = m.author_user_id
        where m.review_id = cross_check_review.id), '[]')`,
    })
    .from(crossCheckReviews)
    .where(sql`${crossCheckReviews.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('cross_check_pairs_review_details');
const reviewDetailsQueries = new WeakMap<Db, ReturnType<typeof prepareReviewDetails>>();

async function reviewDetails(db: Db, reviewIds: number[]): Promise<Map<number, ReviewDetails>> {
  if (!reviewIds.length) return new Map();
  let query = reviewDetailsQueries.get(db);
  if (!query) {
    query = prepareReviewDetails(db);
    reviewDetailsQueries.set(db, query);
  }
  const rows: DetailsRow[] = await query.execute({ ids: `{${reviewIds.map((id) => Math.trunc(id)).join(',')}}` });
  const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        comment: row.comment,
        history: parsed(row.history),
        messages: parsed(row.messages).map(({ githubId, firstName, lastName, ...message }) => ({
          ...message,
          author: { githubId, name: displayName({ githubId, firstName, lastName }) },
        })),
      },
    ]),
  );
}
