import { TaskChecker, TaskType } from '@/api/model';

// pages.md §4 "/course/admin/tasks" modal: Checker (Auto-Test / Mentor / Cross-Mentor / Task Owner / Cross-Check).
export const CHECKER_LABELS: Record<TaskChecker, string> = {
  'auto-test': 'Auto-Test',
  mentor: 'Mentor',
  assigned: 'Cross-Mentor',
  taskOwner: 'Task Owner',
  crossCheck: 'Cross-Check',
};

export const CHECKER_OPTIONS = (['auto-test', 'mentor', 'assigned', 'taskOwner', 'crossCheck'] as const).map(
  (value) => ({ value: TaskChecker[value], label: CHECKER_LABELS[value] }),
);

export const TASK_TYPE_OPTIONS = Object.values(TaskType).map((value) => ({ value, label: value }));

export const CROSS_CHECK_STATUS_LABELS = { initial: 'Initial', distributed: 'Distributed', completed: 'Completed' };

export const PAGE_SIZE = 100;
