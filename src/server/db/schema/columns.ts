import { integer, timestamp } from 'drizzle-orm/pg-core';

// data-model.md §0: integer identity keys and created/updated instants on every table unless stated.
export const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const timestamps = {
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
};
