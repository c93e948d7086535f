// DESIGN.md "Performance", issue 12: the same school at 1,000 and 50,000 students beside the large school's 10,000,
// so that the cost of the score page and of the students list is seen to grow (budget: p50 at 50,000 ≤ 2× at 1,000).
// Two more running courses copy the large course's tasks and its 300 mentors; their students are the first users
// by id (the 50,000 users exist already), 80 % with a mentor, 8 % expelled, with results written like the demo seed's
// (bench only: the demo seed itself stays one running course).
import { asc, count, countDistinct, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { courses, courseTasks, students, taskResults } from '../src/server/db/schema';
import { recomputeCourseScores } from '../src/server/modules/scores';
import { measure, type LoadResult } from './load';
import type { RunningServer } from './server';
import { coldScorePaths, coldStudentPaths } from './variants';

export const COST_CURVE_SIZES = [1_000, 50_000] as const;
export const COST_CURVE_BUDGET = 2;
export type CostCourse = { students: number; courseId: number };
export type CostPoint = { list: 'score' | 'students'; students: number; result: LoadResult };

const draw = (purpose: string) =>
  sql`(abs(hashtext(s.id::text || ':' || t.id::text || ':${sql.raw(purpose)}')) % 1000)`;

async function addCourseOf(db: Db, mainId: number, size: number, now: Date): Promise<number> {
  const [main] = await db.select().from(courses).where(eq(courses.id, mainId));
  const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = main;
  const [course] = await db
    .insert(courses)
    .values({ ...copy, name: `${main.name} (${size} students)`, alias: `bench-${size}` })
    .returning({ id: courses.id });
  const tasks = await db
    .select()
    .from(courseTasks)
    .where(eq(courseTasks.courseId, mainId))
    .orderBy(asc(courseTasks.id));
  await db.insert(courseTasks).values(
    tasks.map(({ id: _task, createdAt: _c, updatedAt: _u, ...task }) => ({
      ...task,
      courseId: course.id,
      teamDistributionId: null,
    })),
  );
  await db.execute(sql`
    insert into mentor (course_id, user_id, max_students_limit)
    select ${course.id}, u.id, 2 + u.id % 8 from "user" u where u.github_id like 'demo-mentor-%'`);
  await db.execute(sql`
    with m as (select array_agg(id order by id) as ids from mentor where course_id = ${course.id}),
      u as (select id, row_number() over (order by id) as n from "user" order by id limit ${size})
    insert into student (course_id, user_id, mentor_id, is_expelled)
    select ${course.id}, u.id,
      case when abs(hashtext(u.id::text || ':mentor')) % 10 < 8 then m.ids[1 + u.n % array_length(m.ids, 1)] end,
      abs(hashtext(u.id::text || ':expelled')) % 100 < 8
    from u cross join m`);
  const at = now.toISOString();
  await db.execute(sql`
    insert into task_result (course_task_id, student_id, score, last_checker_id, history, created_at, updated_at)
    select t.id, s.id, round(t.max_score * (0.3 + 0.7 * ${draw('score')} / 1000.0))::integer,
      case when t.checker in ('mentor', 'assigned') then m.user_id end,
      jsonb_build_array(jsonb_build_object('score', round(t.max_score * (0.3 + 0.7 * ${draw('score')} / 1000.0))::integer,
        'comment', null, 'authorId', coalesce(m.user_id, 0), 'dateTime', least(t.student_end_date, ${at}::timestamptz))),
      least(t.student_end_date, ${at}::timestamptz), least(t.student_end_date, ${at}::timestamptz)
    from student s
    cross join course_task t
    left join mentor m on m.id = s.mentor_id
    where s.course_id = ${course.id} and t.course_id = ${course.id} and not t.disabled and t.checker <> 'crossCheck'
      and t.student_start_date <= ${at}::timestamptz
      and ${draw('done')} < case when t.student_end_date >= ${at}::timestamptz then 400
        when s.is_expelled then 350 else 850 end`);
  await recomputeCourseScores(db, course.id, now);
  const [counts] = await db
    .select({ students: countDistinct(students.id), results: count(taskResults.id) })
    .from(students)
    .leftJoin(taskResults, eq(taskResults.studentId, students.id))
    .where(eq(students.courseId, course.id));
  console.log(`Cost curve course of ${size} students: ${counts.students} students, ${counts.results} task results`);
  return course.id;
}

// Seeded once with the large school (PostgreSQL mode only); returns the three points of the curve.
export async function addCostCurveCourses(db: Db, mainId: number, now = new Date()): Promise<CostCourse[]> {
  const added: CostCourse[] = [];
  for (const students of COST_CURVE_SIZES)
    added.push({ students, courseId: await addCourseOf(db, mainId, students, now) });
  // As after the large school's seed (bench/run.ts): the rank recompute rewrote every row of these courses.
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
  return [...added, { students: 10_000, courseId: mainId }].sort((a, b) => a.students - b.students);
}

// On a server of its own (fresh caches): the score page and the students list of each size, cold (no request
// repeated), 10 connections, as the admin (the same viewer on every course).
export async function measureCostCurve(
  server: RunningServer,
  points: CostCourse[],
  adminTokens: string[],
  seconds: number,
): Promise<CostPoint[]> {
  const out: CostPoint[] = [];
  // A fresh process compiles its code paths on the first requests: warm them on page sizes the cold variants never
  // ask (20 rows), so that the first size measured does not carry the start-up.
  const warmPaths = points.flatMap(({ courseId }) => [
    `/api/v2/course/${courseId}/students/score?activeOnly=true&orderBy=rank&orderDirection=asc&current=1&pageSize=20`,
    `/api/v2/courses/${courseId}/students?current=1&pageSize=20&orderBy=rank&orderDirection=asc`,
  ]);
  await measure('warm-up', server.url, { connections: 4, seconds: 2, tokens: adminTokens, paths: warmPaths });
  for (const { students, courseId } of points) {
    const common = { connections: 10, seconds, tokens: adminTokens, cold: true };
    const score = await measure(`score page at ${students}`, server.url, {
      ...common,
      paths: coldScorePaths(courseId, students),
    });
    out.push({ list: 'score', students, result: score });
    const list = await measure(`students list at ${students}`, server.url, {
      ...common,
      paths: coldStudentPaths(courseId, students),
    });
    out.push({ list: 'students', students, result: list });
  }
  return out;
}
