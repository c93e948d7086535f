-- The students table search and name order now read the keys stored on the student row (below): the user indexes
-- of migration 0008 that served them go.
DROP INDEX "user_first_name_desc_idx";--> statement-breakpoint
DROP INDEX "user_student_search_trgm_idx";--> statement-breakpoint
-- Issue 12 "a cache miss is cheap too": the student row carries lower-cased copies of the user fields (and of his
-- mentor's login) that the course students list and the score page sort and filter by, in byte order (collation "C",
-- the order of C.UTF-8), so that both read the course's student rows alone and join the users of the page's rows
-- only. Triggers keep the copies exact: a student row takes them when inserted or moved to another user or mentor,
-- and a change of a user's login, name, city or country (a profile edit, an obfuscation) rewrites the rows of that
-- user and of the students he mentors. Score writes touch none of these columns (no trigger runs, updates stay HOT).
ALTER TABLE "student" ADD COLUMN "github_key" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "first_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "last_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "city_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "country_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "mentor_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "student_search_text"(github_id text, first_name text, last_name text, city_name text, country_name text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select lower(github_id || chr(10) || coalesce(first_name || ' ' || last_name, first_name, last_name, '')
    || coalesce(chr(10) || city_name, '') || coalesce(chr(10) || country_name, ''))
$$;--> statement-breakpoint
CREATE FUNCTION "student_keys_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    SELECT lower(u.github_id), lower(u.first_name), lower(u.last_name), lower(u.city_name), lower(u.country_name),
        student_search_text(u.github_id, u.first_name, u.last_name, u.city_name, u.country_name)
      INTO NEW.github_key, NEW.first_key, NEW.last_key, NEW.city_key, NEW.country_key, NEW.search_text
      FROM "user" u WHERE u.id = NEW.user_id;
  END IF;
  IF TG_OP = 'INSERT' OR NEW.mentor_id IS DISTINCT FROM OLD.mentor_id THEN
    NEW.mentor_key := (SELECT lower(u.github_id) FROM mentor m JOIN "user" u ON u.id = m.user_id WHERE m.id = NEW.mentor_id);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "student_keys_fill" BEFORE INSERT OR UPDATE OF "user_id", "mentor_id" ON "student"
  FOR EACH ROW EXECUTE FUNCTION "student_keys_fill"();--> statement-breakpoint
CREATE FUNCTION "user_student_keys_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE student SET github_key = lower(NEW.github_id), first_key = lower(NEW.first_name),
      last_key = lower(NEW.last_name), city_key = lower(NEW.city_name), country_key = lower(NEW.country_name),
      search_text = student_search_text(NEW.github_id, NEW.first_name, NEW.last_name, NEW.city_name, NEW.country_name)
    WHERE user_id = NEW.id;
  IF NEW.github_id IS DISTINCT FROM OLD.github_id THEN
    UPDATE student SET mentor_key = lower(NEW.github_id)
      WHERE mentor_id IN (SELECT m.id FROM mentor m WHERE m.user_id = NEW.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_student_keys_sync" AFTER UPDATE OF "github_id", "first_name", "last_name", "city_name", "country_name"
  ON "user" FOR EACH ROW
  WHEN (OLD.github_id IS DISTINCT FROM NEW.github_id OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.city_name IS DISTINCT FROM NEW.city_name
    OR OLD.country_name IS DISTINCT FROM NEW.country_name)
  EXECUTE FUNCTION "user_student_keys_sync"();--> statement-breakpoint
CREATE FUNCTION "mentor_student_keys_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE student SET mentor_key = (SELECT lower(u.github_id) FROM "user" u WHERE u.id = NEW.user_id)
    WHERE mentor_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "mentor_student_keys_sync" AFTER UPDATE OF "user_id" ON "mentor" FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id) EXECUTE FUNCTION "mentor_student_keys_sync"();--> statement-breakpoint
UPDATE "student" s SET github_key = lower(u.github_id), first_key = lower(u.first_name), last_key = lower(u.last_name),
    city_key = lower(u.city_name), country_key = lower(u.country_name),
    search_text = student_search_text(u.github_id, u.first_name, u.last_name, u.city_name, u.country_name),
    mentor_key = (SELECT lower(mu.github_id) FROM mentor m JOIN "user" mu ON mu.id = m.user_id WHERE m.id = s.mentor_id)
  FROM "user" u WHERE u.id = s.user_id;
