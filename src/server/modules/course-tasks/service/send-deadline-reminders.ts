import type { Db } from '../../../db/client';
import { sendNotifications } from '../../notifications';
import { findDeadlineReminders } from './deadline-reminders';

// rules.md R20.8: one `taskDeadline` per recipient listing his tasks, enqueued in one transaction (the outbox rows
// are delivered by the sweep, R20.3). Returns the number of recipients.
export async function sendDeadlineReminders(db: Db, deadlineInHours: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const reminders = await findDeadlineReminders(tx, deadlineInHours, now);
    const items = reminders.map((reminder) => ({
      notificationId: 'taskDeadline',
      userId: reminder.userId,
      // Useless once the earliest listed deadline has passed (tasks come ordered by deadline).
      expireDate: new Date(reminder.tasks[0].studentEndDate),
      data: {
        tasks: reminder.tasks.map((task) => ({
          name: task.name,
          studentEndDate: task.studentEndDate,
          courseAlias: task.courseAlias,
          courseName: task.courseName,
        })),
      },
    }));
    await sendNotifications(tx, items, now);
    return reminders.length;
  });
}
