-- Issue 12, fifth pass: autovacuum of the tables every score write rewrites. The lists read student (migrations 0020,
-- 0021: an index per order holding its keys) and task_result (0024) by index-only scans, which skip the heap only for
-- pages the visibility map marks all-visible. A score write rewrites the scored student's row and the rank of every
-- student in its band (R3.4), so each burst of writes clears that mark on many pages; until a vacuum sets it again,
-- every list page fetches its rows from the heap as well. By default a table is vacuumed once a fifth of its rows are
-- dead: on the bench's school (65,000 student rows) a run of writes left about 8,000, below that, and the next run's
-- cold lists were 20-25 % slower than the run before (bench/notes.md). A fiftieth, plus a floor for small schools:
-- the two tables are vacuumed within a minute of a burst of writes (autovacuum_naptime). PGlite has no autovacuum and
-- keeps these settings unused.
ALTER TABLE "student" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 200);
--> statement-breakpoint
ALTER TABLE "task_result" SET (
  autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_threshold = 200,
  autovacuum_vacuum_insert_scale_factor = 0.02,
  autovacuum_vacuum_insert_threshold = 200
);
