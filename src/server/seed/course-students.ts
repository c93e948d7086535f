import { sql } from 'drizzle-orm';
import { courses } from '../db/schema';
import { recomputeCourseScores } from '../modules/scores';
import type { SeedStep } from './context';

// Percent of (student, past task) pairs that have a result: most students did most tasks; the expelled far fewer.
const DONE_PERCENT = 85;
const EXPELLED_DONE_PERCENT = 35;
// Tasks still in their window: the quicker half of the students is already scored.
const IN_WINDOW_DONE_PERCENT = 40;

// A deterministic number in [0, 1000) per student, task and purpose: the same school gets the same results on every
// seed, whatever the steps before this one drew from the shared generator.
const draw = (purpose: string) =>
  sql`(abs(hashtext(s.id::text || ':' || t.id::text || ':${sql.raw(purpose)}')) % 1000)`;

// pages.md §11 "/course/score", rules.md R3: the running course's students get real task results for every course task
// whose deadline has passed (scores 30–100 % of the maximum, some missing) and, for fewer of them, for the tasks still
// in their window, written in one `insert ... select`; then every course's totals and ranks come from the same
// recompute a live score write runs (R3.2, R3.4). The student
// persona has a result for every past task and none for the tasks still in their window (the mentor-checked
// "Virtual Keyboard" among them), which the student dashboard submits. Authors follow the checker: the mentor for
// mentor-checked tasks, the task owner for his tasks, the system (0) for auto-tests. Cross-check scores come from the
// cross-check step's completion (R7.8), never from here.
export const seedCourseStudents: SeedStep = async ({ tx, course, persona, now }) => {
  const main = course['js-fe-2026'];
  const at = now.toISOString();
  await tx.execute(sql`
    insert into task_result (course_task_id, student_id, score, last_checker_id, history, created_at, updated_at)
    select t.id, s.id, scored.score, scored.checker_id,
      jsonb_build_array(jsonb_build_object(
        'score', scored.score, 'comment', null, 'authorId', scored.author_id, 'dateTime', scored.checked_at
      )),
      scored.checked_at, scored.checked_at
    from student s
    cross join course_task t
    left join mentor m on m.id = s.mentor_id
    cross join lateral (
      select
        round(t.max_score * (0.3 + 0.7 * ${draw('score')} / 1000.0))::integer as score,
        least(t.student_end_date, ${at}::timestamptz) as checked_at,
        case t.checker when 'mentor' then m.user_id when 'assigned' then m.user_id
          when 'taskOwner' then t.task_owner_id else null end as checker_id,
        case t.checker when 'mentor' then coalesce(m.user_id, 0) when 'assigned' then coalesce(m.user_id, 0)
          when 'taskOwner' then coalesce(t.task_owner_id, 0) else 0 end as author_id
    ) as scored
    where s.course_id = ${main} and t.course_id = ${main} and not t.disabled and t.checker <> 'crossCheck'
      and t.student_start_date <= ${at}::timestamptz
      and case
        when s.user_id = ${persona('student')} then t.student_end_date < ${at}::timestamptz
        when t.student_end_date >= ${at}::timestamptz then ${draw('done')} < ${IN_WINDOW_DONE_PERCENT * 10}::integer
        when s.is_expelled then ${draw('done')} < ${EXPELLED_DONE_PERCENT * 10}::integer
        else ${draw('done')} < ${DONE_PERCENT * 10}::integer
      end
    on conflict (student_id, course_task_id) do nothing
  `);
  const courseIds = await tx.select({ id: courses.id }).from(courses);
  for (const { id } of courseIds) await recomputeCourseScores(tx, id, now);
  // The embedded database runs no autovacuum: without statistics its planner takes the 10,000-student course for a
  // few rows and joins before it sorts. PostgreSQL's autovacuum does the same on its own later.
  await tx.execute(sql`analyze student, mentor, "user", certificate, task_result`);
};
