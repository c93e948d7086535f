-- GET /courses/{courseId}/students (DESIGN.md "Performance"): the name order descending walks an index instead of
-- sorting every student of the course, and a search finds the students' users by trigram (pg_trgm, created by 0004)
-- on exactly the expression the search compares (studentSearchText in modules/course-students).
CREATE INDEX "user_first_name_desc_idx" ON "user" USING btree (lower("first_name") desc nulls last);--> statement-breakpoint
CREATE INDEX "user_student_search_trgm_idx" ON "user" USING gin (lower("github_id" || chr(10) || coalesce("first_name" || ' ' || "last_name", "first_name", "last_name", '') || coalesce(chr(10) || "city_name", '') || coalesce(chr(10) || "country_name", '')) gin_trgm_ops);