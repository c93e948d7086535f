-- Issue 12: the course students list's total order (total, then id; ascending written "nulls first", the total is
-- never null) reads its page's ids from an index alone too, scope and filter keys included, as the other orders of
-- migration 0020 do; student_course_score_idx holds no scope or filter key and serves the other lists as before.
CREATE INDEX "student_order_total_asc_idx" ON "student" ("course_id", "total_score" NULLS FIRST, "id") INCLUDE ("is_expelled", "mentor_id", "github_key", "first_key", "last_key", "city_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_order_total_desc_idx" ON "student" ("course_id", "total_score" DESC NULLS LAST, "id") INCLUDE ("is_expelled", "mentor_id", "github_key", "first_key", "last_key", "city_key", "country_key", "mentor_key");
