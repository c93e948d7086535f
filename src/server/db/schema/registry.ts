import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { identity, instant, timestamps } from './columns';
import { students } from './courses';
import { language, locationScope } from './enums';
import { users } from './users';

// data-model.md §3 mentor_registry: one mentor questionnaire per user (R14.3-R14.8).
export const mentorRegistries = pgTable(
  'mentor_registry',
  {
    id: identity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    preferedCourses: integer('prefered_courses')
      .array()
      .notNull()
      .default(sql`'{}'`),
    preselectedCourses: integer('preselected_courses')
      .array()
      .notNull()
      .default(sql`'{}'`),
    technicalMentoring: text('technical_mentoring')
      .array()
      .notNull()
      .default(sql`'{}'`),
    languagesMentoring: language('languages_mentoring')
      .array()
      .notNull()
      .default(sql`'{}'`),
    maxStudentsLimit: integer('max_students_limit').notNull(),
    preferedStudentsLocation: locationScope('prefered_students_location').notNull().default('any'),
    canceled: boolean('canceled').notNull().default(false),
    comment: text('comment'),
    receivedDate: instant('received_date').notNull().defaultNow(),
    sendDate: instant('send_date'),
    ...timestamps,
  },
  (table) => [
    index('mentor_registry_prefered_courses_idx').using('gin', table.preferedCourses),
    index('mentor_registry_preselected_courses_idx').using('gin', table.preselectedCourses),
    index('mentor_registry_technical_mentoring_idx').using('gin', table.technicalMentoring),
    index('mentor_registry_canceled_received_idx').on(table.canceled, table.receivedDate.desc()),
    // The registry list (R14.6) pages non-canceled applications newest first: the first page stops after 100 rows.
    index('mentor_registry_open_received_idx')
      .on(table.receivedDate.desc(), table.id)
      .where(sql`not ${table.canceled}`),
  ],
);

// data-model.md §9 certificate: one per student record; the PDF is rendered on request (R16.4).
export const certificates = pgTable(
  'certificate',
  {
    id: identity(),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    studentId: integer('student_id')
      .notNull()
      .unique()
      .references(() => students.id, { onDelete: 'cascade' }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    issuedById: integer('issued_by_id').references(() => users.id),
    ...timestamps,
  },
  (table) => [index('certificate_issued_by_idx').on(table.issuedById)],
);
