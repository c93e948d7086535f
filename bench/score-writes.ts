// Issue 12 budget "10 mentors writing scores to one course at once": ≥ 100 writes/s, 0 errors, and the stored ranks
// equal to a fresh ranking afterwards. Ten mentors of the large course, each on his own connection with his own
// session, score their own students (rules.md R3.7) on mentor-checked tasks as fast as the server answers, every
// write a new score so that every one moves a total and shifts ranks (R3.4). Afterwards the stored rank and
// active_rank of every student are compared with a ranking computed from scratch in SQL, and the stored totals with
// totals summed from the task results (R3.2).
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { courseTasks, mentors, students, users } from '../src/server/db/schema';

export const CONCURRENT_SCORE_WRITES =
  'POST /course/{id}/students/score/{githubId}/task/{courseTaskId}, 10 mentors at once';
export const CONCURRENT_SCORE_WRITES_BUDGET = { writesPerSecond: 100, errors: 0, mismatches: 0 };

export type ScoreWriter = {
  mentor: string;
  token: string;
  // One per (student of his, mentor-checked task): the path of the write and the task's max score.
  targets: { path: string; maxScore: number }[];
};

export type ConcurrentScoreWrites = {
  name: string;
  connections: number;
  writes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  // Network failures, then answers other than 204 (the first such answer's status and body, to say why).
  errors: number;
  non2xx: number;
  firstFailure?: string;
};

export type RankCheck = { students: number; rankMismatches: number; totalMismatches: number };

// The writers, read while the bench prepares the large school (the database is open then): the `count` mentors of
// the course with the most active students, each with his active students × the course's first 3 mentor-checked
// tasks. `sign` makes a session token as the server expects it (run.ts signs every persona that way).
export async function scoreWriters(
  db: Db,
  courseId: number,
  sign: (user: { id: number; githubId: string }) => Promise<string>,
  writers = 10,
): Promise<ScoreWriter[]> {
  const tasks = await db
    .select({ id: courseTasks.id, maxScore: courseTasks.maxScore })
    .from(courseTasks)
    .where(and(eq(courseTasks.courseId, courseId), eq(courseTasks.checker, 'mentor'), eq(courseTasks.disabled, false)))
    .orderBy(asc(courseTasks.id))
    .limit(3);
  const busiest = await db
    .select({ mentorId: mentors.id, userId: users.id, githubId: users.githubId, students: count() })
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .innerJoin(students, and(eq(students.mentorId, mentors.id), eq(students.isExpelled, false)))
    .where(and(eq(mentors.courseId, courseId), eq(mentors.isExpelled, false)))
    .groupBy(mentors.id, users.id, users.githubId)
    .orderBy(sql`count(*) desc`, asc(mentors.id))
    .limit(writers);
  const mentees = await db
    .select({ mentorId: students.mentorId, githubId: users.githubId })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        eq(students.courseId, courseId),
        eq(students.isExpelled, false),
        inArray(
          students.mentorId,
          busiest.map((mentor) => mentor.mentorId),
        ),
      ),
    )
    .orderBy(asc(students.id));
  return Promise.all(
    busiest.map(async (mentor) => ({
      mentor: mentor.githubId,
      token: await sign({ id: mentor.userId, githubId: mentor.githubId }),
      targets: mentees
        .filter((student) => student.mentorId === mentor.mentorId)
        .flatMap((student) =>
          tasks.map((task) => ({
            path: `/api/v2/course/${courseId}/students/score/${encodeURIComponent(student.githubId)}/task/${task.id}`,
            maxScore: task.maxScore,
          })),
        ),
    })),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;

// Every writer keeps one write in flight on his own keep-alive connection for `seconds`; each write sets a score that
// differs from the one before on that target (a step of 37 modulo maxScore + 1), so that every write moves a total.
// `shift`: the run's number, which moves the whole sequence, so that a run does not write again the scores an earlier
// run left on the same targets: such a write stores what is there and moves no total, and the bench's second and third
// runs had measured mostly those (178-263 writes/s against 81-96 for writes that move totals).
export async function measureConcurrentScoreWrites(
  url: string,
  writers: ScoreWriter[],
  seconds: number,
  shift = 0,
): Promise<ConcurrentScoreWrites> {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    writers.map(async (writer, index) => {
      for (let step = 0; performance.now() < deadline && writer.targets.length; step += 1) {
        const target = writer.targets[step % writer.targets.length];
        const round = Math.floor(step / writer.targets.length);
        const score = (round * 37 + index * 11 + step + shift * 13) % (target.maxScore + 1);
        const sent = performance.now();
        try {
          const response = await fetch(`${url}${target.path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ score }),
          });
          const body = await response.text();
          latencies.push(performance.now() - sent);
          if (response.status !== 204) {
            non2xx += 1;
            firstFailure ??= `${response.status} ${body.slice(0, 300)}`;
          }
        } catch (error) {
          errors += 1;
          firstFailure ??= String(error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p50 = Math.round(percentile(latencies, 0.5));
  const p99 = Math.round(percentile(latencies, 0.99));
  const rate = Math.round(latencies.length / elapsed);
  console.log(`${new Date().toISOString()} ${CONCURRENT_SCORE_WRITES}: ${rate} writes/s, p50 ${p50} ms, p99 ${p99} ms`);
  return {
    name: CONCURRENT_SCORE_WRITES,
    connections: writers.length,
    writes: latencies.length,
    requestsPerSecond: rate,
    p50,
    p99,
    errors,
    non2xx,
    ...(firstFailure ? { firstFailure } : {}),
  };
}

// The stored ranks against a competition ranking computed from scratch (R3.4: rank among all students, active rank
// among the non-expelled, null for the expelled), and the stored totals against the task results (R3.2).
export async function checkRanks(db: Db, courseId: number): Promise<RankCheck> {
  const result = (await db.execute(sql`
    with fresh_totals as (
      select s.id, coalesce(round(sum(r.score * t.score_weight), 1), 0) as total
      from student s
      left join task_result r on r.student_id = s.id
      left join course_task t on t.id = r.course_task_id and not t.disabled
      where s.course_id = ${courseId}
      group by s.id
    ),
    fresh_ranks as (
      select id,
        rank() over (order by total_score desc)::integer as rank,
        case when is_expelled then null
          else rank() over (partition by is_expelled order by total_score desc)::integer end as active_rank
      from student where course_id = ${courseId}
    )
    select count(*)::integer as students,
      count(*) filter (where sr.rank is distinct from f.rank or sr.active_rank is distinct from f.active_rank)::integer
        as rank_mismatches,
      count(*) filter (where s.total_score <> t.total or sr.total_score is distinct from s.total_score)::integer
        as total_mismatches
    from student s join fresh_ranks f using (id) join fresh_totals t using (id)
      left join student_rank sr on sr.student_id = s.id
  `)) as unknown as { rows: { students: number; rank_mismatches: number; total_mismatches: number }[] };
  const [row] = result.rows;
  return { students: row.students, rankMismatches: row.rank_mismatches, totalMismatches: row.total_mismatches };
}
