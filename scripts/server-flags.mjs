// Issue 12 budget: peak RSS per process ≤ 300 MB under the score load. Measured on one process (PostgreSQL, large
// school, hot then cold then hot score page at 50/10/50 connections, 20 s each): V8 let garbage fill the old space (the
// in-flight pages outlive young collections) to 306 MB, for a peak RSS of 476 MB, while the live heap after a full
// collection is 76-80 MB. Capped at 256 MB (three times the live heap; the list caches keep their answers in Buffers,
// outside it), V8 collects early: peak RSS 237 MB, old space 96 MB, at the same or better req/s. With
// WEB_CONCURRENCY=2 the workers peaked at 224 and 235 MB, the primary at 49 MB; with the list caches (1,600-1,700
// req/s hot) at 245 and 249 MB capped, 321 and 344 MB uncapped. scripts/server.mjs gives the cap to its
// workers, scripts/start.mjs to a single process on PostgreSQL; the embedded database's process (PGlite, demo seed)
// keeps V8's default.
// Issue 12, the tail of cold lists (--trace-gc, bench/profile-api.ts, one process, large school, machine shared with
// other load): with the old space starting small, V8 ran a mark-compact about every second of a cold schedule load
// (19-22 in 20 s, atomic pauses of 17-119 ms, 441-501 ms in all), each stalling the ten requests in flight. Starting
// the old space at 128 MB (half the cap) lets the live heap (65-75 MB) grow before the first full collections: 7-12
// mark-compacts, 212-344 ms in all, largest 46-71 ms; cold score page 7 -> 4 (439 -> 201 ms). Peak RSS rose 15-30 MB
// (schedule cold 222-233 -> 252 MB, hot score page 194 -> 220, cold score page 233 -> 248), inside the 300 MB budget.
// A larger young generation (--max-semi-space-size=32) halved the scavenges but cost another 20 MB: not taken.
export const serverNodeFlags = ['--max-old-space-size=256', '--initial-old-space-size=128'];
