import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sendNotifications } from '../notifications';
import type { BackgroundJob } from './job';

const HOUR = 60 * 60_000;

type ChangeRow = {
  id: number;
  course_id: number;
  course_name: string;
  course_alias: string;
  running: boolean;
  entity_type: 'courseTask' | 'courseEvent' | 'courseTeamDistribution';
  operation: 'insert' | 'update' | 'remove';
  previous: Record<string, unknown> | null;
  current: Record<string, unknown> | null;
  name: string | null;
};

export type ScheduleDigestChange = {
  type: string;
  entity: 'task' | 'event' | 'team distribution';
  name: string;
  dateTime: string | null;
  // Changed fields with their old and new values (R20.9: changed dates/place with old values).
  fields: { field: string; previous: unknown; current: unknown }[];
};

const entityNames = { courseTask: 'task', courseEvent: 'event', courseTeamDistribution: 'team distribution' } as const;
// The instant a change is about: a task's deadline, an event's start, a distribution's end.
const WHEN = ['studentEndDate', 'dateTime', 'endDate'];

function describe(row: ChangeRow): ScheduleDigestChange {
  const entity = entityNames[row.entity_type];
  const values = row.current ?? row.previous ?? {};
  const when = WHEN.map((key) => values[key]).find((value) => typeof value === 'string');
  const change = {
    entity,
    name: row.name ?? `${entity} ${values.id ?? ''}`.trim(),
    dateTime: (when as string) ?? null,
  };
  if (row.operation === 'insert') return { ...change, type: `new ${entity}`, fields: [] };
  if (row.operation === 'remove') return { ...change, type: `removed ${entity}`, fields: [] };
  const status = row.current?.crossCheckStatus;
  if (status === 'distributed') return { ...change, type: 'cross-check started', fields: [] };
  if (status === 'completed') return { ...change, type: 'cross-check completed', fields: [] };
  const previous = row.previous ?? {};
  const current = row.current ?? {};
  const fields = Object.keys(current)
    .filter((field) => JSON.stringify(previous[field] ?? null) !== JSON.stringify(current[field] ?? null))
    .map((field) => ({ field, previous: previous[field] ?? null, current: current[field] ?? null }));
  return { ...change, type: `changed ${entity}`, fields };
}

// Rows written before the current clock hour, not yet notified, with the name of what they are about (a deleted
// event's name comes through the event id kept in `previous`).
async function pendingChanges(tx: Tx, hourStart: Date, now: Date): Promise<ChangeRow[]> {
  const result = (await tx.execute(sql`
    select sc.id, sc.course_id, c.name as course_name, c.alias as course_alias,
      (not c.completed and c.start_date <= ${now.toISOString()}::timestamptz) as running,
      sc.entity_type, sc.operation, sc.previous, sc.current,
      case sc.entity_type
        when 'courseTask' then (select k.name from task k
          where k.id = coalesce((sc.current->>'taskId')::int, (sc.previous->>'taskId')::int,
            (select ct.task_id from course_task ct where ct.id = sc.entity_id)))
        when 'courseEvent' then (select e.name from event e
          where e.id = coalesce((sc.current->>'eventId')::int, (sc.previous->>'eventId')::int,
            (select ce.event_id from course_event ce where ce.id = sc.entity_id)))
        else coalesce(sc.current->>'name', sc.previous->>'name',
          (select d.name from team_distribution d where d.id = sc.entity_id))
      end as name
    from schedule_change sc
    join course c on c.id = sc.course_id
    where sc.notified_at is null and sc.created_at < ${hourStart.toISOString()}::timestamptz
    order by sc.course_id, sc.created_at, sc.id
    for update of sc skip locked
  `)) as unknown as { rows: ChangeRow[] };
  return result.rows;
}

// Active students, non-expelled mentors and managers of each course (R20.9).
async function recipients(tx: Tx, courseIds: number[]): Promise<{ course_id: number; user_id: number }[]> {
  const ids = sql.join(
    courseIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    select course_id, user_id from student where course_id in (${ids}) and not is_expelled
    union
    select course_id, user_id from mentor where course_id in (${ids}) and not is_expelled
    union
    select course_id, user_id from course_user where course_id in (${ids}) and is_manager
    order by user_id, course_id
  `)) as unknown as { rows: { course_id: number; user_id: number }[] };
  return result.rows;
}

// rules.md R2.2 (e) / R20.9: hourly — the changes of each past clock hour go out together at the first sweep after
// the hour ends (rows of the running hour wait for it), so a person gets at most one digest an hour whatever the sweep
// interval. Each recipient gets one `courseScheduleChange {courses: [{course, changes}]}` over all his courses; every
// row taken, of a running course or not, is then marked notified in the same transaction as the outbox rows.
export const sendScheduleDigest: BackgroundJob = {
  name: 'schedule change digest',
  lockKey: 5,
  run: async (tx, deps) => {
    const hourStart = new Date(Math.floor(deps.now.getTime() / HOUR) * HOUR);
    const rows = await pendingChanges(tx, hourStart, deps.now);
    if (!rows.length) return { changes: 0, recipients: 0 };
    const byCourse = new Map<
      number,
      { course: { id: number; name: string; alias: string }; changes: ScheduleDigestChange[] }
    >();
    for (const row of rows.filter((change) => change.running)) {
      const entry = byCourse.get(row.course_id) ?? {
        course: { id: row.course_id, name: row.course_name, alias: row.course_alias },
        changes: [],
      };
      entry.changes.push(describe(row));
      byCourse.set(row.course_id, entry);
    }
    const people = byCourse.size ? await recipients(tx, [...byCourse.keys()]) : [];
    const digests = new Map<number, { course: unknown; changes: ScheduleDigestChange[] }[]>();
    for (const { course_id: courseId, user_id: userId } of people) {
      const entry = byCourse.get(courseId);
      if (entry) digests.set(userId, [...(digests.get(userId) ?? []), entry]);
    }
    const items = [...digests].map(([userId, list]) => ({
      notificationId: 'courseScheduleChange',
      userId,
      data: { courses: list },
    }));
    await sendNotifications(tx, items, deps.now);
    await tx.execute(sql`
      update schedule_change set notified_at = ${deps.now.toISOString()}::timestamptz
      where id in (${sql.join(
        rows.map((row) => sql`${row.id}`),
        sql`, `,
      )})
    `);
    return { changes: rows.length, recipients: items.length, unsent: rows.filter((row) => !row.running).length };
  },
};
