import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { identity, instant, timestamps } from './columns';
import { courses, students } from './courses';
import { type CriteriaType, disputeStatus, interviewRole } from './enums';
import { courseTasks, taskSolutions } from './tasks';
import { users } from './users';

// data-model.md §5: who reviews whom for one cross-check task (R7.3).
export const crossCheckPairs = pgTable(
  'cross_check_pair',
  {
    id: identity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    courseTaskId: integer('course_task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    taskSolutionId: integer('task_solution_id')
      .notNull()
      .references(() => taskSolutions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    checkerId: integer('checker_id')
      .notNull()
      .references(() => students.id),
    ...timestamps,
  },
  (table) => [
    unique('cross_check_pair_task_checker_student_unique').on(table.courseTaskId, table.checkerId, table.studentId),
    check('cross_check_pair_not_self', sql`${table.checkerId} <> ${table.studentId}`),
    index('cross_check_pair_course_idx').on(table.courseId, table.courseTaskId, table.id),
    index('cross_check_pair_task_student_idx').on(table.courseTaskId, table.studentId),
    index('cross_check_pair_task_checker_idx').on(table.courseTaskId, table.checkerId),
  ],
);

// One criterion as the reviewer filled it (R8); a snapshot, so later criteria edits leave it alone (R8.4).
export type ReviewCriterion = {
  key: string;
  type: CriteriaType;
  max?: number;
  point?: number;
  comment?: string;
  text?: string;
};
export type ReviewHistoryEntry = {
  score: number;
  comment: string;
  criteria: ReviewCriterion[];
  anonymous: boolean;
  authorId: number;
  dateTime: string;
};

export const crossCheckReviews = pgTable(
  'cross_check_review',
  {
    id: identity(),
    courseTaskId: integer('course_task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    checkerId: integer('checker_id')
      .notNull()
      .references(() => students.id),
    score: integer('score').notNull(),
    comment: text('comment').notNull(),
    anonymous: boolean('anonymous').notNull().default(true),
    criteria: jsonb('criteria').$type<ReviewCriterion[]>().notNull().default([]),
    history: jsonb('history').$type<ReviewHistoryEntry[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    unique('cross_check_review_task_student_checker_unique').on(table.courseTaskId, table.studentId, table.checkerId),
    index('cross_check_review_task_checker_idx').on(table.courseTaskId, table.checkerId),
    index('cross_check_review_task_updated_idx').on(table.courseTaskId, table.updatedAt),
  ],
);

// One thread per review (R7.9); no updated_at.
export const crossCheckMessages = pgTable(
  'cross_check_message',
  {
    id: identity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => crossCheckReviews.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    role: interviewRole('role').notNull(),
    content: text('content').notNull(),
    isReviewerRead: boolean('is_reviewer_read').notNull().default(false),
    isStudentRead: boolean('is_student_read').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('cross_check_message_review_idx').on(table.reviewId, table.createdAt)],
);

// One dispute per review (R7.11).
export const crossCheckDisputes = pgTable(
  'cross_check_dispute',
  {
    id: identity(),
    reviewId: integer('review_id')
      .notNull()
      .unique()
      .references(() => crossCheckReviews.id, { onDelete: 'cascade' }),
    courseTaskId: integer('course_task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    expectedScore: integer('expected_score').notNull(),
    text: text('text').notNull(),
    status: disputeStatus('status').notNull().default('open'),
    resolutionComment: text('resolution_comment'),
    resolvedById: integer('resolved_by_id').references(() => users.id),
    resolvedAt: instant('resolved_at'),
    ...timestamps,
  },
  (table) => [index('cross_check_dispute_task_status_idx').on(table.courseTaskId, table.status)],
);
