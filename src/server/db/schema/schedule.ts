import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { identity, instant, timestamps } from './columns';
import { courses, disciplines } from './courses';
import { eventType, scheduleEntityType } from './enums';
import { users } from './users';

// data-model.md §8: the events catalogue, events scheduled in a course and the record of every schedule write.
export const events = pgTable('event', {
  id: identity(),
  name: text('name').notNull(),
  type: eventType('type').notNull(),
  disciplineId: integer('discipline_id').references(() => disciplines.id, { onDelete: 'set null' }),
  descriptionUrl: text('description_url'),
  description: text('description'),
  ...timestamps,
});

export const courseEvents = pgTable(
  'course_event',
  {
    id: identity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    dateTime: instant('date_time').notNull(),
    endTime: instant('end_time'),
    duration: integer('duration'),
    place: text('place'),
    broadcastUrl: text('broadcast_url'),
    coordinator: text('coordinator'),
    comment: text('comment'),
    organizerId: integer('organizer_id').references(() => users.id, { onDelete: 'set null' }),
    special: text('special').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    index('course_event_course_date_idx').on(table.courseId, table.dateTime),
    check('course_event_end_after_start', sql`${table.endTime} is null or ${table.endTime} >= ${table.dateTime}`),
  ],
);

// Written in the same transaction as every course_task / course_event write (R20.9); the digest marks it notified.
export const scheduleChanges = pgTable(
  'schedule_change',
  {
    id: identity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    entityType: scheduleEntityType('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    operation: text('operation').$type<'insert' | 'update' | 'remove'>().notNull(),
    previous: jsonb('previous').$type<Record<string, unknown>>(),
    current: jsonb('current').$type<Record<string, unknown>>(),
    notifiedAt: instant('notified_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('schedule_change_pending_idx')
      .on(table.notifiedAt, table.createdAt)
      .where(sql`${table.notifiedAt} is null`),
  ],
);

// One personal iCalendar feed token per (user, course) (R6.1).
export const calendarTokens = pgTable(
  'calendar_token',
  {
    token: uuid('token').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [unique('calendar_token_user_course_unique').on(table.userId, table.courseId)],
);
