import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, uniqueIndex, unique } from 'drizzle-orm/pg-core';
import { identity, instant, timestamps } from './columns';
import { courses, mentors, students } from './courses';
import { interviewDecision } from './enums';
import { courseTasks } from './tasks';

// data-model.md §6: a student's registration for an interview task (R10.2); no updated_at.
export const interviewRegistrations = pgTable(
  'interview_registration',
  {
    id: identity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    courseTaskId: integer('course_task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('interview_registration_task_student_unique').on(table.courseTaskId, table.studentId),
    index('interview_registration_task_created_idx').on(table.courseTaskId, table.createdAt),
  ],
);

// data-model.md §6: interviewer and student of one regular or stage interview (R10.4–R10.7).
export const interviewPairs = pgTable(
  'interview_pair',
  {
    id: identity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    courseTaskId: integer('course_task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    isCanceled: boolean('is_canceled').notNull().default(false),
    decision: interviewDecision('decision'),
    isGoodCandidate: boolean('is_good_candidate'),
    score: integer('score'),
    completedAt: instant('completed_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('interview_pair_live_unique')
      .on(table.courseTaskId, table.studentId, table.mentorId)
      .where(sql`not ${table.isCanceled}`),
    index('interview_pair_task_student_idx').on(table.courseTaskId, table.studentId),
    index('interview_pair_mentor_task_idx').on(table.mentorId, table.courseTaskId),
    index('interview_pair_student_completed_idx')
      .on(table.studentId, table.completedAt.desc())
      .where(sql`${table.isCompleted}`),
  ],
);

// data-model.md §6: the interviewer's form answers for one pair (stage keys steps.{introduction,…,decision}).
export const interviewFeedbacks = pgTable('interview_feedback', {
  id: identity(),
  interviewPairId: integer('interview_pair_id')
    .notNull()
    .unique('interview_feedback_pair_unique')
    .references(() => interviewPairs.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  json: jsonb('json').$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});
