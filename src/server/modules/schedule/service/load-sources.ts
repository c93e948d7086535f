import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { EventType, TaskChecker } from '../../../db/schema';
import type { TeamDistributionSource } from './team-distribution-item';

export type CourseTaskSource = {
  id: number;
  taskId: number;
  name: string;
  type: string;
  descriptionUrl: string | null;
  checker: TaskChecker;
  startDate: Date;
  endDate: Date;
  crossCheckEndDate: Date | null;
  maxScore: number;
  scoreWeight: number;
  pairsCount: number | null;
  crossCheckStatus: 'initial' | 'distributed' | 'completed';
  ownerId: number | null;
  ownerGithubId: string | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  // The caller's own facts (R5.3); null and false for a viewer who is no student of the course.
  resultScore: number | null;
  hasSolution: boolean;
  hasReviewAssignment: boolean;
  hasVerification: boolean;
  // Cross-check pairs where the caller reviews, and his reviews written (R5.3 cross-check review); 0 elsewhere.
  reviewAssignments: number;
  reviewsWritten: number;
};

export type CourseEventSource = {
  id: number;
  eventId: number;
  name: string;
  type: EventType;
  descriptionUrl: string | null;
  dateTime: Date;
  endTime: Date | null;
  duration: number | null;
  place: string | null;
  organizerId: number | null;
  organizerGithubId: string | null;
  organizerFirstName: string | null;
  organizerLastName: string | null;
};

export type CourseSources = {
  // The course's schedule version (migration 0013) in the same snapshot as the rows.
  version: number;
  tasks: CourseTaskSource[];
  events: CourseEventSource[];
  distributions: TeamDistributionSource[];
};

// Instants travel as epoch milliseconds: a number in the JSON, no date text to parse back.
type Instants<T, K extends keyof T> = Omit<T, K> & { [P in K]: null extends T[P] ? number | null : number };
type TaskJson = Instants<CourseTaskSource, 'startDate' | 'endDate' | 'crossCheckEndDate'>;
type EventJson = Instants<CourseEventSource, 'dateTime' | 'endTime'>;
type DistributionJson = Instants<TeamDistributionSource, 'startDate' | 'endDate'>;

const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);
const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

// The caller's own facts per task (R5.3), each a lookup on a unique or leading-column index.
function studentFacts(studentId: number | null) {
  if (studentId === null) {
    return sql`'resultScore', null::int, 'hasSolution', false, 'hasReviewAssignment', false, 'hasVerification', false,
      'reviewAssignments', 0, 'reviewsWritten', 0`;
  }
  return sql`
    'resultScore', (select r.score from task_result r where r.course_task_id = ct.id and r.student_id = ${studentId}),
    'hasSolution', exists (select 1 from task_solution s where s.course_task_id = ct.id and s.student_id = ${studentId}),
    'hasReviewAssignment', exists (select 1 from mentor_review_assignment a
      where a.course_task_id = ct.id and a.student_id = ${studentId}),
    'hasVerification', exists (select 1 from task_verification v
      where v.student_id = ${studentId} and v.course_task_id = ct.id and v.status = 'completed'),
    'reviewAssignments', case when ct.checker = 'crossCheck' then (select count(*) from cross_check_pair p
      where p.course_task_id = ct.id and p.checker_id = ${studentId}) else 0 end,
    'reviewsWritten', case when ct.checker = 'crossCheck' then (select count(*) from cross_check_review r
      where r.course_task_id = ct.id and r.checker_id = ${studentId}) else 0 end`;
}

// The caller's facts per team distribution (R5.3): registration, team, and whether he may register at all.
function distributionFacts(studentId: number | null) {
  if (studentId === null) {
    return sql`'registered', false, 'inTeam', false, 'activeStudent', false, 'totalScore', 0`;
  }
  return sql`
    'registered', exists (select 1 from team_distribution_student r
      where r.team_distribution_id = d.id and r.student_id = ${studentId} and r.active),
    'inTeam', exists (select 1 from team_member m where m.team_distribution_id = d.id and m.student_id = ${studentId}),
    'activeStudent', exists (select 1 from student s where s.id = ${studentId} and not s.is_expelled),
    'totalScore', coalesce((select s.total_score from student s where s.id = ${studentId}), 0)`;
}

// rules.md R5.1: every non-disabled course task of the course with its catalogue task, owner and the caller's facts,
// and every course event with its event and organizer, in one round trip (DESIGN.md "Performance": schedule p99
// ≤ 30 ms). PostgreSQL writes the rows as JSON, which costs the app one JSON.parse instead of mapping ~4,000 columns
// of 200 rows one by one. No row: the course does not exist.
export async function loadCourseSources(
  db: DbOrTx,
  courseId: number,
  studentId: number | null,
): Promise<CourseSources | null> {
  const result = (await db.execute(sql`
    select
      coalesce((select v.schedule from course_cache_version v where v.course_id = c.id), 0) as version,
      (select json_agg(json_build_object(
          'id', ct.id, 'taskId', ct.task_id, 'name', t.name, 'type', coalesce(ct.type::text, t.type::text),
          'descriptionUrl', t.description_url, 'checker', ct.checker,
          'startDate', ${epochMs('ct.student_start_date')}, 'endDate', ${epochMs('ct.student_end_date')},
          'crossCheckEndDate', ${epochMs('ct.cross_check_end_date')},
          'maxScore', ct.max_score, 'scoreWeight', ct.score_weight, 'pairsCount', ct.pairs_count,
          'crossCheckStatus', ct.cross_check_status,
          'ownerId', o.id, 'ownerGithubId', o.github_id, 'ownerFirstName', o.first_name, 'ownerLastName', o.last_name,
          ${studentFacts(studentId)}
        ) order by ct.id)
        from course_task ct
        inner join task t on t.id = ct.task_id
        left join "user" o on o.id = ct.task_owner_id
        where ct.course_id = c.id and not ct.disabled) as tasks,
      (select json_agg(json_build_object(
          'id', ce.id, 'eventId', ce.event_id, 'name', e.name, 'type', e.type, 'descriptionUrl', e.description_url,
          'dateTime', ${epochMs('ce.date_time')}, 'endTime', ${epochMs('ce.end_time')},
          'duration', ce.duration, 'place', ce.place,
          'organizerId', u.id, 'organizerGithubId', u.github_id, 'organizerFirstName', u.first_name,
          'organizerLastName', u.last_name
        ) order by ce.date_time, ce.id)
        from course_event ce
        inner join event e on e.id = ce.event_id
        left join "user" u on u.id = ce.organizer_id
        where ce.course_id = c.id) as events,
      (select json_agg(json_build_object(
          'id', d.id, 'name', d.name, 'descriptionUrl', d.description_url,
          'startDate', ${epochMs('d.start_date')}, 'endDate', ${epochMs('d.end_date')},
          'minTotalScore', d.min_total_score, ${distributionFacts(studentId)}
        ) order by d.start_date, d.id)
        from team_distribution d
        where d.course_id = c.id) as distributions
    from course c
    where c.id = ${courseId}
  `)) as unknown as {
    rows: {
      version: string | number;
      tasks: TaskJson[] | string | null;
      events: EventJson[] | string | null;
      distributions: DistributionJson[] | string | null;
    }[];
  };
  const [row] = result.rows;
  if (!row) return null;
  // node-postgres parses json columns; a driver that hands back the text gets it parsed here.
  const parsed = <T>(value: T[] | string | null): T[] =>
    typeof value === 'string' ? JSON.parse(value) : (value ?? []);
  return {
    version: Number(row.version),
    tasks: parsed(row.tasks).map((task) => ({
      ...task,
      startDate: new Date(task.startDate),
      endDate: new Date(task.endDate),
      crossCheckEndDate: dateOf(task.crossCheckEndDate),
    })),
    events: parsed(row.events).map((event) => ({
      ...event,
      dateTime: new Date(event.dateTime),
      endTime: dateOf(event.endTime),
    })),
    distributions: parsed(row.distributions).map((distribution) => ({
      ...distribution,
      startDate: new Date(distribution.startDate),
      endDate: new Date(distribution.endDate),
    })),
  };
}
