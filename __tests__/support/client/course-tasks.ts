import type { CourseTask, CourseTaskDetailed } from '@/api/model';

const DAY = 24 * 60 * 60 * 1000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

// A course task whose window is `start`..`end` days from now.
export function makeCourseTask(overrides: Partial<CourseTask> & { start?: number; end?: number } = {}): CourseTask {
  const { start = -1, end = 7, ...rest } = overrides;
  return {
    id: 1,
    taskId: 1,
    name: 'Task',
    type: 'jstask',
    checker: 'mentor',
    studentStartDate: iso(start),
    studentEndDate: iso(end),
    studentRegistrationStartDate: null,
    crossCheckEndDate: null,
    descriptionUrl: 'https://example.com/task',
    taskOwner: null,
    maxScore: 100,
    scoreWeight: 1,
    pairsCount: null,
    crossCheckStatus: 'initial',
    crossCheckScoreRule: 'topMean',
    submitText: null,
    validations: {},
    teamDistributionId: null,
    ...rest,
  };
}

export function makeDetailedTask(
  overrides: Partial<CourseTaskDetailed> & { start?: number; end?: number } = {},
): CourseTaskDetailed {
  const {
    publicAttributes = {},
    githubRepoName = null,
    sourceGithubRepoUrl = null,
    resultsCount = 0,
    submissionsCount = 0,
    notEnoughSubmissions = false,
    ...rest
  } = overrides;
  return {
    ...makeCourseTask(rest),
    publicAttributes,
    githubRepoName,
    sourceGithubRepoUrl,
    resultsCount,
    submissionsCount,
    notEnoughSubmissions,
  };
}

export const selfCheckAttributes = (settings: Record<string, unknown> = {}) => ({
  maxAttemptsNumber: 3,
  thresholdPercentage: 80,
  strictAttemptsMode: true,
  oneAttemptPerNumberOfHours: 0,
  questions: [
    { question: 'Which keyword declares a constant?', answers: ['var', 'let', 'const'], multiple: false },
    { question: 'Which are primitive types?', answers: ['string', 'object', 'number'], multiple: true },
  ],
  ...settings,
});
