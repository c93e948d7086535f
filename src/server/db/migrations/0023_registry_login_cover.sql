-- Issue 12, the mentor registry's login order (after the plain login index of migration 0018, which it replaces): the index of the login order
-- carries every column the registry's filters and visibility read (rules.md R14.6), so that a page deep in the login
-- order (page 20 of 50, either direction) is cut from the index alone. The planner would not walk the plain index for
-- such a page (2,000 heap reads by its costs) and sorted the applications by login instead: 2,000+ collation-aware
-- comparisons, 15-25 ms. It replaces the plain login index of the first step.
DROP INDEX IF EXISTS "mentor_registry_open_login_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mentor_registry_open_login_cover_idx" ON "mentor_registry" ("github_id", "id") INCLUDE ("user_id", "preselected_courses", "prefered_courses", "technical_mentoring", "city_name", "max_students_limit") WHERE NOT "canceled";
