import { boolean, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { identity, instant, timestamps } from './columns';
import { courses, students } from './courses';
import { distributionState } from './enums';

// data-model.md §7: a course's team distribution with its registration window and team sizes (R12).
export const teamDistributions = pgTable(
  'team_distribution',
  {
    id: identity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    descriptionUrl: text('description_url'),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date').notNull(),
    minTeamSize: integer('min_team_size').notNull().default(2),
    maxTeamSize: integer('max_team_size').notNull().default(4),
    strictTeamSize: integer('strict_team_size').notNull().default(3),
    strictTeamSizeMode: boolean('strict_team_size_mode').notNull().default(true),
    minTotalScore: integer('min_total_score').notNull().default(0),
    state: distributionState('state').notNull().default('initial'),
    ...timestamps,
  },
  (table) => [index('team_distribution_course_start_idx').on(table.courseId, table.startDate)],
);

// data-model.md §7: a student's registration in a distribution (R12.1).
export const teamDistributionStudents = pgTable(
  'team_distribution_student',
  {
    id: identity(),
    teamDistributionId: integer('team_distribution_id')
      .notNull()
      .references(() => teamDistributions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    distributed: boolean('distributed').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    unique('team_distribution_student_unique').on(table.teamDistributionId, table.studentId),
    index('team_distribution_student_state_idx').on(table.teamDistributionId, table.active, table.distributed),
  ],
);

// data-model.md §7: a team with its join password and lead (R12.3–R12.5).
export const teams = pgTable(
  'team',
  {
    id: identity(),
    teamDistributionId: integer('team_distribution_id')
      .notNull()
      .references(() => teamDistributions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    chatLink: text('chat_link').notNull(),
    password: text('password').notNull(),
    teamLeadId: integer('team_lead_id').references(() => students.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('team_distribution_idx').on(table.teamDistributionId)],
);

// data-model.md §7: membership; one team per student and distribution. No timestamps.
export const teamMembers = pgTable(
  'team_member',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    teamDistributionId: integer('team_distribution_id')
      .notNull()
      .references(() => teamDistributions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.studentId] }),
    unique('team_member_distribution_student_unique').on(table.teamDistributionId, table.studentId),
  ],
);
