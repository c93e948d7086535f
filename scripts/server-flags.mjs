// Issue 12 budget: peak RSS per process ≤ 300 MB under the score load. Measured on one process (PostgreSQL, large
// school, 50 connections): V8 left garbage in the old space (the in-flight pages survive young collections) until it
// reached 210-284 MB, for a peak RSS of 347-408 MB, while the live heap after a full collection is 75-80 MB. Capping
// the old space at 256 MB (over three times the live heap; the list caches keep their answers in Buffers, outside it)
// makes V8 collect it early: peak RSS 227-235 MB at the same load. scripts/server.mjs gives it to its workers,
// scripts/start.mjs to a single process on PostgreSQL. The embedded database's process (PGlite, demo seed) keeps V8's
// default.
export const serverNodeFlags = ['--max-old-space-size=256'];
