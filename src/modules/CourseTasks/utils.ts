import dayjs, { type Dayjs } from 'dayjs';

import type { CourseTask, CourseTaskInput, CrossCheckScoreRule, TaskChecker, TaskType } from '@/api/model';

export interface CourseTaskFormValues {
  taskId: number;
  type?: TaskType | null;
  checker: TaskChecker;
  taskOwnerId?: number | null;
  dates: [Dayjs, Dayjs];
  studentRegistrationStartDate?: Dayjs | null;
  maxScore: number;
  scoreWeight: number;
  crossCheckEndDate?: Dayjs | null;
  pairsCount?: number | null;
  crossCheckScoreRule?: CrossCheckScoreRule;
  submitText?: string | null;
  githubIdInUrl?: boolean;
  githubPrInUrl?: boolean;
}

export function toFormValues(task?: CourseTask): Partial<CourseTaskFormValues> {
  if (!task) {
    return {
      checker: 'mentor',
      maxScore: 100,
      scoreWeight: 1,
      crossCheckScoreRule: 'topMean',
      githubIdInUrl: false,
      githubPrInUrl: false,
    };
  }
  return {
    taskId: task.taskId,
    type: task.type,
    checker: task.checker,
    taskOwnerId: task.taskOwner?.id ?? null,
    dates: [dayjs(task.studentStartDate), dayjs(task.studentEndDate)],
    studentRegistrationStartDate: task.studentRegistrationStartDate ? dayjs(task.studentRegistrationStartDate) : null,
    maxScore: task.maxScore,
    scoreWeight: task.scoreWeight,
    crossCheckEndDate: task.crossCheckEndDate ? dayjs(task.crossCheckEndDate) : null,
    pairsCount: task.pairsCount,
    crossCheckScoreRule: task.crossCheckScoreRule,
    submitText: task.submitText,
    githubIdInUrl: !!task.validations.githubIdInUrl,
    githubPrInUrl: !!task.validations.githubPrInUrl,
  };
}

const instant = (value: Dayjs | null | undefined) => (value ? value.toISOString() : null);

// rules.md R23.2: the picker shows the viewer's zone; the API receives UTC instants.
export function toInput(values: CourseTaskFormValues): CourseTaskInput {
  const crossCheck = values.checker === 'crossCheck';
  return {
    taskId: values.taskId,
    // The generated type of the nullable enum is an intersection; null means "the task's own type".
    type: (values.type ?? null) as CourseTaskInput['type'],
    checker: values.checker,
    taskOwnerId: values.checker === 'taskOwner' ? (values.taskOwnerId ?? null) : null,
    studentStartDate: values.dates[0].toISOString(),
    studentEndDate: values.dates[1].toISOString(),
    studentRegistrationStartDate: instant(values.studentRegistrationStartDate),
    maxScore: values.maxScore,
    scoreWeight: values.scoreWeight,
    crossCheckEndDate: crossCheck ? instant(values.crossCheckEndDate) : null,
    pairsCount: values.pairsCount ?? null,
    // rules.md R7.8 by default; the manager may choose the median or the trimmed mean per task.
    crossCheckScoreRule: values.crossCheckScoreRule ?? 'topMean',
    submitText: values.submitText?.trim() || null,
    validations: { githubIdInUrl: !!values.githubIdInUrl, githubPrInUrl: !!values.githubPrInUrl },
  };
}

export const matchesName = (task: CourseTask, search: string) =>
  task.name.toLowerCase().includes(search.trim().toLowerCase());

// pages.md §4: "Distribute" is offered for tasks checked by a mentor (R11.2).
export const canDistribute = (task: CourseTask) => task.checker === 'mentor' || task.checker === 'assigned';

// pages.md §4 "Cross-Check: Distribute": after the submit deadline, while the cross-check is still initial (R7.3).
export const canDistributeCrossCheck = (task: CourseTask, now: number) =>
  task.checker === 'crossCheck' && task.crossCheckStatus === 'initial' && now > Date.parse(task.studentEndDate);

// pages.md §4 "Cross-Check: Complete": once distributed (R7.8).
export const canCompleteCrossCheck = (task: CourseTask) =>
  task.checker === 'crossCheck' && task.crossCheckStatus === 'distributed';
