// Issue 12 budget: peak RSS per process ≤ 300 MB under the score load. Measured on one process (PostgreSQL, large
// school, hot then cold then hot score page at 50/10/50 connections, 20 s each): V8 let garbage fill the old space (the
// in-flight pages outlive young collections) to 306 MB, for a peak RSS of 476 MB, while the live heap after a full
// collection is 76-80 MB. Capped at 256 MB (three times the live heap; the list caches keep their answers in Buffers,
// outside it), V8 collects early: peak RSS 237 MB, old space 96 MB, at the same or better req/s. With
// WEB_CONCURRENCY=2 the workers peaked at 224 and 235 MB, the primary at 49 MB; with the list caches (1,600-1,700
// req/s hot) at 245 and 249 MB capped, 321 and 344 MB uncapped. scripts/server.mjs gives the cap to its
// workers, scripts/start.mjs to a single process on PostgreSQL; the embedded database's process (PGlite, demo seed)
// keeps V8's default.
export const serverNodeFlags = ['--max-old-space-size=256'];
