import type { CriterionType, TaskType } from '@/api/model';

// data-model.md §1 task_type, spelled exactly as product-spec.md §3 gives it.
export const TASK_TYPES: readonly TaskType[] = [
  'jstask',
  'kotlintask',
  'objctask',
  'htmltask',
  'ipynb',
  'selfeducation',
  'codewars',
  'test',
  'codejam',
  'interview',
  'stage-interview',
  'cv:html',
  'cv:markdown',
];

export const CRITERIA_TYPES: readonly CriterionType[] = ['title', 'subtask', 'penalty'];

// The "Used in Courses" filter's value for tasks no course uses.
export const NOT_ASSIGNED = '__not_assigned__';

export const TASKS_PAGE_SIZE = 100;
