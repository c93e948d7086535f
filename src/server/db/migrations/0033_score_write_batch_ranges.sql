-- Issue 12, "10 mentors writing scores to one course at once" (eighth pass): score_write_batch (migration 0032) as it
-- was, except which rows of student_rank it reads and shifts. A batch carries the writes that queued on the course
-- while the previous call held its lock, and they lie all over the course: it read and shifted every row from the
-- lowest of their totals to the highest, though the rows between their bands neither move nor count for anyone. Now
-- the segments some write crosses are merged into ranges of totals, each read on the (course_id, total_score) index
-- alone, and the rows exactly on a write's old or new total beside them by equality. On the bench's large school
-- (batches of four to five writes) the count reads 2,500 buffers instead of 5,700, the shift 12,000 instead of
-- 15,900, and a batch holds the lock about a fifth less long (bench/notes.md, eighth pass). Ranks and totals are as
-- before (R3.2, R3.4).
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
  v_covered boolean[];
  v_low numeric[];
  v_high numeric[];
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
    -- Each segment's shift: the members of M whose [least, greatest) covers it, +1 rising, -1 falling; and whether any
    -- member covers it at all (two that cross it in opposite directions cover it and leave it unshifted).
    SELECT array_agg(coalesce(st.step, 0) ORDER BY k.k), array_agg(coalesce(st.active_step, 0) ORDER BY k.k),
        array_agg(coalesce(st.covers, 0) > 0 ORDER BY k.k)
      INTO v_steps, v_active_steps, v_covered
    FROM generate_series(1, v_count) AS k(k)
    LEFT JOIN LATERAL (
      SELECT sum(sign(u.n - u.o))::integer AS step,
        coalesce(sum(sign(u.n - u.o)) FILTER (WHERE u.active), 0)::integer AS active_step, count(*) AS covers
      FROM unnest(m_o, m_n, m_active) AS u(o, n, active)
      WHERE u.o <> u.n AND least(u.o, u.n) <= v_points[k.k] AND greatest(u.o, u.n) > v_points[k.k]
    ) AS st ON true;
    -- The covered segments as ranges of totals, runs of neighbouring segments merged: [low, high). A batch's writes
    -- lie all over the course, and the totals between their bands need neither a count nor a shift: each range is
    -- read on the (course_id, total_score) index alone, where one range from the first point to the last read them all.
    SELECT array_agg(v_points[r.first] ORDER BY r.first), array_agg(v_points[r.last + 1] ORDER BY r.first)
      INTO v_low, v_high
    FROM (
      SELECT min(c.k) AS first, max(c.k) AS last
      FROM (SELECT c.k, c.k - row_number() OVER (ORDER BY c.k) AS run
        FROM generate_series(1, v_count - 1) AS c(k) WHERE v_covered[c.k]) AS c
      GROUP BY c.run
    ) AS r;
    -- The others in the covered ranges, per segment, and those exactly on each point (a point is some member's old or
    -- new total, so its rows are always read: inside a covered range, or apart by equality): what each member of M
    -- passed is a sum of them.
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
        FROM (
          SELECT o.total_score, o.is_expelled, o.rank, o.active_rank
          FROM unnest(v_low, v_high) AS r(low, high)
          JOIN student_rank o ON o.course_id = p_course_id AND o.total_score >= r.low AND o.total_score < r.high
          WHERE o.student_id <> ALL (m_id)
          UNION ALL
          SELECT o.total_score, o.is_expelled, o.rank, o.active_rank
          FROM student_rank o
          WHERE o.course_id = p_course_id AND o.student_id <> ALL (m_id) AND o.total_score = ANY (ARRAY(
            SELECT p.x FROM unnest(v_points, v_covered) AS p(x, covered) WHERE NOT p.covered))
        ) AS other
      ) AS b
      GROUP BY b.k
    ) AS g ON g.k = k.k;
  END IF;
  IF v_points IS NOT NULL AND NOT v_unranked THEN
    UPDATE student_rank AS other SET rank = other.rank + v_steps[width_bucket(other.total_score, v_points)],
      active_rank = CASE WHEN other.is_expelled THEN other.active_rank
        ELSE other.active_rank + v_active_steps[width_bucket(other.total_score, v_points)] END
    FROM unnest(v_low, v_high) AS r(low, high)
    WHERE other.course_id = p_course_id AND other.total_score >= r.low AND other.total_score < r.high
      AND other.student_id <> ALL (m_id)
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
