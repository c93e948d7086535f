-- Issue 12 "a cache miss is cheap too": the mentor registry (mentor-registry/service/list-applications.ts, rules.md
-- R14.6) on the applicant's login and city copied onto the application (migration 0017).
-- The login order walks this index (both directions, the descending one backwards) and stops after the page, instead
-- of sorting every open application.
CREATE INDEX IF NOT EXISTS "mentor_registry_open_login_idx" ON "mentor_registry" ("github_id", "id") WHERE NOT "canceled";--> statement-breakpoint
-- The login and city filters are "contains, ignoring case" (ILIKE '%text%'): with three or more characters a trigram
-- index hands over the few matching applications instead of a case-folding comparison on every row, twice (the page
-- and its totals).
CREATE INDEX IF NOT EXISTS "mentor_registry_login_trgm_idx" ON "mentor_registry" USING gin ("github_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mentor_registry_city_trgm_idx" ON "mentor_registry" USING gin ("city_name" gin_trgm_ops);
