-- rules.md R22.1: /users/search matches every term anywhere in login, names and Discord username. A trigram index on
-- exactly the expression the search uses (userSearchText in modules/users) keeps it fast on 50,000 users.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it from its contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_search_trgm_idx" ON "user" USING gin ((lower("github_id" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("discord" ->> 'username', ''))) gin_trgm_ops);
