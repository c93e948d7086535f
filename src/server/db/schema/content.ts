import { boolean, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { identity, instant, timestamps } from './columns';
import { courses } from './courses';
import { alertType } from './enums';
import { users } from './users';

// data-model.md §3: the admin-managed content: contributors (soft), alerts shown on Home (R23.1), prompt templates.
export const contributors = pgTable('contributor', {
  id: identity(),
  userId: integer('user_id')
    .notNull()
    .unique('contributor_user_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  deletedAt: instant('deleted_at'),
  ...timestamps,
});

export const alerts = pgTable(
  'alert',
  {
    id: identity(),
    text: text('text').notNull(),
    type: alertType('type').notNull().default('info'),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('alert_enabled_idx').on(table.enabled)],
);

export const prompts = pgTable('prompt', {
  id: identity(),
  type: text('type').notNull().unique('prompt_type_unique'),
  text: text('text').notNull(),
  temperature: real('temperature').notNull().default(0.5),
  ...timestamps,
});
