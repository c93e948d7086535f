// data-model.md §4 task.attributes of a self-check test, as the editor handles it.
export interface SelfCheckQuestion {
  question: string;
  questionImage?: string;
  answers: string[];
  answersType?: 'image';
  multiple: boolean;
}

export interface SelfCheckSettings {
  maxAttemptsNumber?: number;
  numberOfQuestions?: number;
  thresholdPercentage?: number;
  strictAttemptsMode?: boolean;
  oneAttemptPerNumberOfHours?: number;
}

export interface SelfCheck {
  public: SelfCheckSettings & { questions: SelfCheckQuestion[] };
  answers: (number | number[])[];
}

// rules.md R9.3 defaults for a new test.
export const emptySelfCheck = (): SelfCheck => ({
  public: {
    maxAttemptsNumber: 3,
    thresholdPercentage: 90,
    strictAttemptsMode: true,
    oneAttemptPerNumberOfHours: 0,
    questions: [],
  },
  answers: [],
});

// Reads whatever the attributes hold into an editable test; unknown shapes start empty.
export function toSelfCheck(attributes: Record<string, unknown>): SelfCheck {
  const base = emptySelfCheck();
  const pub = attributes.public as Partial<SelfCheck['public']> | undefined;
  if (!pub || typeof pub !== 'object') return base;
  const questions = Array.isArray(pub.questions) ? pub.questions : [];
  const answers = Array.isArray(attributes.answers) ? (attributes.answers as SelfCheck['answers']) : [];
  return { public: { ...base.public, ...pub, questions }, answers: questions.map((_, i) => answers[i] ?? []) };
}

export const correctOf = (answer: number | number[] | undefined): number[] =>
  answer === undefined ? [] : Array.isArray(answer) ? answer : [answer];

// A single-answer question stores one index; a multiple one a list (R9.3). An unmarked single answer stays an
// empty list, which the checks below (and the server) refuse until one is marked.
export const storedAnswer = (multiple: boolean, correct: number[]): number | number[] =>
  multiple || !correct.length ? [...correct].sort((a, b) => a - b) : correct[0];

// Client-side check mirroring the server's (400 names the same fields): one answer per question, in range.
export function selfCheckProblems(test: SelfCheck): string[] {
  const problems: string[] = [];
  const { questions, numberOfQuestions } = test.public;
  if (!questions.length) problems.push('Add at least one question');
  if (numberOfQuestions !== undefined && numberOfQuestions > questions.length) {
    problems.push(`Number of questions may not exceed the ${questions.length} questions`);
  }
  questions.forEach((question, index) => {
    const label = `Question ${index + 1}`;
    if (!question.question?.trim()) problems.push(`${label}: enter the question`);
    if (!question.answers?.length) problems.push(`${label}: add at least one answer`);
    const correct = correctOf(test.answers[index]);
    if (!correct.length || correct.some((choice) => choice < 0 || choice >= question.answers.length)) {
      problems.push(`${label}: mark the correct answer`);
    }
    if (!question.multiple && correct.length > 1) problems.push(`${label}: only one answer may be correct`);
  });
  return problems;
}
