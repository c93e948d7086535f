-- Issue 12, "10 mentors writing scores to one course at once": the ranks (R3.4) move to a narrow table beside the
-- student row. A score write shifts the rank of every student whose total lies between the old and the new total,
-- about a thousand rows of the bench's large course, under the course score lock, so that the writes of a course
-- queue behind that shift. On student each of those row updates, HOT as it was, still carried a wide row, checked 29
-- indexes and fed the transition tables of the cache triggers: one band of 1,087 rows took 7.3-7.6 ms there against
-- 1.7-2.8 ms on a table of (id, course, total, expelled, ranks) with two indexes and no trigger (bench/notes.md,
-- sixth pass).
--
-- student_rank keeps one row per student: copies of the course, total and expelled flag, which triggers on student
-- keep exact (the band is then one range of its (course_id, total_score) index), and the two ranks. The rank columns
-- leave student. A score write still updates its own student's row (the total), so the score, schedule and roster
-- versions move as before (migration 0013) and no cached list answers stale.
CREATE TABLE "student_rank" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"total_score" numeric(10, 1) NOT NULL,
	"is_expelled" boolean NOT NULL,
	"rank" integer,
	"active_rank" integer
);
--> statement-breakpoint
ALTER TABLE "student_rank" SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_threshold = 200);--> statement-breakpoint
INSERT INTO "student_rank" (student_id, course_id, total_score, is_expelled, rank, active_rank)
  SELECT id, course_id, total_score, is_expelled, rank, active_rank FROM "student" ORDER BY id;--> statement-breakpoint
ALTER TABLE "student_rank" ADD CONSTRAINT "student_rank_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_rank_course_score_idx" ON "student_rank" USING btree ("course_id","total_score");--> statement-breakpoint
-- A student row brings its rank row (null ranks: the next ranking of the course fills them).
CREATE FUNCTION "student_rank_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_rank (student_id, course_id, total_score, is_expelled)
    SELECT id, course_id, total_score, is_expelled FROM new_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "student_rank_insert" AFTER INSERT ON "student" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_rank_insert();
--> statement-breakpoint
-- The copies follow the student row: a total that moved (score writes, totals recomputed), expel and restore.
CREATE FUNCTION "student_rank_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE student_rank SET course_id = NEW.course_id, total_score = NEW.total_score, is_expelled = NEW.is_expelled
    WHERE student_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "student_rank_sync" AFTER UPDATE OF "course_id", "total_score", "is_expelled" ON "student" FOR EACH ROW
  WHEN (OLD.course_id IS DISTINCT FROM NEW.course_id OR OLD.total_score IS DISTINCT FROM NEW.total_score
    OR OLD.is_expelled IS DISTINCT FROM NEW.is_expelled)
  EXECUTE FUNCTION student_rank_sync();
--> statement-breakpoint
-- rules.md R3.4, the full ranking of one course: competition ranking (1, 1, 3) by total score, `rank` among all
-- students, `active_rank` among the non-expelled (null for the expelled). Read from student, the source of the copies,
-- so that it also repairs a wrong copy, and inserts a missing row. Writes only the rows that change (an upsert would
-- lock every row of the course: 560 kB of WAL for a ranking that moves nothing), in the order of their ids (the order
-- the rows were inserted in, so about their physical order: rank order would append the new versions of close totals
-- onto the same pages, where a later band finds no room to update HOT; bench/notes.md, sixth pass).
CREATE FUNCTION "student_rank_recompute"(p_course_id integer) RETURNS void LANGUAGE sql VOLATILE AS $$
  WITH ranked AS MATERIALIZED (
    SELECT s.id, s.course_id, s.total_score, s.is_expelled,
      rank() OVER (ORDER BY s.total_score DESC)::integer AS rank,
      CASE WHEN s.is_expelled THEN NULL
        ELSE rank() OVER (PARTITION BY s.is_expelled ORDER BY s.total_score DESC)::integer END AS active_rank
    FROM student s WHERE s.course_id = p_course_id
    ORDER BY s.id
  ),
  moved AS (
    UPDATE student_rank AS target SET course_id = ranked.course_id, total_score = ranked.total_score,
      is_expelled = ranked.is_expelled, rank = ranked.rank, active_rank = ranked.active_rank
    FROM ranked
    WHERE target.student_id = ranked.id
      AND (target.course_id, target.total_score, target.is_expelled, target.rank, target.active_rank)
        IS DISTINCT FROM (ranked.course_id, ranked.total_score, ranked.is_expelled, ranked.rank, ranked.active_rank)
  )
  INSERT INTO student_rank (student_id, course_id, total_score, is_expelled, rank, active_rank)
  SELECT ranked.id, ranked.course_id, ranked.total_score, ranked.is_expelled, ranked.rank, ranked.active_rank
  FROM ranked WHERE NOT EXISTS (SELECT 1 FROM student_rank r WHERE r.student_id = ranked.id)
  ON CONFLICT (student_id) DO NOTHING;
$$;
--> statement-breakpoint
ALTER TABLE "student" DROP COLUMN "rank";--> statement-breakpoint
ALTER TABLE "student" DROP COLUMN "active_rank";--> statement-breakpoint
-- score_write (migration 0029) and score_write_batch (migration 0019) as they were, on student_rank: the bands shift
-- there, each write's own ranks are written there, and the full ranking is student_rank_recompute.
CREATE OR REPLACE FUNCTION "score_write"(
  p_course_id integer, p_student_id integer, p_course_task_id integer, p_score integer,
  p_comment text, p_has_comment boolean, p_pr text, p_has_pr boolean, p_checker integer,
  p_entry jsonb, p_now timestamptz, p_expected jsonb, p_outbox jsonb
) RETURNS TABLE (outcome text, old_score integer, old_comment text) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_id integer;
  v_old_score integer;
  v_old_comment text;
  v_old_pr text;
  v_found boolean;
  v_outcome text;
  v_student record;
  v_total numeric;
  v_cross numeric;
  v_low numeric;
  v_high numeric;
  v_step integer;
  v_active_step integer;
  v_unranked boolean := false;
  v_passed bigint;
  v_passed_active bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('course-scores'), p_course_id);
  SELECT r.id, r.score, r.comment, r.github_pr_url INTO v_id, v_old_score, v_old_comment, v_old_pr
    FROM task_result r WHERE r.student_id = p_student_id AND r.course_task_id = p_course_task_id;
  v_found := FOUND;
  IF p_expected IS NOT NULL AND (
    v_found IS DISTINCT FROM coalesce((p_expected->>'exists')::boolean, false)
    OR (v_found AND (v_old_score IS DISTINCT FROM (p_expected->>'score')::integer
      OR v_old_comment IS DISTINCT FROM p_expected->>'comment'
      OR v_old_pr IS DISTINCT FROM p_expected->>'githubPrUrl'))
  ) THEN
    RETURN QUERY SELECT 'stale'::text, v_old_score, v_old_comment;
    RETURN;
  END IF;

  IF NOT v_found THEN
    INSERT INTO task_result
      (course_task_id, student_id, score, comment, github_pr_url, last_checker_id, history, created_at, updated_at)
    VALUES (p_course_task_id, p_student_id, p_score, p_comment, p_pr, p_checker, jsonb_build_array(p_entry), p_now, p_now);
    v_outcome := 'created';
  ELSIF v_old_score = p_score AND (NOT p_has_comment OR v_old_comment IS NOT DISTINCT FROM p_comment)
      AND (NOT p_has_pr OR v_old_pr IS NOT DISTINCT FROM p_pr) THEN
    RETURN QUERY SELECT 'skipped'::text, v_old_score, v_old_comment;
    RETURN;
  ELSE
    UPDATE task_result SET score = p_score,
      comment = CASE WHEN p_has_comment THEN p_comment ELSE comment END,
      github_pr_url = CASE WHEN p_has_pr THEN p_pr ELSE github_pr_url END,
      last_checker_id = coalesce(p_checker, last_checker_id),
      history = history || jsonb_build_array(p_entry),
      updated_at = p_now
    WHERE id = v_id;
    v_outcome := 'updated';
  END IF;

  IF v_outcome = 'created' OR v_old_score <> p_score THEN
    -- R3.2: total = round(Σ score × weight, 1) over non-disabled tasks; cross-check score over crossCheck tasks.
    SELECT coalesce(round(sum(r.score * t.score_weight), 1), 0),
        coalesce(round(sum(r.score * t.score_weight) FILTER (WHERE t.checker = 'crossCheck'), 1), 0)
      INTO v_total, v_cross
      FROM task_result r JOIN course_task t ON t.id = r.course_task_id AND NOT t.disabled
      WHERE r.student_id = p_student_id;
    SELECT s.total_score, s.cross_check_score, s.is_expelled, r.rank, r.active_rank INTO v_student
      FROM student s LEFT JOIN student_rank r ON r.student_id = s.id WHERE s.id = p_student_id;
    IF v_student.total_score <> v_total OR v_student.cross_check_score <> v_cross THEN
      IF v_student.total_score <> v_total THEN
        v_low := least(v_student.total_score, v_total);
        v_high := greatest(v_student.total_score, v_total);
        v_step := sign(v_total - v_student.total_score)::integer;
        v_active_step := CASE WHEN v_student.is_expelled THEN 0 ELSE v_step END;
        v_unranked := v_student.rank IS NULL OR (v_student.active_rank IS NULL AND NOT v_student.is_expelled);
        IF NOT v_unranked THEN
          -- The others he passed lie in (low, high]: the band [low, high) counted as it is updated, less those on low,
          -- plus those on high (one index lookup), instead of a second walk of the band.
          WITH band AS (
            UPDATE student_rank AS other SET rank = other.rank + v_step,
              active_rank = CASE WHEN other.is_expelled THEN other.active_rank ELSE other.active_rank + v_active_step END
            WHERE other.course_id = p_course_id AND other.student_id <> p_student_id
              AND other.total_score >= v_low AND other.total_score < v_high
            RETURNING other.rank IS NULL OR (other.active_rank IS NULL AND NOT other.is_expelled) AS unranked,
              other.total_score > v_low AS passed, NOT other.is_expelled AS active
          )
          SELECT coalesce(bool_or(band.unranked), false), count(*) FILTER (WHERE band.passed),
              count(*) FILTER (WHERE band.passed AND band.active)
            INTO v_unranked, v_passed, v_passed_active FROM band;
          SELECT v_passed + count(*), v_passed_active + count(*) FILTER (WHERE NOT other.is_expelled)
            INTO v_passed, v_passed_active
            FROM student_rank other
            WHERE other.course_id = p_course_id AND other.student_id <> p_student_id AND other.total_score = v_high;
        END IF;
      END IF;
      -- The student's own row: its total (student_rank_sync copies it), then, ranked, his ranks.
      UPDATE student SET total_score = v_total, cross_check_score = v_cross,
        total_score_change_date = p_now, updated_at = p_now
      WHERE id = p_student_id;
      IF v_unranked THEN
        PERFORM student_rank_recompute(p_course_id);
      ELSIF v_step IS NOT NULL THEN
        UPDATE student_rank SET rank = rank - v_step * v_passed,
          active_rank = CASE WHEN is_expelled THEN NULL ELSE active_rank - v_active_step * v_passed_active END
        WHERE student_id = p_student_id;
      END IF;
    END IF;
  END IF;

  IF p_outbox IS NOT NULL AND jsonb_array_length(p_outbox) > 0 THEN
    INSERT INTO notification_outbox
      (notification_id, user_id, channel_id, recipient, subject, body, expire_at, created_at, updated_at)
    SELECT o.notification_id, o.user_id, o.channel_id, o.recipient, o.subject, o.body, o.expire_at, o.created_at,
      o.created_at
    FROM jsonb_to_recordset(p_outbox) AS o(notification_id text, user_id int, channel_id channel_id, recipient text,
      subject text, body text, expire_at timestamptz, created_at timestamptz);
  END IF;
  RETURN QUERY SELECT v_outcome, v_old_score, v_old_comment;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "score_write_batch"(p_course_id integer, p_writes jsonb)
RETURNS TABLE (ordinal integer, outcome text, old_score integer, old_comment text) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  w record;
  v_student integer;
  v_task integer;
  v_score integer;
  v_expected jsonb;
  v_id integer;
  v_old_score integer;
  v_old_comment text;
  v_old_pr text;
  v_found boolean;
  v_outcome text;
  v_moved integer[] := '{}';
  v_moved_at timestamptz[] := '{}';
  v_unranked boolean := false;
  m_id integer[];
  m_o numeric[];
  m_n numeric[];
  m_c numeric[];
  m_active boolean[];
  m_at timestamptz[];
  v_points numeric[];
  v_count integer;
  v_all_in bigint[];
  v_active_in bigint[];
  v_all_on bigint[];
  v_active_on bigint[];
  v_steps integer[];
  v_active_steps integer[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('course-scores'), p_course_id);
  FOR w IN SELECT (e.ordinality - 1)::integer AS n, e.value AS v
      FROM jsonb_array_elements(p_writes) WITH ORDINALITY AS e LOOP
    v_student := (w.v->>'studentId')::integer;
    v_task := (w.v->>'courseTaskId')::integer;
    v_score := (w.v->>'score')::integer;
    v_expected := CASE WHEN jsonb_typeof(w.v->'expected') = 'object' THEN w.v->'expected' END;
    SELECT r.id, r.score, r.comment, r.github_pr_url INTO v_id, v_old_score, v_old_comment, v_old_pr
      FROM task_result r WHERE r.student_id = v_student AND r.course_task_id = v_task;
    v_found := FOUND;
    ordinal := w.n;
    old_score := v_old_score;
    old_comment := v_old_comment;
    IF v_expected IS NOT NULL AND (
      v_found IS DISTINCT FROM coalesce((v_expected->>'exists')::boolean, false)
      OR (v_found AND (v_old_score IS DISTINCT FROM (v_expected->>'score')::integer
        OR v_old_comment IS DISTINCT FROM v_expected->>'comment'
        OR v_old_pr IS DISTINCT FROM v_expected->>'githubPrUrl'))
    ) THEN
      outcome := 'stale';
      RETURN NEXT;
      CONTINUE;
    END IF;

    IF NOT v_found THEN
      INSERT INTO task_result
        (course_task_id, student_id, score, comment, github_pr_url, last_checker_id, history, created_at, updated_at)
      VALUES (v_task, v_student, v_score, w.v->>'comment', w.v->>'pr', (w.v->>'checker')::integer,
        jsonb_build_array(w.v->'entry'), (w.v->>'now')::timestamptz, (w.v->>'now')::timestamptz);
      v_outcome := 'created';
    ELSIF v_old_score = v_score
        AND (NOT (w.v->>'hasComment')::boolean OR v_old_comment IS NOT DISTINCT FROM w.v->>'comment')
        AND (NOT (w.v->>'hasPr')::boolean OR v_old_pr IS NOT DISTINCT FROM w.v->>'pr') THEN
      outcome := 'skipped';
      RETURN NEXT;
      CONTINUE;
    ELSE
      UPDATE task_result SET score = v_score,
        comment = CASE WHEN (w.v->>'hasComment')::boolean THEN w.v->>'comment' ELSE comment END,
        github_pr_url = CASE WHEN (w.v->>'hasPr')::boolean THEN w.v->>'pr' ELSE github_pr_url END,
        last_checker_id = coalesce((w.v->>'checker')::integer, last_checker_id),
        history = history || jsonb_build_array(w.v->'entry'),
        updated_at = (w.v->>'now')::timestamptz
      WHERE id = v_id;
      v_outcome := 'updated';
    END IF;
    IF v_outcome = 'created' OR v_old_score <> v_score THEN
      v_moved := v_moved || v_student;
      v_moved_at := v_moved_at || (w.v->>'now')::timestamptz;
    END IF;
    IF jsonb_typeof(w.v->'outbox') = 'array' AND jsonb_array_length(w.v->'outbox') > 0 THEN
      INSERT INTO notification_outbox
        (notification_id, user_id, channel_id, recipient, subject, body, expire_at, created_at, updated_at)
      SELECT o.notification_id, o.user_id, o.channel_id, o.recipient, o.subject, o.body, o.expire_at, o.created_at,
        o.created_at
      FROM jsonb_to_recordset(w.v->'outbox') AS o(notification_id text, user_id int, channel_id channel_id,
        recipient text, subject text, body text, expire_at timestamptz, created_at timestamptz);
    END IF;
    outcome := v_outcome;
    RETURN NEXT;
  END LOOP;
  IF cardinality(v_moved) = 0 THEN
    RETURN;
  END IF;

  -- R3.2: total = round(Σ score × weight, 1) over non-disabled tasks; cross-check score over crossCheck tasks. The
  -- students whose totals changed (by id), with the instant of the last write that moved each.
  SELECT array_agg(x.id ORDER BY x.id), array_agg(x.o ORDER BY x.id), array_agg(x.n ORDER BY x.id),
      array_agg(x.c ORDER BY x.id), array_agg(x.active ORDER BY x.id), array_agg(x.at ORDER BY x.id),
      coalesce(bool_or(x.o <> x.n AND (x.rank IS NULL OR (x.active AND x.active_rank IS NULL))), false)
    INTO m_id, m_o, m_n, m_c, m_active, m_at, v_unranked
  FROM (
    SELECT s.id, s.total_score AS o, t.total AS n, t.cross_total AS c, NOT s.is_expelled AS active, m.at, sr.rank,
      sr.active_rank
    FROM (
      SELECT DISTINCT ON (u.id) u.id, u.at FROM unnest(v_moved, v_moved_at) WITH ORDINALITY AS u(id, at, k)
      ORDER BY u.id, u.k DESC
    ) AS m
    JOIN student s ON s.id = m.id
    LEFT JOIN student_rank sr ON sr.student_id = s.id
    CROSS JOIN LATERAL (
      SELECT coalesce(round(sum(r.score * ct.score_weight), 1), 0) AS total,
        coalesce(round(sum(r.score * ct.score_weight) FILTER (WHERE ct.checker = 'crossCheck'), 1), 0) AS cross_total
      FROM task_result r JOIN course_task ct ON ct.id = r.course_task_id AND NOT ct.disabled
      WHERE r.student_id = s.id
    ) AS t
    WHERE s.total_score <> t.total OR s.cross_check_score <> t.cross_total
  ) AS x;
  IF m_id IS NULL THEN
    RETURN;
  END IF;

  IF NOT v_unranked THEN
    -- The breakpoints: every old and new total of M that moved, ascending. Segment k is [point k, point k + 1).
    SELECT array_agg(p.x ORDER BY p.x) INTO v_points FROM (
      SELECT least(u.o, u.n) AS x FROM unnest(m_o, m_n) AS u(o, n) WHERE u.o <> u.n
      UNION SELECT greatest(u.o, u.n) FROM unnest(m_o, m_n) AS u(o, n) WHERE u.o <> u.n
    ) AS p;
  END IF;
  IF v_points IS NOT NULL THEN
    v_count := cardinality(v_points);
    -- The others between the first and the last point (one read of the band on the student score index), per
    -- segment, and those exactly on each point: what each member of M passed is a sum of them.
    SELECT array_agg(coalesce(g.all_in, 0) ORDER BY k.k), array_agg(coalesce(g.active_in, 0) ORDER BY k.k),
        array_agg(coalesce(g.all_on, 0) ORDER BY k.k), array_agg(coalesce(g.active_on, 0) ORDER BY k.k),
        coalesce(bool_or(g.unranked), false)
      INTO v_all_in, v_active_in, v_all_on, v_active_on, v_unranked
    FROM generate_series(1, v_count) AS k(k)
    LEFT JOIN (
      SELECT b.k, count(*) AS all_in, count(*) FILTER (WHERE b.active) AS active_in,
        count(*) FILTER (WHERE b.on_point) AS all_on, count(*) FILTER (WHERE b.on_point AND b.active) AS active_on,
        bool_or(b.unranked) AS unranked
      FROM (
        SELECT width_bucket(other.total_score, v_points) AS k, NOT other.is_expelled AS active,
          other.total_score = v_points[width_bucket(other.total_score, v_points)] AS on_point,
          other.rank IS NULL OR (other.active_rank IS NULL AND NOT other.is_expelled) AS unranked
        FROM student_rank other
        WHERE other.course_id = p_course_id AND other.total_score >= v_points[1]
          AND other.total_score <= v_points[v_count] AND other.student_id <> ALL (m_id)
      ) AS b
      GROUP BY b.k
    ) AS g ON g.k = k.k;
  END IF;
  IF v_points IS NOT NULL AND NOT v_unranked THEN
    -- Each segment's shift: the members of M whose [least, greatest) covers it, +1 rising, -1 falling.
    SELECT array_agg(coalesce(st.step, 0) ORDER BY k.k), array_agg(coalesce(st.active_step, 0) ORDER BY k.k)
      INTO v_steps, v_active_steps
    FROM generate_series(1, v_count) AS k(k)
    LEFT JOIN LATERAL (
      SELECT sum(sign(u.n - u.o))::integer AS step,
        coalesce(sum(sign(u.n - u.o)) FILTER (WHERE u.active), 0)::integer AS active_step
      FROM unnest(m_o, m_n, m_active) AS u(o, n, active)
      WHERE u.o <> u.n AND least(u.o, u.n) <= v_points[k.k] AND greatest(u.o, u.n) > v_points[k.k]
    ) AS st ON true;
    UPDATE student_rank AS other SET rank = other.rank + v_steps[width_bucket(other.total_score, v_points)],
      active_rank = CASE WHEN other.is_expelled THEN other.active_rank
        ELSE other.active_rank + v_active_steps[width_bucket(other.total_score, v_points)] END
    WHERE other.course_id = p_course_id AND other.total_score >= v_points[1]
      AND other.total_score < v_points[v_count] AND other.student_id <> ALL (m_id)
      AND (v_steps[width_bucket(other.total_score, v_points)] <> 0
        OR (NOT other.is_expelled AND v_active_steps[width_bucket(other.total_score, v_points)] <> 0));
  END IF;

  -- The students of M: their ranks, minus (rising) or plus (falling) the others in (least, greatest], plus the
  -- members of M that passed them, minus those they passed; then their totals (student_rank_sync copies them).
  IF v_unranked THEN
    UPDATE student AS s SET total_score = m.n, cross_check_score = m.c, total_score_change_date = m.at, updated_at = m.at
    FROM unnest(m_id, m_n, m_c, m_at) AS m(id, n, c, at)
    WHERE s.id = m.id;
    PERFORM student_rank_recompute(p_course_id);
    RETURN;
  END IF;
  UPDATE student_rank AS s SET
    rank = CASE WHEN m.o = m.n THEN s.rank + m.members
      ELSE s.rank - sign(m.n - m.o)::integer * (
        (SELECT sum(v_all_in[k]) FROM generate_series(m.lo, m.hi - 1) AS k)
        - v_all_on[m.lo] + v_all_on[m.hi])::integer + m.members END,
    active_rank = CASE WHEN s.is_expelled THEN NULL
      WHEN m.o = m.n THEN s.active_rank + m.active_members
      ELSE s.active_rank - sign(m.n - m.o)::integer * (
        (SELECT sum(v_active_in[k]) FROM generate_series(m.lo, m.hi - 1) AS k)
        - v_active_on[m.lo] + v_active_on[m.hi])::integer + m.active_members END
  FROM (
    SELECT u.id, u.o, u.n,
      array_position(v_points, least(u.o, u.n)) AS lo, array_position(v_points, greatest(u.o, u.n)) AS hi,
      (SELECT coalesce(sum((y.n > u.n)::integer - (y.o > u.o)::integer), 0)
        FROM unnest(m_id, m_o, m_n) AS y(id, o, n) WHERE y.id <> u.id)::integer AS members,
      (SELECT coalesce(sum((y.n > u.n)::integer - (y.o > u.o)::integer), 0)
        FROM unnest(m_id, m_o, m_n, m_active) AS y(id, o, n, active) WHERE y.id <> u.id AND y.active)::integer
        AS active_members
    FROM unnest(m_id, m_o, m_n) AS u(id, o, n)
  ) AS m
  WHERE s.student_id = m.id;
  UPDATE student AS s SET total_score = m.n, cross_check_score = m.c, total_score_change_date = m.at, updated_at = m.at
  FROM unnest(m_id, m_n, m_c, m_at) AS m(id, n, c, at)
  WHERE s.id = m.id;
END
$$;
