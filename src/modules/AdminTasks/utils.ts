import type { Criterion, Task, TaskInput, TaskType } from '@/api/model';

import { NOT_ASSIGNED } from './constants';

export function filterTasks(tasks: readonly Task[], search: string): Task[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...tasks];
  return tasks.filter((task) => task.name.toLowerCase().includes(needle));
}

// "Used in Courses" filter: a course alias, or NOT_ASSIGNED for tasks no course uses.
export function usedInCourse(task: Task, value: string): boolean {
  return value === NOT_ASSIGNED ? task.courses.length === 0 : task.courses.some((course) => course.alias === value);
}

export function courseAliases(tasks: readonly Task[]): string[] {
  return [...new Set(tasks.flatMap((task) => task.courses.map((course) => course.alias)))].sort();
}

// rules.md R8.1, checked before sending: keys unique, title without max, subtask max > 0, penalty max < 0.
export function criteriaProblems(criteria: readonly Criterion[]): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  criteria.forEach((criterion, index) => {
    const row = `Row ${index + 1}`;
    if (!criterion.key) problems.push(`${row}: key is required`);
    if (keys.has(criterion.key)) problems.push(`${row}: key "${criterion.key}" is used twice`);
    keys.add(criterion.key);
    if (criterion.type === 'title' && criterion.max !== undefined) problems.push(`${row}: a title has no max`);
    if (criterion.type === 'subtask' && !((criterion.max ?? 0) > 0)) problems.push(`${row}: a subtask needs max > 0`);
    if (criterion.type === 'penalty' && !((criterion.max ?? 0) < 0)) problems.push(`${row}: a penalty needs max < 0`);
  });
  return problems;
}

// Indexes follow the order of the rows (R8.1 "ordered by index").
export const reindex = (criteria: readonly Criterion[]): Criterion[] =>
  criteria.map((criterion, index) => ({ ...criterion, index }));

export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row);
  return next;
}

const CRITERIA_TYPE_SET = new Set(['title', 'subtask', 'penalty']);

// JSON import: either `[criteria]` or `{criteria: [...]}`; rows keep their order; max is dropped from titles.
export function parseCriteriaJson(text: string): Criterion[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('The text is not valid JSON');
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { criteria?: unknown } | null)?.criteria;
  if (!Array.isArray(list)) throw new Error('Expected a list of criteria or {"criteria": [...]}');
  const rows = list.map((item: unknown, index) => {
    const row = (item ?? {}) as Record<string, unknown>;
    const type = String(row.type ?? '');
    if (!CRITERIA_TYPE_SET.has(type)) throw new Error(`Row ${index + 1}: type must be title, subtask or penalty`);
    const criterion: Criterion = {
      key: String(row.key ?? `criterion-${index + 1}`),
      text: String(row.text ?? ''),
      type: type as Criterion['type'],
      index,
    };
    if (type !== 'title' && row.max !== undefined) criterion.max = Number(row.max);
    return criterion;
  });
  const problems = criteriaProblems(rows);
  if (problems.length) throw new Error(problems.join('; '));
  return reindex(rows);
}

export const criteriaJson = (criteria: readonly Criterion[]) => JSON.stringify({ criteria }, null, 2);

// A new row's key: unique within the list.
export function newCriterionKey(criteria: readonly Criterion[]): string {
  const keys = new Set(criteria.map((criterion) => criterion.key));
  let n = criteria.length + 1;
  while (keys.has(`criterion-${n}`)) n += 1;
  return `criterion-${n}`;
}

export interface TaskFormValues {
  name: string;
  type: TaskType;
  disciplineId?: number | null;
  descriptionUrl: string;
  description?: string;
  tags?: string[];
  skills?: string[];
  githubPrRequired?: boolean;
  sourceGithubRepoUrl?: string;
  githubRepoName?: string;
  // JSON text of task.attributes.
  attributes?: string;
  criteria?: Criterion[];
}

export function toTaskFormValues(task: Task): TaskFormValues {
  return {
    name: task.name,
    type: task.type,
    disciplineId: task.discipline?.id ?? null,
    descriptionUrl: task.descriptionUrl ?? '',
    description: task.description ?? '',
    tags: task.tags,
    skills: task.skills,
    githubPrRequired: task.githubPrRequired,
    sourceGithubRepoUrl: task.sourceGithubRepoUrl ?? '',
    githubRepoName: task.githubRepoName ?? '',
    attributes: JSON.stringify(task.attributes ?? {}, null, 2),
  };
}

export function parseAttributes(text: string | undefined): Record<string, unknown> {
  if (!text?.trim()) return {};
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('Attributes must be an object');
  return parsed as Record<string, unknown>;
}

export function toTaskInput(values: TaskFormValues): TaskInput {
  const text = (value: string | undefined) => value?.trim() || null;
  return {
    name: values.name.trim(),
    type: values.type,
    disciplineId: values.disciplineId ?? null,
    descriptionUrl: values.descriptionUrl.trim(),
    description: text(values.description),
    tags: values.tags ?? [],
    skills: values.skills ?? [],
    githubPrRequired: values.githubPrRequired ?? false,
    sourceGithubRepoUrl: text(values.sourceGithubRepoUrl),
    githubRepoName: text(values.githubRepoName),
    attributes: parseAttributes(values.attributes),
  };
}
