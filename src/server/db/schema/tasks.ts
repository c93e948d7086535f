import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, instant, timestamps } from './columns';
import { courses, disciplines, scoreWeight } from './courses';
import { distributionState, taskChecker, taskType } from './enums';
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
    disabled: boolean('disabled').notNull().default(false),
    submitText: text('submit_text'),
    validations: jsonb('validations')
      .$type<{ githubIdInUrl?: boolean; githubPrInUrl?: boolean }>()
      .notNull()
      .default({}),
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
