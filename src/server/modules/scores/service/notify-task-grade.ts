import type { DbOrTx } from '../../../db/client';
import type { TaskType } from '../../../db/schema';
import { sendNotifications, type NotificationInput } from '../../notifications';

export type GradedTask = { id: number; name: string; type: TaskType; courseAlias: string };
export type Grade = { userId: number; score: number; previousScore: number | null; comment: string | null };

// rules.md R3.1: the student is told about a new or changed score (`taskGrade`) unless he wrote it himself: a
// self-check test attempt is written by the system (author 0) for a `selfeducation` task.
export function notifiesStudent(task: GradedTask, authorId: number): boolean {
  return !(authorId === 0 && task.type === 'selfeducation');
}

export function taskGradeItems(task: GradedTask, grades: readonly Grade[]): NotificationInput[] {
  return grades.map((grade) => ({
    notificationId: 'taskGrade',
    userId: grade.userId,
    data: {
      courseTask: { id: task.id, name: task.name },
      score: grade.score,
      previousScore: grade.previousScore,
      comment: grade.comment,
      resultLink: `/course/student/dashboard?course=${encodeURIComponent(task.courseAlias)}`,
    },
  }));
}

// The outbox rows are written in the score transaction (outbox pattern, R20.2): they commit with the result.
export function notifyTaskGrades(tx: DbOrTx, task: GradedTask, grades: readonly Grade[], now: Date): Promise<number> {
  const items = taskGradeItems(task, grades);
  return items.length ? sendNotifications(tx, items, now) : Promise.resolve(0);
}
