import type { CourseTask } from '@/api/model';

export const TASK_STATUSES = ['done', 'available', 'review', 'missed', 'future'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const STATUS_LABELS: Record<TaskStatus, string> = {
  done: 'Done',
  available: 'Available',
  review: 'Review',
  missed: 'Missed',
  future: 'Future',
};

export type DashboardTask = CourseTask & { status: TaskStatus; score: number | null; solutionUrl: string | null };

const HOUR = 60 * 60 * 1000;

// pages.md §2 "Tasks Statistics": done with a result; review when a mentor-checked solution waits; else by window.
export function taskStatus(task: CourseTask, score: number | undefined, hasSolution: boolean, now: number): TaskStatus {
  if (score !== undefined) return 'done';
  const start = Date.parse(task.studentStartDate);
  const end = Date.parse(task.studentEndDate);
  if (hasSolution && ['mentor', 'assigned'].includes(task.checker)) return 'review';
  if (now < start) return 'future';
  if (now > end) return 'missed';
  return 'available';
}

export function dashboardTasks(
  tasks: readonly CourseTask[],
  results: readonly { courseTaskId: number; score: number }[],
  solutions: ReadonlyMap<number, string>,
  now: number,
): DashboardTask[] {
  const scores = new Map(results.map((result) => [result.courseTaskId, result.score]));
  return tasks.map((task) => ({
    ...task,
    status: taskStatus(task, scores.get(task.id), solutions.has(task.id), now),
    score: scores.get(task.id) ?? null,
    solutionUrl: solutions.get(task.id) ?? null,
  }));
}

export function countByStatus(tasks: readonly DashboardTask[]): Record<TaskStatus, number> {
  const counts = Object.fromEntries(TASK_STATUSES.map((status) => [status, 0])) as Record<TaskStatus, number>;
  for (const task of tasks) counts[task.status] += 1;
  return counts;
}

// "x / max possible": the weighted maximum of every non-disabled task (rules.md R3.2).
export function maxPossibleScore(tasks: readonly CourseTask[]): number {
  return Math.round(tasks.reduce((sum, task) => sum + task.maxScore * task.scoreWeight, 0) * 10) / 10;
}

// pages.md §0.3: deadlines under 48 h are red, under a week orange; the text says the same.
export function dueState(endDate: string, now: number): { color: string; text: string } {
  const left = Date.parse(endDate) - now;
  if (left < 0) return { color: 'default', text: 'Deadline passed' };
  if (left < 48 * HOUR) return { color: 'red', text: 'Due soon' };
  if (left < 7 * 24 * HOUR) return { color: 'orange', text: 'This week' };
  return { color: 'green', text: 'Plenty of time' };
}

// "Submit Task For Mentor Review": the open mentor-checked tasks grouped by deadline day.
export function groupByDeadline(tasks: readonly CourseTask[]): { deadline: string; tasks: CourseTask[] }[] {
  const groups = new Map<string, CourseTask[]>();
  for (const task of [...tasks].sort((a, b) => a.studentEndDate.localeCompare(b.studentEndDate))) {
    const key = task.studentEndDate;
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  return [...groups.entries()].map(([deadline, grouped]) => ({ deadline, tasks: grouped }));
}

export const isStatType = (value: unknown): value is TaskStatus =>
  typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);
