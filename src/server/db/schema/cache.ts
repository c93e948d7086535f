import { sql } from 'drizzle-orm';
import { bigint, customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { courses } from './courses';

// DESIGN.md "Performance": a course's score, schedule and roster versions. Triggers (migration 0013) bump them in the
// transaction that changes anything one of the cached lists shows; no row means version 0 for every list.
export const courseCacheVersions = pgTable('course_cache_version', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  score: bigint('score', { mode: 'number' }).notNull().default(0),
  schedule: bigint('schedule', { mode: 'number' }).notNull().default(0),
  roster: bigint('roster', { mode: 'number' }).notNull().default(0),
});

export const cacheKindValues = ['score', 'schedule', 'roster'] as const;
export type CacheKind = (typeof cacheKindValues)[number];

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

// The lists a running transaction has touched, one row per (transaction, course, kind), emptied when it commits: the
// versions are bumped then, after every other lock the transaction takes (migration 0013 explains why).
export const courseCachePending = pgTable(
  'course_cache_pending',
  {
    tx: xid8('tx')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    courseId: integer('course_id').notNull(),
    kind: text('kind').$type<CacheKind>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.tx, table.courseId, table.kind] })],
);

// Issue 12: the mentor registry's version (one row, id 1; none means 0). Migration 0034's triggers bump it when a
// transaction that changed anything the registry shows commits: an application, a mentor or a certificate row, or an
// applicant's login, name, city or country. The transactions that did are noted in registry_cache_pending meanwhile.
export const registryCacheVersion = pgTable('registry_cache_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const registryCachePending = pgTable('registry_cache_pending', {
  tx: xid8('tx')
    .primaryKey()
    .default(sql`pg_current_xact_id()`),
});
