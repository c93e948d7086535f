import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { courses, courseTasks } from '../../db/schema';
import { sendNotifications } from '../notifications';
import type { BackgroundJob } from './job';

const DAY = 24 * 60 * 60_000;

type ReviewerRow = {
  course_task_id: number;
  user_id: number;
  reviews_left: number | string;
};

// rules.md R2.2 (f) / R20.8: once per task, when a distributed cross-check's crossCheckEndDate enters the next 24 h,
// every active reviewer with unwritten reviews gets one `crossCheckDeadline`. The task records the instant
// (cross_check_reminder_sent_at) in the same transaction as the outbox rows, so a later sweep never sends it again,
// even when a reviewer is added or the end date moves afterwards.
export const remindCrossCheckReviewers: BackgroundJob = {
  name: 'remind cross-check reviewers',
  lockKey: 6,
  run: async (tx, deps) => {
    const due = await tx
      .select({
        id: courseTasks.id,
        crossCheckEndDate: courseTasks.crossCheckEndDate,
        name: sql<string>`(select name from task where task.id = ${courseTasks.taskId})`,
        courseName: courses.name,
        courseAlias: courses.alias,
      })
      .from(courseTasks)
      .innerJoin(courses, eq(courses.id, courseTasks.courseId))
      .where(
        and(
          eq(courseTasks.checker, 'crossCheck'),
          eq(courseTasks.crossCheckStatus, 'distributed'),
          eq(courseTasks.disabled, false),
          isNull(courseTasks.crossCheckReminderSentAt),
          gt(courseTasks.crossCheckEndDate, deps.now),
          lte(courseTasks.crossCheckEndDate, new Date(deps.now.getTime() + DAY)),
          eq(courses.completed, false),
          lte(courses.startDate, deps.now),
        ),
      )
      .orderBy(asc(courseTasks.id))
      .for('update', { of: courseTasks });
    if (!due.length) return { reminded: [], recipients: 0 };
    const ids = due.map((task) => task.id);
    const reviewers = (await tx.execute(sql`
      select p.course_task_id, s.user_id, count(*) as reviews_left
      from cross_check_pair p
      join student s on s.id = p.checker_id and not s.is_expelled
      where p.course_task_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        and not exists (
          select 1 from cross_check_review r
          where r.course_task_id = p.course_task_id and r.checker_id = p.checker_id and r.student_id = p.student_id
        )
      group by p.course_task_id, s.user_id
      order by p.course_task_id, s.user_id
    `)) as unknown as { rows: ReviewerRow[] };
    const tasks = new Map(due.map((task) => [task.id, task]));
    const items = reviewers.rows.flatMap((row) => {
      const task = tasks.get(row.course_task_id);
      if (!task) return [];
      return {
        notificationId: 'crossCheckDeadline',
        userId: row.user_id,
        // Useless once the review window has closed.
        expireDate: task.crossCheckEndDate,
        data: {
          courseTask: { id: task.id, name: task.name, crossCheckEndDate: task.crossCheckEndDate },
          course: { name: task.courseName, alias: task.courseAlias },
          reviewsLeft: Number(row.reviews_left),
          reviewLink: `/course/student/cross-check-review?course=${task.courseAlias}&taskId=${task.id}`,
        },
      };
    });
    await sendNotifications(tx, items, deps.now);
    await tx.update(courseTasks).set({ crossCheckReminderSentAt: deps.now }).where(inArray(courseTasks.id, ids));
    return { reminded: ids, recipients: items.length };
  },
};
