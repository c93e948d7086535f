import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { displayNameSql } from '../../course-students/keys';

// GET /courses/{courseId}/schedule without a JS object per item: PostgreSQL applies rules.md R5.1–R5.4 (the same rules
// as items.ts and team-distribution-item.ts, which the CSV and the iCalendar feed use) and writes each ScheduleItem as
// JSON text; the app only puts the items in order (their name tie-break is JavaScript's localeCompare) and joins them.
// A test holds both paths to the same bytes.

const ms = (instant: SQL) => sql`floor(extract(epoch from ${instant}) * 1000)::bigint`;
const iso = (instant: SQL) =>
  sql`to_char(date_trunc('milliseconds', ${instant}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// rules.md R5.4 (every viewer but the course's student): by dates only.
const datesStatus = sql`case when i.start_ms > n.now_ms then 'future' when i.end_ms < n.now_ms then 'archived'
  else 'available' end`;
// "in window → available; past → missed" (the start has passed when it is asked).
const byDeadline = sql`case when n.now_ms <= i.end_ms then 'available' else 'missed' end`;

// rules.md R5.3, student view of a task item: the first matching line wins.
const studentTaskStatus = sql`case
  when i.start_ms > n.now_ms then 'future'
  when i.checker = 'crossCheck' and not i.review then case when i.has_solution then 'done' else ${byDeadline} end
  when i.checker = 'crossCheck' then case
    when i.cross_check_status = 'initial' then case when i.end_ms < n.now_ms then 'unavailable' else 'future' end
    when i.review_assignments = 0 then 'unavailable'
    when i.reviews_written >= i.review_assignments then 'done'
    else ${byDeadline} end
  when i.checker = 'auto-test' then case
    when n.now_ms <= i.end_ms and (i.result_score is null or i.result_score < i.max_score) then 'available'
    when i.result_score is not null or i.has_verification then 'done'
    else 'missed' end
  when i.result_score is not null then 'done'
  when i.tag <> 'interview' and (i.has_solution or i.has_review_assignment) then 'review'
  else ${byDeadline} end`;

// rules.md R5.3 team distribution row (student view).
const studentDistributionStatus = sql`case
  when i.start_ms > n.now_ms then 'future'
  when i.in_team then 'done'
  when i.registered then 'registered'
  when not i.active_student or i.total_score < i.min_total_score then 'unavailable'
  when n.now_ms <= i.end_ms then 'available'
  else 'missed' end`;

// The caller's facts per task (R5.3), each a lookup on a unique or leading-column index; none for other viewers.
function taskFacts(studentId: number | null): SQL {
  if (studentId === null) {
    return sql`null::int as result_score, false as has_solution, false as has_review_assignment,
      false as has_verification, 0::bigint as review_assignments, 0::bigint as reviews_written`;
  }
  return sql`(select r.score from task_result r where r.course_task_id = ct.id and r.student_id = ${studentId})
      as result_score,
    exists (select 1 from task_solution s where s.course_task_id = ct.id and s.student_id = ${studentId}) as has_solution,
    exists (select 1 from mentor_review_assignment a where a.course_task_id = ct.id and a.student_id = ${studentId})
      as has_review_assignment,
    exists (select 1 from task_verification v where v.student_id = ${studentId} and v.course_task_id = ct.id
      and v.status = 'completed') as has_verification,
    case when ct.checker = 'crossCheck' then (select count(*) from cross_check_pair p
      where p.course_task_id = ct.id and p.checker_id = ${studentId}) else 0 end as review_assignments,
    case when ct.checker = 'crossCheck' then (select count(*) from cross_check_review r
      where r.course_task_id = ct.id and r.checker_id = ${studentId}) else 0 end as reviews_written`;
}

function distributionFacts(studentId: number | null): SQL {
  if (studentId === null) {
    return sql`false as registered, false as in_team, false as active_student, 0::numeric as total_score`;
  }
  return sql`exists (select 1 from team_distribution_student r
      where r.team_distribution_id = d.id and r.student_id = ${studentId} and r.active) as registered,
    exists (select 1 from team_member m where m.team_distribution_id = d.id and m.student_id = ${studentId}) as in_team,
    exists (select 1 from student s where s.id = ${studentId} and not s.is_expelled) as active_student,
    coalesce((select s.total_score from student s where s.id = ${studentId}), 0) as total_score`;
}

const organizer = (person: string) =>
  sql.raw(`case when ${person}.id is not null then (select row_to_json(x) from (select ${person}.id as "id",
    ${person}.github_id as "githubId", `);

type ScheduleRow = { start_ms: string; tag_rank: number; name: string; item: string };

export type ScheduleJson = { json: string; validFrom: number; validUntil: number };

const taskTag = sql`case when t_type in ('selfeducation', 'test') then 'test'
  when t_type in ('interview', 'stage-interview') then 'interview' else 'coding' end`;

// The items of the schedule (CTE "ordered": one row per item with its JSON and its sort keys), then `final`.
async function selectItems<T>(db: DbOrTx, courseId: number, studentId: number | null, now: Date, final: SQL) {
  const asStudent = studentId !== null;
  const ownerName = displayNameSql(sql`o.first_name`, sql`o.last_name`, sql`o.github_id`);
  const organizerName = displayNameSql(sql`u.first_name`, sql`u.last_name`, sql`u.github_id`);
  const result = (await db.execute(sql`
    with n as (select ${now.getTime()}::bigint as now_ms),
    task as (
      select ct.id, ct.checker::text as checker, ct.cross_check_status::text as cross_check_status, ct.max_score,
        ct.score_weight, t.name, coalesce(ct.type::text, t.type::text) as t_type, t.description_url,
        ct.student_start_date as start_at, ct.student_end_date as end_at,
        coalesce(ct.cross_check_end_date, ct.student_end_date) as review_end_at,
        ${organizer('o')}${ownerName} as "name") x) end as organizer,
        ${taskFacts(studentId)}
      from course_task ct
      inner join task t on t.id = ct.task_id
      left join "user" o on o.id = ct.task_owner_id
      where ct.course_id = ${courseId} and not ct.disabled
    ),
    task_item as (
      select task.*, false as review, 'courseTask-' || task.id as key,
        case when checker = 'crossCheck' then 'cross-check-submit' else ${taskTag} end as tag,
        start_at as item_start, end_at as item_end
      from task
      union all
      select task.*, true, 'courseTask-' || task.id || '-review', 'cross-check-review', end_at, review_end_at
      from task where checker = 'crossCheck'
    ),
    item as (
      select i.*, ${ms(sql`i.item_start`)} as start_ms, ${ms(sql`i.item_end`)} as end_ms
      from (
        select key, id, 'courseTask' as entity_type, name, t_type as type, tag, item_start, item_end, description_url,
          organizer, null::text as place, result_score, max_score, score_weight::float8 as score_weight,
          cross_check_status, checker, review, has_solution, has_review_assignment, has_verification,
          review_assignments, reviews_written, null::boolean as registered, null::boolean as in_team,
          null::boolean as active_student, null::numeric as total_score, null::numeric as min_total_score
        from task_item
        union all
        select 'courseEvent-' || ce.id, ce.id, 'courseEvent', e.name, e.type::text,
          case when e.type = 'lecture_self_study' then 'self-study' else 'lecture' end,
          ce.date_time, coalesce(ce.end_time, ce.date_time + make_interval(mins => coalesce(ce.duration, 60))),
          e.description_url, ${organizer('u')}${organizerName} as "name") x) end, ce.place, null, null, null, null,
          null, false, false, false, false, 0, 0, null, null, null, null, null
        from course_event ce
        inner join event e on e.id = ce.event_id
        left join "user" u on u.id = ce.organizer_id
        where ce.course_id = ${courseId}
        union all
        select 'courseTeamDistribution-' || d.id, d.id, 'courseTeamDistribution', d.name, 'team-distribution',
          'team-distribution', d.start_date, d.end_date, d.description_url, null, null, null, null, null, null, null,
          false, false, false, false, 0, 0, f.registered, f.in_team, f.active_student, f.total_score,
          d.min_total_score
        from team_distribution d, lateral (select ${distributionFacts(studentId)}) f
        where d.course_id = ${courseId}
      ) i
    )
    , ordered as (select i.start_ms, i.end_ms, i.name, i.id,
      case i.tag when 'self-study' then 0 when 'test' then 1 when 'coding' then 2 else 3 end as tag_rank,
      case i.entity_type when 'courseTask' then 0 when 'courseEvent' then 1 else 2 end as kind,
      (select row_to_json(x) from (select i.key as "key", i.id as "id", i.entity_type as "entityType",
        i.name as "name", i.type as "type", i.tag as "tag",
        case
          when i.entity_type = 'courseEvent' then case when i.end_ms < n.now_ms then 'archived'
            when i.start_ms <= n.now_ms then 'available' else 'future' end
          when ${sql.raw(String(!asStudent))} then ${datesStatus}
          when i.entity_type = 'courseTask' then ${studentTaskStatus}
          else ${studentDistributionStatus} end as "status",
        ${iso(sql`i.item_start`)} as "startDate", ${iso(sql`i.item_end`)} as "endDate",
        i.description_url as "descriptionUrl", i.organizer as "organizer", i.place as "place",
        ${asStudent ? sql`i.result_score` : sql`null::int`} as "score", i.max_score as "maxScore",
        i.score_weight as "scoreWeight", i.cross_check_status as "crossCheckStatus") x)::text as item
    from item i, n)
    ${final}
  `)) as unknown as { rows: T[] };
  return result.rows;
}

// JavaScript's localeCompare is ICU's root collation: where PostgreSQL has ICU (its "und-x-icu" collation), it orders
// names the same way; elsewhere (the embedded PGlite) a name tie is settled in JavaScript. Looked up once per database.
const icuByDb = new WeakMap<object, Promise<boolean>>();
function hasIcu(db: DbOrTx): Promise<boolean> {
  let known = icuByDb.get(db);
  if (!known) {
    known = (db.execute(sql`select 1 from pg_collation where collname = 'und-x-icu'`) as Promise<unknown>).then(
      (result) => (result as { rows: unknown[] }).rows.length > 0,
    );
    icuByDb.set(db, known);
  }
  return known;
}

// One row: the items joined in R5.1 order (start, tag order, then name, then source and id as buildSchedule pushes
// them), whether a name decides between two items where the database cannot order names as localeCompare does, and
// the clock span in which every status holds: the last start or end (or 1 ms after one) at or before now, the first
// after it.
const joined = (icu: boolean) => sql`select
    string_agg(item, ',' order by start_ms, tag_rank, name collate ${sql.identifier(icu ? 'und-x-icu' : 'C')}, kind, id)
      as items,
    ${icu ? sql`false` : sql`exists (select 1 from ordered group by start_ms, tag_rank having count(distinct name) > 1)`}
      as ties,
    (select max(c) from ordered, lateral (values (start_ms), (start_ms + 1), (end_ms), (end_ms + 1)) v(c)
      where c <= (select now_ms from n)) as valid_from,
    (select min(c) from ordered, lateral (values (start_ms), (start_ms + 1), (end_ms), (end_ms + 1)) v(c)
      where c > (select now_ms from n)) as valid_until
  from ordered`;
type JoinedRow = { items: string | null; ties: boolean; valid_from: string | null; valid_until: string | null };

const byRow = sql`select start_ms, end_ms, tag_rank, name, item from ordered order by start_ms, tag_rank, kind, id`;

// rules.md R5: the course's schedule for one viewer at `now`, as ScheduleItem[] JSON text, with the span of the clock
// in which every status stays as it is (see statusWindow in routes.ts); null when the course does not exist.
export async function scheduleJson(
  db: DbOrTx,
  courseId: number,
  studentId: number | null,
  now: Date,
): Promise<ScheduleJson | null> {
  const [row] = await selectItems<JoinedRow>(db, courseId, studentId, now, joined(await hasIcu(db)));
  if (row.items === null) {
    const found = (await db.execute(sql`select 1 from course where id = ${courseId}`)) as unknown as {
      rows: unknown[];
    };
    return found.rows.length ? { json: '[]', validFrom: -Infinity, validUntil: Infinity } : null;
  }
  const validFrom = row.valid_from === null ? -Infinity : Number(row.valid_from);
  const validUntil = row.valid_until === null ? Infinity : Number(row.valid_until);
  if (!row.ties) return { json: `[${row.items}]`, validFrom, validUntil };
  // Two items share a start and a tag: their names decide as compareEntries orders them (localeCompare), which no
  // collation of the database reproduces, so the rows come one by one and are sorted here.
  const rows = await selectItems<ScheduleRow>(db, courseId, studentId, now, byRow);
  const sorted = rows
    .map((item) => ({ ...item, start: Number(item.start_ms) }))
    .sort((a, b) => a.start - b.start || a.tag_rank - b.tag_rank || a.name.localeCompare(b.name));
  return { json: `[${sorted.map((item) => item.item).join(',')}]`, validFrom, validUntil };
}
