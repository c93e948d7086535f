-- Issue 12 "a cache miss is cheap too": every order of the course students list and of the score page walks an index of
-- its own and stops after the page, instead of sorting all of the course's student rows. Each index holds the order's
-- keys exactly as the lists write them (keys of migration 0015, missing values last in both directions, then the
-- lists' tie-breaks: the login for the score page, the id for both), so that a descending order is no backward walk
-- of an ascending index (ties stay id asc). The scope and filter keys ride along (INCLUDE: the expelled flag, the
-- mentor, the lower-cased login, names, city, country and mentor login) so that a page's ids, scope and filters
-- included, are read from the index alone; the page's other columns are read for its 100 rows only. Nothing here covers
-- rank or active_rank: the rank upkeep of a score write stays HOT (migration 0014).
-- The course students list (course-students/service/list-students.ts): key, then id.
CREATE INDEX "student_order_name_asc_idx" ON "student" ("course_id", "first_key", "last_key", "github_key", "id") INCLUDE ("is_expelled", "mentor_id", "city_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_order_name_desc_idx" ON "student" ("course_id", "first_key" DESC NULLS LAST, "last_key" DESC NULLS LAST, "github_key" DESC NULLS LAST, "id") INCLUDE ("is_expelled", "mentor_id", "city_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_order_github_asc_idx" ON "student" ("course_id", "github_key", "id") INCLUDE ("is_expelled", "mentor_id", "first_key", "last_key", "city_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_order_github_desc_idx" ON "student" ("course_id", "github_key" DESC NULLS LAST, "id") INCLUDE ("is_expelled", "mentor_id", "first_key", "last_key", "city_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_order_city_asc_idx" ON "student" ("course_id", "city_key", "id") INCLUDE ("is_expelled", "mentor_id", "github_key", "first_key", "last_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_order_city_desc_idx" ON "student" ("course_id", "city_key" DESC NULLS LAST, "id") INCLUDE ("is_expelled", "mentor_id", "github_key", "first_key", "last_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_order_country_asc_idx" ON "student" ("course_id", "country_key", "id") INCLUDE ("is_expelled", "mentor_id", "github_key", "first_key", "last_key", "city_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_order_country_desc_idx" ON "student" ("course_id", "country_key" DESC NULLS LAST, "id") INCLUDE ("is_expelled", "mentor_id", "github_key", "first_key", "last_key", "city_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_order_mentor_asc_idx" ON "student" ("course_id", "mentor_key", "id") INCLUDE ("is_expelled", "mentor_id", "github_key", "first_key", "last_key", "city_key", "country_key");--> statement-breakpoint
CREATE INDEX "student_order_mentor_desc_idx" ON "student" ("course_id", "mentor_key" DESC NULLS LAST, "id") INCLUDE ("is_expelled", "mentor_id", "github_key", "first_key", "last_key", "city_key", "country_key");--> statement-breakpoint
-- The score page (scores/queries.ts): key, then login asc, then id (its name asc and login orders use the indexes above;
-- its rank order walks the total and sorts each total's few rows by rank, which no index may hold).
CREATE INDEX "student_score_name_desc_idx" ON "student" ("course_id", "first_key" DESC NULLS LAST, "last_key" DESC NULLS LAST, "github_key", "id") INCLUDE ("is_expelled", "mentor_id", "city_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_score_city_asc_idx" ON "student" ("course_id", "city_key", "github_key", "id") INCLUDE ("is_expelled", "mentor_id", "first_key", "last_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_score_city_desc_idx" ON "student" ("course_id", "city_key" DESC NULLS LAST, "github_key", "id") INCLUDE ("is_expelled", "mentor_id", "first_key", "last_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_score_mentor_asc_idx" ON "student" ("course_id", "mentor_key", "github_key", "id") INCLUDE ("is_expelled", "mentor_id", "first_key", "last_key", "city_key", "country_key");--> statement-breakpoint
CREATE INDEX "student_score_mentor_desc_idx" ON "student" ("course_id", "mentor_key" DESC NULLS LAST, "github_key", "id") INCLUDE ("is_expelled", "mentor_id", "first_key", "last_key", "city_key", "country_key");--> statement-breakpoint
CREATE INDEX "student_score_cross_check_asc_idx" ON "student" ("course_id", "cross_check_score", "github_key", "id") INCLUDE ("is_expelled", "mentor_id", "first_key", "last_key", "city_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_score_cross_check_desc_idx" ON "student" ("course_id", "cross_check_score" DESC NULLS LAST, "github_key", "id") INCLUDE ("is_expelled", "mentor_id", "first_key", "last_key", "city_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_score_change_date_asc_idx" ON "student" ("course_id", "total_score_change_date", "github_key", "id") INCLUDE ("is_expelled", "mentor_id", "first_key", "last_key", "city_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_score_change_date_desc_idx" ON "student" ("course_id", "total_score_change_date" DESC NULLS LAST, "github_key", "id") INCLUDE ("is_expelled", "mentor_id", "first_key", "last_key", "city_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_score_total_asc_idx" ON "student" ("course_id", "total_score" NULLS FIRST, "github_key", "id") INCLUDE ("is_expelled", "mentor_id", "first_key", "last_key", "city_key", "country_key", "mentor_key");--> statement-breakpoint
CREATE INDEX "student_score_total_desc_idx" ON "student" ("course_id", "total_score" DESC NULLS LAST, "github_key", "id") INCLUDE ("is_expelled", "mentor_id", "first_key", "last_key", "city_key", "country_key", "mentor_key");

