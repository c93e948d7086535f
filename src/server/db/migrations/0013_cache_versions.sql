CREATE TABLE "course_cache_pending" (
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "course_cache_pending_tx_course_id_kind_pk" PRIMARY KEY("tx","course_id","kind")
);
--> statement-breakpoint
CREATE TABLE "course_cache_version" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"schedule" bigint DEFAULT 0 NOT NULL,
	"roster" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_cache_version" ADD CONSTRAINT "course_cache_version_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- DESIGN.md "Performance": a course's score, schedule and roster versions move with every write that changes what the
-- score page, the schedule or the course students list shows, in the writing transaction, whoever writes.
--
-- Statement triggers (one firing per statement, whatever the number of rows: bulk uploads, rank upkeep) note the
-- (course, list) pairs the transaction touched in course_cache_pending; a deferred constraint trigger bumps the
-- versions when the transaction commits. Bumping at once would take the version row's lock in the middle of the
-- transaction: a course task edit that then waits for the course score lock (scores/totals.ts) would deadlock with a
-- score write that holds that lock and waits for the version row. At commit the transaction takes no other lock after
-- the version rows, and it takes them in course order, so waiting for one never closes a cycle. Each list's version
-- moves once per transaction and course, and a notification on channel rs_cache ({courseId, kind, version}, sent
-- at commit) tells the other instances which cached answers are dead.

-- The triggers' second argument: the lists a change of the table feeds. The first: a query of the course ids of the
-- rows in the transition table named by %1$s.
CREATE FUNCTION course_cache_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  course_ids integer[] := '{}';
  found integer[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(TG_ARGV[0], 'new_rows') INTO found;
    course_ids := course_ids || coalesce(found, '{}');
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format(TG_ARGV[0], 'old_rows') INTO found;
    course_ids := course_ids || coalesce(found, '{}');
  END IF;
  INSERT INTO course_cache_pending (course_id, kind)
  SELECT DISTINCT course.id, kind.name
  FROM unnest(course_ids) AS course(id) CROSS JOIN unnest(TG_ARGV[1]::text[]) AS kind(name)
  WHERE course.id IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- At commit: the transaction's pending pairs become one version bump per course and list (courses deleted meanwhile
-- are skipped), in course order. The first firing takes every pair of the transaction; the others find none.
CREATE FUNCTION course_cache_flush() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_cache_pending_flush" AFTER INSERT ON "course_cache_pending"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION course_cache_flush();
--> statement-breakpoint
-- A user's shown columns (login, name, city, country, Discord): the courses where he studies or mentors (score page,
-- students list), owns a task or organizes an event (schedule). Sign-ins rewrite the user row: a row trigger that
-- fires only when one of those columns really changed keeps them free.
CREATE FUNCTION course_cache_touch_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_cache_pending (course_id, kind)
  SELECT DISTINCT touched.course_id, kind.name
  FROM (
    SELECT course_id, '{score,roster}'::text[] AS kinds FROM student WHERE user_id = NEW.id
    UNION ALL SELECT course_id, '{score,roster}' FROM mentor WHERE user_id = NEW.id
    UNION ALL SELECT course_id, '{schedule}' FROM course_task WHERE task_owner_id = NEW.id
    UNION ALL SELECT course_id, '{schedule}' FROM course_event WHERE organizer_id = NEW.id
  ) AS touched CROSS JOIN unnest(touched.kinds) AS kind(name)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_cache_update" AFTER UPDATE OF "github_id", "first_name", "last_name", "city_name", "country_name", "discord"
  ON "user" FOR EACH ROW
  WHEN (OLD.github_id IS DISTINCT FROM NEW.github_id OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.city_name IS DISTINCT FROM NEW.city_name
    OR OLD.country_name IS DISTINCT FROM NEW.country_name OR OLD.discord IS DISTINCT FROM NEW.discord)
  EXECUTE FUNCTION course_cache_touch_user();
--> statement-breakpoint
-- The tables each list reads (score page: scores/queries.ts; schedule: schedule/service/load-sources.ts, with the
-- viewer's own facts; students list: course-students/service/list-students.ts). PostgreSQL takes no column list on a
-- trigger with transition tables, so any update of these tables counts: at worst a cached answer is computed again.
CREATE TRIGGER "task_result_cache_insert" AFTER INSERT ON "task_result" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{score,schedule}');
--> statement-breakpoint
CREATE TRIGGER "task_result_cache_update" AFTER UPDATE ON "task_result"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{score,schedule}');
--> statement-breakpoint
CREATE TRIGGER "task_result_cache_delete" AFTER DELETE ON "task_result" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{score,schedule}');
--> statement-breakpoint
CREATE TRIGGER "course_task_cache_insert" AFTER INSERT ON "course_task" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{score,schedule}');
--> statement-breakpoint
CREATE TRIGGER "course_task_cache_update" AFTER UPDATE ON "course_task"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{score,schedule}');
--> statement-breakpoint
CREATE TRIGGER "course_task_cache_delete" AFTER DELETE ON "course_task" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{score,schedule}');
--> statement-breakpoint
CREATE TRIGGER "task_cache_update" AFTER UPDATE ON "task"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.task_id in (select id from %1$s)', '{score,schedule}');
--> statement-breakpoint
CREATE TRIGGER "student_cache_insert" AFTER INSERT ON "student" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{score,schedule,roster}');
--> statement-breakpoint
CREATE TRIGGER "student_cache_update" AFTER UPDATE ON "student"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{score,schedule,roster}');
--> statement-breakpoint
CREATE TRIGGER "student_cache_delete" AFTER DELETE ON "student" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{score,schedule,roster}');
--> statement-breakpoint
CREATE TRIGGER "mentor_cache_insert" AFTER INSERT ON "mentor" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{score,roster}');
--> statement-breakpoint
CREATE TRIGGER "mentor_cache_update" AFTER UPDATE ON "mentor"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{score,roster}');
--> statement-breakpoint
CREATE TRIGGER "mentor_cache_delete" AFTER DELETE ON "mentor" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{score,roster}');
--> statement-breakpoint
CREATE TRIGGER "certificate_cache_insert" AFTER INSERT ON "certificate" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct s.course_id) from student s where s.id in (select student_id from %1$s)', '{roster}');
--> statement-breakpoint
CREATE TRIGGER "certificate_cache_update" AFTER UPDATE ON "certificate"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct s.course_id) from student s where s.id in (select student_id from %1$s)', '{roster}');
--> statement-breakpoint
CREATE TRIGGER "certificate_cache_delete" AFTER DELETE ON "certificate" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct s.course_id) from student s where s.id in (select student_id from %1$s)', '{roster}');
--> statement-breakpoint
CREATE TRIGGER "course_event_cache_insert" AFTER INSERT ON "course_event" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "course_event_cache_update" AFTER UPDATE ON "course_event"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "course_event_cache_delete" AFTER DELETE ON "course_event" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "event_cache_update" AFTER UPDATE ON "event"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ce.course_id) from course_event ce where ce.event_id in (select id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "team_distribution_cache_insert" AFTER INSERT ON "team_distribution" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "team_distribution_cache_update" AFTER UPDATE ON "team_distribution"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "team_distribution_cache_delete" AFTER DELETE ON "team_distribution" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "team_distribution_student_cache_insert" AFTER INSERT ON "team_distribution_student" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct d.course_id) from team_distribution d where d.id in (select team_distribution_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "team_distribution_student_cache_update" AFTER UPDATE ON "team_distribution_student"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct d.course_id) from team_distribution d where d.id in (select team_distribution_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "team_distribution_student_cache_delete" AFTER DELETE ON "team_distribution_student" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct d.course_id) from team_distribution d where d.id in (select team_distribution_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "team_member_cache_insert" AFTER INSERT ON "team_member" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct d.course_id) from team_distribution d where d.id in (select team_distribution_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "team_member_cache_update" AFTER UPDATE ON "team_member"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct d.course_id) from team_distribution d where d.id in (select team_distribution_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "team_member_cache_delete" AFTER DELETE ON "team_member" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct d.course_id) from team_distribution d where d.id in (select team_distribution_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "task_solution_cache_insert" AFTER INSERT ON "task_solution" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "task_solution_cache_update" AFTER UPDATE ON "task_solution"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "task_solution_cache_delete" AFTER DELETE ON "task_solution" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "mentor_review_assignment_cache_insert" AFTER INSERT ON "mentor_review_assignment" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "mentor_review_assignment_cache_update" AFTER UPDATE ON "mentor_review_assignment"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "mentor_review_assignment_cache_delete" AFTER DELETE ON "mentor_review_assignment" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "task_verification_cache_insert" AFTER INSERT ON "task_verification" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "task_verification_cache_update" AFTER UPDATE ON "task_verification"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "task_verification_cache_delete" AFTER DELETE ON "task_verification" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "cross_check_pair_cache_insert" AFTER INSERT ON "cross_check_pair" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "cross_check_pair_cache_update" AFTER UPDATE ON "cross_check_pair"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "cross_check_pair_cache_delete" AFTER DELETE ON "cross_check_pair" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "cross_check_review_cache_insert" AFTER INSERT ON "cross_check_review" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "cross_check_review_cache_update" AFTER UPDATE ON "cross_check_review"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "cross_check_review_cache_delete" AFTER DELETE ON "cross_check_review" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct ct.course_id) from course_task ct where ct.id in (select course_task_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "interview_pair_cache_insert" AFTER INSERT ON "interview_pair" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{score,schedule,roster}');
--> statement-breakpoint
CREATE TRIGGER "interview_pair_cache_update" AFTER UPDATE ON "interview_pair"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{score,schedule,roster}');
--> statement-breakpoint
CREATE TRIGGER "interview_pair_cache_delete" AFTER DELETE ON "interview_pair" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{score,schedule,roster}');
--> statement-breakpoint
CREATE TRIGGER "interview_registration_cache_insert" AFTER INSERT ON "interview_registration" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{schedule,roster}');
--> statement-breakpoint
CREATE TRIGGER "interview_registration_cache_update" AFTER UPDATE ON "interview_registration"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{schedule,roster}');
--> statement-breakpoint
CREATE TRIGGER "interview_registration_cache_delete" AFTER DELETE ON "interview_registration" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct course_id) from %1$s', '{schedule,roster}');
