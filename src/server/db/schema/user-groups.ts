import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, timestamps } from './columns';
import { courseRole } from './enums';

// data-model.md §3 user_group: a named set of users given the same course roles when added to a course.
export const userGroups = pgTable('user_group', {
  id: identity(),
  name: text('name').notNull().unique(),
  userIds: integer('user_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  roles: courseRole('roles')
    .array()
    .notNull()
    .default(sql`'{}'`),
  ...timestamps,
});
