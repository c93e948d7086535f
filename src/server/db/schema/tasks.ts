import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { identity, instant, timestamps } from './columns';
import { courses, disciplines, mentors, scoreWeight, students } from './courses';
import {
  type CriteriaType,
  crossCheckScoreRule,
  distributionState,
  taskChecker,
  taskType,
  verificationStatus,
} from './enums';
import { teamDistributions } from './teams';
import { users } from './users';

export const tasks = pgTable(
  'task',
  {
    id: identity(),
    name: text('name').notNull(),
    type: taskType('type').notNull(),
    disciplineId: integer('discipline_id').references(() => disciplines.id, { onDelete: 'set null' }),
    descriptionUrl: text('description_url'),
    description: text('description'),
    githubPrRequired: boolean('github_pr_required').notNull().default(false),
    githubRepoName: text('github_repo_name'),
    sourceGithubRepoUrl: text('source_github_repo_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'`),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    deletedAt: instant('deleted_at'),
    ...timestamps,
  },
  (table) => [index('task_type_idx').on(table.type), index('task_updated_at_idx').on(table.updatedAt.desc())],
);

export const courseTasks = pgTable(
  'course_task',
  {
    id: identity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'restrict' }),
    type: taskType('type'),
    checker: taskChecker('checker').notNull().default('mentor'),
    taskOwnerId: integer('task_owner_id').references(() => users.id, { onDelete: 'set null' }),
    studentStartDate: instant('student_start_date').notNull(),
    studentEndDate: instant('student_end_date').notNull(),
    studentRegistrationStartDate: instant('student_registration_start_date'),
    crossCheckEndDate: instant('cross_check_end_date'),
    maxScore: integer('max_score').notNull().default(100),
    scoreWeight: scoreWeight('score_weight').notNull().default(1),
    pairsCount: integer('pairs_count'),
    crossCheckStatus: distributionState('cross_check_status').notNull().default('initial'),
    crossCheckScoreRule: crossCheckScoreRule('cross_check_score_rule').notNull().default('topMean'),
    disabled: boolean('disabled').notNull().default(false),
    submitText: text('submit_text'),
    validations: jsonb('validations')
      .$type<{ githubIdInUrl?: boolean; githubPrInUrl?: boolean }>()
      .notNull()
      .default({}),
    teamDistributionId: integer('team_distribution_id').references(() => teamDistributions.id, {
      onDelete: 'set null',
    }),
    // rules.md R20.8: when the sweep queued this task's crossCheckDeadline reminders (sent once per task).
    crossCheckReminderSentAt: instant('cross_check_reminder_sent_at'),
    ...timestamps,
  },
  (table) => [
    index('course_task_course_idx').on(table.courseId, table.disabled, table.studentEndDate),
    index('course_task_scheduler_idx')
      .on(table.checker, table.crossCheckStatus, table.studentEndDate)
      .where(sql`not ${table.disabled}`),
    index('course_task_owner_idx').on(table.taskOwnerId),
    index('course_task_task_idx').on(table.taskId),
  ],
);

// data-model.md §4 task_criteria: the review form of a task (R8).
export type Criterion = { key: string; text: string; type: CriteriaType; max?: number; index: number };

export const taskCriteria = pgTable('task_criteria', {
  taskId: integer('task_id')
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  criteria: jsonb('criteria').$type<Criterion[]>().notNull(),
  ...timestamps,
});

// One entry per score change; authorId 0 = system, -1 = cross-check completion (R3.1).
export type TaskResultHistoryEntry = { score: number; comment: string | null; authorId: number; dateTime: string };

export const taskResults = pgTable(
  'task_result',
  {
    id: identity(),
    courseTaskId: integer('course_task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comment: text('comment'),
    githubPrUrl: text('github_pr_url'),
    lastCheckerId: integer('last_checker_id').references(() => users.id, { onDelete: 'set null' }),
    history: jsonb('history').$type<TaskResultHistoryEntry[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    unique('task_result_student_task_unique').on(table.studentId, table.courseTaskId),
    index('task_result_course_task_idx').on(table.courseTaskId),
    index('task_result_checker_idx').on(table.lastCheckerId, table.courseTaskId),
  ],
);

export type SolutionReviewItem = { criteriaId: string; percentage: number };
export type SolutionComment = {
  criteriaId: string;
  text: string;
  authorId: number;
  recipientId?: number;
  timestamp: string;
};

export const taskSolutions = pgTable(
  'task_solution',
  {
    id: identity(),
    courseTaskId: integer('course_task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    review: jsonb('review').$type<SolutionReviewItem[]>().notNull().default([]),
    comments: jsonb('comments').$type<SolutionComment[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    unique('task_solution_task_student_unique').on(table.courseTaskId, table.studentId),
    index('task_solution_task_created_idx').on(table.courseTaskId, table.createdAt),
    // Issue 12, the cold schedule: a student's solutions read from his side (viewer-facts.ts), not probed per task.
    index('task_solution_student_task_idx').on(table.studentId, table.courseTaskId),
  ],
);

// The reviewer of a mentor-checked solution (R11).
export const mentorReviewAssignments = pgTable(
  'mentor_review_assignment',
  {
    id: identity(),
    courseTaskId: integer('course_task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    unique('mentor_review_assignment_task_student_unique').on(table.courseTaskId, table.studentId),
    index('mentor_review_assignment_mentor_idx').on(table.mentorId, table.courseTaskId),
  ],
);

export type VerificationAnswer = { index: number; value: number | number[]; isCorrect: boolean };

export const taskVerifications = pgTable(
  'task_verification',
  {
    id: identity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseTaskId: integer('course_task_id')
      .notNull()
      .references(() => courseTasks.id, { onDelete: 'cascade' }),
    status: verificationStatus('status').notNull().default('pending'),
    score: integer('score').notNull().default(0),
    details: text('details'),
    answers: jsonb('answers').$type<VerificationAnswer[]>(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (table) => [
    index('task_verification_attempt_idx').on(table.studentId, table.courseTaskId, table.createdAt.desc()),
    index('task_verification_pending_idx')
      .on(table.status, table.updatedAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
