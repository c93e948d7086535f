import type { CourseTaskDetailed, StudentTaskVerifications } from '@/api/model';

export type SelfCheckQuestion = {
  question: string;
  questionImage?: string;
  answers: string[];
  answersType?: string;
  multiple: boolean;
};

export type AutoTestSettings = {
  isSelfCheck: boolean;
  maxAttemptsNumber: number;
  numberOfQuestions: number;
  thresholdPercentage: number;
  strictAttemptsMode: boolean;
  oneAttemptPerNumberOfHours: number;
  questions: SelfCheckQuestion[];
};

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

function readQuestions(value: unknown): SelfCheckQuestion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const question = item as Record<string, unknown>;
    if (typeof question.question !== 'string' || !Array.isArray(question.answers)) return [];
    return [
      {
        question: question.question,
        questionImage: typeof question.questionImage === 'string' ? question.questionImage : undefined,
        answers: question.answers.map(String),
        answersType: typeof question.answersType === 'string' ? question.answersType : undefined,
        multiple: question.multiple === true,
      },
    ];
  });
}

// rules.md R9.3 settings with their defaults, read from the task's public attributes (never its answers).
export function readSettings(task: Pick<CourseTaskDetailed, 'type' | 'publicAttributes'>): AutoTestSettings {
  const attributes = (task.publicAttributes ?? {}) as Record<string, unknown>;
  const questions = readQuestions(attributes.questions);
  return {
    isSelfCheck: task.type === 'selfeducation',
    maxAttemptsNumber: numberOr(attributes.maxAttemptsNumber, 3),
    numberOfQuestions: Math.min(numberOr(attributes.numberOfQuestions, questions.length), questions.length),
    thresholdPercentage: numberOr(attributes.thresholdPercentage, 90),
    strictAttemptsMode: attributes.strictAttemptsMode !== false,
    oneAttemptPerNumberOfHours: numberOr(attributes.oneAttemptPerNumberOfHours, 0),
    questions,
  };
}

export type AutoTestStatus = 'Completed' | 'Missed' | 'Uncompleted';

export type AutoTestSummary = {
  attemptsCount: number;
  attemptsLeft: number | null;
  bestScore: number | null;
  status: AutoTestStatus;
  passed: boolean;
  lastAttemptAt: number | null;
};

// pages.md §2 "/course/student/auto-test" card facts.
export function summarize(
  task: Pick<CourseTaskDetailed, 'type' | 'publicAttributes' | 'maxScore' | 'studentEndDate'>,
  own: StudentTaskVerifications | undefined,
  now: number,
): AutoTestSummary {
  const settings = readSettings(task);
  const completed = (own?.verifications ?? []).filter((verification) => verification.status === 'completed');
  const bestScore = completed.length ? Math.max(...completed.map((verification) => verification.score)) : null;
  const passed = bestScore !== null && bestScore >= (task.maxScore * settings.thresholdPercentage) / 100;
  const limited = settings.isSelfCheck && settings.strictAttemptsMode;
  const attemptsCount = own?.attemptsCount ?? 0;
  const ended = now > Date.parse(task.studentEndDate);
  const latest = completed[0]?.createdDate;
  return {
    attemptsCount,
    attemptsLeft: limited ? Math.max(0, settings.maxAttemptsNumber - attemptsCount) : null,
    bestScore,
    passed,
    status: passed ? 'Completed' : ended ? 'Missed' : 'Uncompleted',
    lastAttemptAt: latest ? Date.parse(latest) : null,
  };
}

export const doneTasksStorageKey = (courseId: number) => `autotest-done-tasks-${courseId}`;

// "Accuracy: 80%. Below the threshold of 90%" → "80%".
export function accuracyOf(details: string | null): string {
  const match = details?.match(/Accuracy: (\d+)%/);
  return match ? `${match[1]}%` : '–';
}

export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

// rules.md R9.3: a pool larger than numberOfQuestions shows a random subset of that size (indexes into the pool).
export function pickQuestions(poolSize: number, count: number, random: () => number = Math.random): number[] {
  const indexes = Array.from({ length: poolSize }, (_, index) => index);
  for (let i = indexes.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [indexes[i], indexes[j]] = [indexes[j], indexes[i]];
  }
  return indexes.slice(0, count).sort((a, b) => a - b);
}

export const CODE_TASK_TYPES = ['jstask', 'kotlintask', 'objctask', 'htmltask', 'codejam'];
