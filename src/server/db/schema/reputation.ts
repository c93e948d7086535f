import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identity, instant, timestamps } from './columns';
import { courses, mentors, students } from './courses';
import { type Rating, type SoftSkill, badgeId, englishLevel, hireDecision, militaryService } from './enums';
import { users } from './users';

// data-model.md §9 gratitude (no updated_at): one badge from one user to another (R17).
export const gratitudes = pgTable(
  'gratitude',
  {
    id: identity(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    badgeId: badgeId('badge_id').notNull().default('Thank_you'),
    comment: text('comment').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('gratitude_to_user_idx').on(table.toUserId, table.createdAt.desc()),
    // The feed's order (newest first, id asc on ties, access.md §0 "Sorting"), whole or of one course: the id is in
    // the index, or PostgreSQL sorts every gratitude to find one page.
    index('gratitude_created_idx').on(table.createdAt.desc(), table.id),
    index('gratitude_course_idx').on(table.courseId, table.createdAt.desc(), table.id),
  ],
);

// data-model.md §9 resume: a student's CV for hirers (R18).
export const resumes = pgTable(
  'resume',
  {
    id: identity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    desiredPosition: text('desired_position'),
    selfIntroLink: text('self_intro_link'),
    avatarLink: text('avatar_link'),
    notes: text('notes'),
    startFrom: date('start_from', { mode: 'string' }),
    fullTime: boolean('full_time').notNull().default(false),
    militaryService: militaryService('military_service'),
    englishLevel: englishLevel('english_level'),
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phone: text('phone'),
    email: text('email'),
    skype: text('skype'),
    telegram: text('telegram'),
    linkedin: text('linkedin'),
    githubUsername: text('github_username'),
    website: text('website'),
    isHidden: boolean('is_hidden').notNull().default(false),
    visibleCourses: integer('visible_courses')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    expiresAt: instant('expires_at').notNull(),
    ...timestamps,
  },
  (table) => [index('resume_expires_idx').on(table.expiresAt)],
);

export type StudentFeedbackContent = {
  suggestions: string;
  recommendationComment: string;
  softSkills: { id: SoftSkill; value: Rating }[];
};

// data-model.md §6 student_feedback (soft): a mentor's recommendation letter.
export const studentFeedbacks = pgTable(
  'student_feedback',
  {
    id: identity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    mentorId: integer('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    recommendation: hireDecision('recommendation').notNull(),
    content: jsonb('content').$type<StudentFeedbackContent>().notNull(),
    englishLevel: englishLevel('english_level'),
    ...timestamps,
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    uniqueIndex('student_feedback_student_author_unique')
      .on(table.studentId, table.authorId)
      .where(sql`${table.deletedAt} is null`),
  ],
);
