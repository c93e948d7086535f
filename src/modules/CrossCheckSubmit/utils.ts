import type { CourseTask, CrossCheckReceivedReview, Criterion } from '@/api/model';

const DAY = 24 * 60 * 60 * 1000;
// rules.md R7.11: a review may be disputed until 7 days after the review deadline.
export const DISPUTE_WINDOW_DAYS = 7;
export const MAX_URL_LENGTH = 2048;

const time = (iso: string) => Date.parse(iso);

export const isSubmitOpen = (task: CourseTask, now: number) =>
  time(task.studentStartDate) <= now && now <= time(task.studentEndDate);

// pages.md §2: the cross-check tasks the student can open, started ones only.
export const startedTasks = (tasks: readonly CourseTask[], now: number) =>
  tasks.filter((task) => task.checker === 'crossCheck' && time(task.studentStartDate) <= now);

export function groupByDeadline(tasks: readonly CourseTask[]): { deadline: string; tasks: CourseTask[] }[] {
  const groups = new Map<string, CourseTask[]>();
  for (const task of [...tasks].sort((a, b) => time(a.studentEndDate) - time(b.studentEndDate) || a.id - b.id)) {
    groups.set(task.studentEndDate, [...(groups.get(task.studentEndDate) ?? []), task]);
  }
  return [...groups].map(([deadline, grouped]) => ({ deadline, tasks: grouped }));
}

// ?taskId= when it names one of the tasks; else the first one still open; else the latest deadline.
export function defaultTaskId(tasks: readonly CourseTask[], requested: number | undefined, now: number) {
  if (requested && tasks.some((task) => task.id === requested)) return requested;
  const open = tasks
    .filter((task) => isSubmitOpen(task, now))
    .sort((a, b) => time(a.studentEndDate) - time(b.studentEndDate));
  if (open.length) return open[0].id;
  const latest = [...tasks].sort((a, b) => time(b.studentEndDate) - time(a.studentEndDate));
  return latest[0]?.id;
}

// rules.md R7.2: the URL rules of the task, as the student reads them next to the field.
export function urlRules(task: CourseTask, githubId: string): string[] {
  const rules = [`An http(s) link of at most ${MAX_URL_LENGTH} characters.`];
  if (task.validations.githubIdInUrl) rules.push(`The link contains your GitHub login "${githubId}".`);
  if (task.validations.githubPrInUrl) {
    rules.push('The link is a GitHub pull request: https://github.com/<owner>/<repo>/pull/<number>.');
  }
  return rules;
}

// The same rules checked before sending; the server checks them again (and the exact GitHub host) and names the rule.
export function urlProblem(url: string, task: CourseTask, githubId: string): string | undefined {
  const value = url.trim();
  if (!/^https?:\/\/\S+$/i.test(value)) return 'Enter an http(s) link';
  if (value.length > MAX_URL_LENGTH) return `The link must be at most ${MAX_URL_LENGTH} characters`;
  if (task.validations.githubIdInUrl && !value.toLowerCase().includes(githubId.toLowerCase())) {
    return `The link must contain your GitHub login "${githubId}"`;
  }
  if (task.validations.githubPrInUrl && !/^https?:\/\/[^/]+\/[^/]+\/[^/]+\/pull\/\d+\/?$/i.test(value)) {
    return 'The link must be a GitHub pull request (…/<owner>/<repo>/pull/<number>)';
  }
  return undefined;
}

// data-model.md task_solution.review: the share of each criterion the author claims (0, 0.5, 1).
export type SelfReview = Record<string, number | undefined>;

// rules.md R8.2 applied to the self-review: Σ subtask max × share + Σ applied penalties, within [0, maxScore].
export function selfReviewScore(criteria: readonly Criterion[], review: SelfReview, maxScore: number): number {
  const total = criteria.reduce((sum, criterion) => {
    const share = review[criterion.key] ?? 0;
    if (criterion.type === 'subtask') return sum + (criterion.max ?? 0) * share;
    if (criterion.type === 'penalty') return sum + (share > 0 ? (criterion.max ?? 0) : 0);
    return sum;
  }, 0);
  return Math.min(maxScore, Math.max(0, Math.round(total)));
}

export const selfReviewItems = (criteria: readonly Criterion[], review: SelfReview) =>
  criteria.flatMap((criterion) => {
    const share = review[criterion.key];
    return criterion.type !== 'title' && share !== undefined ? [{ criteriaId: criterion.key, percentage: share }] : [];
  });

export const sortedCriteria = (criteria: readonly Criterion[]) => [...criteria].sort((a, b) => a.index - b.index);

export function reviewerLabel(reviewer: CrossCheckReceivedReview['reviewer']): string {
  return typeof reviewer === 'string' ? reviewer : `${reviewer.name} (${reviewer.githubId})`;
}

// rules.md R7.11: from the review's creation until 7 days after the review deadline.
export function canDispute(task: CourseTask, now: number): boolean {
  if (task.crossCheckStatus === 'initial') return false;
  if (!task.crossCheckEndDate) return true;
  return now <= time(task.crossCheckEndDate) + DISPUTE_WINDOW_DAYS * DAY;
}
