import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identity, instant, timestamps } from './columns';
import { locationScope } from './enums';
import { users } from './users';

export const disciplines = pgTable(
  'discipline',
  {
    id: identity(),
    name: text('name').notNull(),
    deletedAt: instant('deleted_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('discipline_name_live_unique')
      .on(table.name)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export const discordServers = pgTable('discord_server', {
  id: identity(),
  name: text('name').notNull(),
  gratitudeUrl: text('gratitude_url'),
  mentorsChatUrl: text('mentors_chat_url'),
  ...timestamps,
});

export const courses = pgTable(
  'course',
  {
    id: identity(),
    name: text('name').notNull().unique(),
    fullName: text('full_name').notNull(),
    alias: text('alias').notNull().unique(),
    description: text('description'),
    descriptionUrl: text('description_url'),
    year: integer('year'),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date').notNull(),
    registrationEndDate: instant('registration_end_date'),
    disciplineId: integer('discipline_id').references(() => disciplines.id, { onDelete: 'set null' }),
    discordServerId: integer('discord_server_id').references(() => discordServers.id, { onDelete: 'set null' }),
    completed: boolean('completed').notNull().default(false),
    planned: boolean('planned').notNull().default(false),
    inviteOnly: boolean('invite_only').notNull().default(false),
    certificateIssuer: text('certificate_issuer'),
    personalMentoring: boolean('personal_mentoring').notNull().default(true),
    personalMentoringStartDate: instant('personal_mentoring_start_date'),
    personalMentoringEndDate: instant('personal_mentoring_end_date'),
    logo: text('logo'),
    minStudentsPerMentor: integer('min_students_per_mentor').notNull().default(2),
    certificateThreshold: integer('certificate_threshold').notNull().default(70),
    communityUrl: text('community_url'),
    certificateDisciplines: integer('certificate_disciplines')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ...timestamps,
  },
  (table) => [
    index('course_start_date_idx').on(table.startDate.desc()),
    index('course_completed_planned_idx').on(table.completed, table.planned),
  ],
);

export const courseUsers = pgTable(
  'course_user',
  {
    id: identity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isManager: boolean('is_manager').notNull().default(false),
    isSupervisor: boolean('is_supervisor').notNull().default(false),
    isDementor: boolean('is_dementor').notNull().default(false),
    isActivist: boolean('is_activist').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    unique('course_user_course_user_unique').on(table.courseId, table.userId),
    index('course_user_user_idx').on(table.userId),
  ],
);

export const mentors = pgTable(
  'mentor',
  {
    id: identity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isExpelled: boolean('is_expelled').notNull().default(false),
    maxStudentsLimit: integer('max_students_limit').notNull().default(2),
    studentsPreference: locationScope('students_preference').notNull().default('any'),
    ...timestamps,
  },
  (table) => [
    unique('mentor_course_user_unique').on(table.courseId, table.userId),
    index('mentor_user_idx').on(table.userId),
    index('mentor_course_expelled_idx').on(table.courseId, table.isExpelled),
  ],
);

export const students = pgTable(
  'student',
  {
    id: identity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    isExpelled: boolean('is_expelled').notNull().default(false),
    isFailed: boolean('is_failed').notNull().default(false),
    selfExpelled: boolean('self_expelled').notNull().default(false),
    expellingReason: text('expelling_reason'),
    unassigningComment: text('unassigning_comment'),
    mentoring: boolean('mentoring').notNull().default(true),
    totalScore: numeric('total_score', { precision: 10, scale: 1, mode: 'number' }).notNull().default(0),
    crossCheckScore: numeric('cross_check_score', { precision: 10, scale: 1, mode: 'number' }).notNull().default(0),
    totalScoreChangeDate: instant('total_score_change_date'),
    startDate: instant('start_date').notNull().defaultNow(),
    endDate: instant('end_date'),
    ...timestamps,
  },
  (table) => [
    unique('student_course_user_unique').on(table.courseId, table.userId),
    // The rank order is the total order: ranks are 1 + the number of greater totals (R3.4), so (rank asc, id) and
    // (total_score desc, id) list students alike, and this index serves both (active ranks: the same order among the
    // non-expelled). The ranks themselves live in student_rank.
    index('student_course_score_idx').on(table.courseId, table.totalScore.desc(), table.id),
    index('student_course_expelled_idx').on(table.courseId, table.isExpelled),
    index('student_mentor_idx').on(table.mentorId),
    index('student_user_idx').on(table.userId),
  ],
);

// data-model.md §3 student, rank and active_rank (R3.4), kept beside the student row (migration 0032). A score write
// shifts the ranks of every student whose total lies between the old and the new total: hundreds of rows on a large
// course, under the course score lock. On this narrow table with two indexes and no trigger that shift costs a third
// of what it did on student (29 indexes, the cache triggers). course_id, total_score and is_expelled are copies of the
// student's, kept by triggers on student, so that the band is one range of (course_id, total_score) here. One row per
// student, inserted with the student; null ranks until the course is ranked.
export const studentRanks = pgTable(
  'student_rank',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull(),
    totalScore: numeric('total_score', { precision: 10, scale: 1, mode: 'number' }).notNull(),
    isExpelled: boolean('is_expelled').notNull(),
    rank: integer('rank'),
    activeRank: integer('active_rank'),
  },
  (table) => [index('student_rank_course_score_idx').on(table.courseId, table.totalScore)],
);

export const scoreWeight = (name: string) => numeric(name, { precision: 6, scale: 3, mode: 'number' });

// data-model.md §3 course_leave_survey: why a student left (R13.3).
export const courseLeaveSurveys = pgTable(
  'course_leave_survey',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    reasonForLeaving: text('reason_for_leaving')
      .array()
      .notNull()
      .default(sql`'{}'`),
    otherComment: text('other_comment'),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
  },
  (table) => [index('course_leave_survey_course_idx').on(table.courseId, table.submittedAt.desc())],
);
