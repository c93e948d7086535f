CREATE TABLE "registry_cache_pending" (
	"tx" "xid8" PRIMARY KEY DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_cache_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Issue 12: the mentor registry's version (registry_cache_version, one row) moves when a transaction that changed what
-- the registry shows commits: an application (any column), a mentor or certificate row (its status, "was a mentor",
-- "has a certificate"), or an applicant's login, name, city or country. As the courses' versions (migration 0013),
-- statement triggers note the transaction in registry_cache_pending and a deferred constraint trigger bumps the version
-- at commit, so the version row's lock is held only while the transaction commits.
--
-- One order for every lock taken at commit: a transaction that touched both a course's lists and the registry (a new
-- mentor) bumps the courses' versions first, in course order, then the registry's, whichever of its two deferred
-- triggers fires first (the other then finds nothing pending). Two transactions that took them in the opposite order
-- could each wait for the other's row. So the course flush of migration 0013 becomes a function both triggers call.
CREATE FUNCTION course_cache_flush_now() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped record;
BEGIN
  FOR bumped IN
    WITH taken AS (
      DELETE FROM course_cache_pending WHERE tx = pg_current_xact_id() RETURNING course_id, kind
    ),
    per_course AS (
      SELECT taken.course_id,
        bool_or(taken.kind = 'score') AS score,
        bool_or(taken.kind = 'schedule') AS schedule,
        bool_or(taken.kind = 'roster') AS roster
      FROM taken INNER JOIN course ON course.id = taken.course_id
      GROUP BY taken.course_id
    ),
    written AS (
      INSERT INTO course_cache_version AS version (course_id, score, schedule, roster)
      SELECT course_id, score::int, schedule::int, roster::int FROM per_course ORDER BY course_id
      ON CONFLICT (course_id) DO UPDATE SET
        score = version.score + excluded.score,
        schedule = version.schedule + excluded.schedule,
        roster = version.roster + excluded.roster
      RETURNING version.course_id, version.score, version.schedule, version.roster
    )
    SELECT written.course_id, kind.name, kind.version
    FROM written INNER JOIN per_course USING (course_id)
    CROSS JOIN LATERAL (VALUES
      ('score', written.score, per_course.score),
      ('schedule', written.schedule, per_course.schedule),
      ('roster', written.roster, per_course.roster)
    ) AS kind(name, version, bumped)
    WHERE kind.bumped
  LOOP
    PERFORM pg_notify('rs_cache',
      json_build_object('courseId', bumped.course_id, 'kind', bumped.name, 'version', bumped.version)::text);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION registry_cache_flush_now() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM registry_cache_pending WHERE tx = pg_current_xact_id();
  IF FOUND THEN
    INSERT INTO registry_cache_version AS current (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = current.version + 1;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION course_cache_flush() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM course_cache_flush_now();
  PERFORM registry_cache_flush_now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION registry_cache_flush() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM course_cache_flush_now();
  PERFORM registry_cache_flush_now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "registry_cache_pending_flush" AFTER INSERT ON "registry_cache_pending"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION registry_cache_flush();
--> statement-breakpoint
CREATE FUNCTION registry_cache_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO registry_cache_pending DEFAULT VALUES ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "mentor_registry_registry_cache" AFTER INSERT OR UPDATE OR DELETE ON "mentor_registry"
  FOR EACH STATEMENT EXECUTE FUNCTION registry_cache_touch();
--> statement-breakpoint
CREATE TRIGGER "mentor_registry_cache" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "course_id" ON "mentor"
  FOR EACH STATEMENT EXECUTE FUNCTION registry_cache_touch();
--> statement-breakpoint
CREATE TRIGGER "certificate_registry_cache" AFTER INSERT OR DELETE OR UPDATE OF "student_id" ON "certificate"
  FOR EACH STATEMENT EXECUTE FUNCTION registry_cache_touch();
--> statement-breakpoint
CREATE TRIGGER "student_registry_cache" AFTER UPDATE OF "user_id" ON "student"
  FOR EACH STATEMENT EXECUTE FUNCTION registry_cache_touch();
--> statement-breakpoint
-- An applicant's shown columns; sign-ins rewrite the user row, so only a real change of one of them, and only for a
-- user with an application, counts.
CREATE FUNCTION registry_cache_touch_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM mentor_registry WHERE user_id = NEW.id) THEN
    INSERT INTO registry_cache_pending DEFAULT VALUES ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_registry_cache" AFTER UPDATE OF "github_id", "first_name", "last_name", "city_name", "country_name"
  ON "user" FOR EACH ROW
  WHEN (OLD.github_id IS DISTINCT FROM NEW.github_id OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.city_name IS DISTINCT FROM NEW.city_name
    OR OLD.country_name IS DISTINCT FROM NEW.country_name)
  EXECUTE FUNCTION registry_cache_touch_user();
