-- A score write shifts the rank and active rank of every student whose total lies between the old and the new total
-- (rules.md R3.4, scores/service/apply-score.ts): hundreds of rows on a large course. With an index on either column
-- each of those row updates wrote a new entry into all eight indexes of the table (26 ms for a band of 1,000 rows on
-- the bench's large school); without one, and with free room left in every page (fillfactor 70), they are HOT
-- updates that touch the heap page alone (4 ms). Ordering by rank is ordering by total: student_course_score_idx
-- serves both. Existing pages keep their fill until rewritten; every page written from now on keeps the room.
DROP INDEX "student_course_rank_idx";--> statement-breakpoint
DROP INDEX "student_course_active_rank_idx";--> statement-breakpoint
ALTER TABLE "student" SET (fillfactor = 70);
