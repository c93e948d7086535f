import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

export type DeadlineReminder = {
  userId: number;
  tasks: {
    courseId: number;
    courseAlias: string;
    courseName: string;
    courseTaskId: number;
    name: string;
    studentEndDate: string;
  }[];
};

const HOUR = 60 * 60 * 1000;

type ReminderRow = {
  user_id: number;
  course_id: number;
  course_alias: string;
  course_name: string;
  course_task_id: number;
  name: string;
  student_end_date: string | Date;
};

// rules.md R20.8: running courses; started, non-disabled tasks whose student_end_date is in
// [now + 1 h, now + deadlineInHours]; every active student with neither a solution nor a result for such a task gets
// one reminder listing his tasks. The notifications issue enqueues one `taskDeadline` per returned user.
export async function findDeadlineReminders(
  db: DbOrTx,
  deadlineInHours: number,
  now: Date,
): Promise<DeadlineReminder[]> {
  const from = new Date(now.getTime() + HOUR).toISOString();
  const to = new Date(now.getTime() + deadlineInHours * HOUR).toISOString();
  const at = now.toISOString();
  const result = (await db.execute(sql`
    select s.user_id, t.course_id, c.alias as course_alias, c.name as course_name, t.id as course_task_id, k.name, t.student_end_date
    from course_task t
    join course c on c.id = t.course_id
    join task k on k.id = t.task_id
    join student s on s.course_id = t.course_id and not s.is_expelled
    where not t.disabled
      and not c.completed
      and c.start_date <= ${at}::timestamptz
      and t.student_start_date <= ${at}::timestamptz
      and t.student_end_date between ${from}::timestamptz and ${to}::timestamptz
      and not exists (select 1 from task_solution x where x.course_task_id = t.id and x.student_id = s.id)
      and not exists (select 1 from task_result r where r.course_task_id = t.id and r.student_id = s.id)
    order by s.user_id, t.student_end_date, t.id
  `)) as unknown as { rows: ReminderRow[] };
  const byUser = new Map<number, DeadlineReminder>();
  for (const row of result.rows) {
    const reminder = byUser.get(row.user_id) ?? { userId: row.user_id, tasks: [] };
    reminder.tasks.push({
      courseId: row.course_id,
      courseAlias: row.course_alias,
      courseName: row.course_name,
      courseTaskId: row.course_task_id,
      name: row.name,
      studentEndDate: new Date(row.student_end_date).toISOString(),
    });
    byUser.set(row.user_id, reminder);
  }
  return [...byUser.values()];
}
