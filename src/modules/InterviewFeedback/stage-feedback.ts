import {
  DEFAULT_QUESTIONS,
  STAGE_FEEDBACK_VERSION,
  STAGE_STEPS,
  type RatedQuestion,
  type StageStepId,
} from './stage-steps';

export interface IntroductionValues {
  interviewResult?: 'completed' | 'missed';
  missedReason?: string;
  comment?: string;
}
export interface QuestionsValues {
  questions?: RatedQuestion[];
  comment?: string;
}
export interface EnglishValues {
  englishCertificate?: string;
  selfAssessment?: string;
  comment?: string;
}
export interface DecisionValues {
  finalScore?: number;
  isGoodCandidate?: boolean;
  decision?: 'yes' | 'no';
  redFlags?: string;
  commentToStudent?: string;
}

export interface StageStepValues {
  introduction: IntroductionValues;
  theory: QuestionsValues;
  practice: QuestionsValues;
  english: EnglishValues;
  decision: DecisionValues;
}

export interface StageFeedbackJson {
  steps: { [K in StageStepId]: { isCompleted: boolean; values: StageStepValues[K] } };
}

// The body of POST .../stage-interview/feedback (access.md §12, rules.md R10.6).
export interface StageFeedbackBody {
  version: number;
  json: StageFeedbackJson;
  isCompleted: boolean;
  decision: 'draft' | 'missed' | 'yes' | 'no';
  isGoodCandidate?: boolean;
  score?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The saved JSON as the form's starting point; a new feedback starts with the default question lists.
export function readStageFeedback(json: unknown): StageFeedbackJson {
  const saved = isRecord(json) && isRecord(json.steps) ? json.steps : {};
  const step = <K extends StageStepId>(id: K, fallback: StageStepValues[K]) => {
    const stored = saved[id];
    if (!isRecord(stored)) return { isCompleted: false, values: fallback };
    return {
      isCompleted: stored.isCompleted === true,
      values: (isRecord(stored.values) ? stored.values : fallback) as StageStepValues[K],
    };
  };
  return {
    steps: {
      introduction: step('introduction', {}),
      theory: step('theory', { questions: [...DEFAULT_QUESTIONS.theory] }),
      practice: step('practice', { questions: [...DEFAULT_QUESTIONS.practice] }),
      english: step('english', {}),
      decision: step('decision', {}),
    },
  };
}

// The first step not yet saved, so a returning interviewer continues where he stopped.
export function firstOpenStep(feedback: StageFeedbackJson): number {
  const index = STAGE_STEPS.findIndex((step) => !feedback.steps[step.id].isCompleted);
  return index === -1 ? STAGE_STEPS.length - 1 : index;
}

// The score the decision step proposes: the mean rating (1..5) of every rated question, scaled to the task's maximum.
export function suggestedScore(feedback: StageFeedbackJson, maxScore: number): number | undefined {
  const ratings = [
    ...(feedback.steps.theory.values.questions ?? []),
    ...(feedback.steps.practice.values.questions ?? []),
  ]
    .map((question) => question.value)
    .filter((value): value is number => typeof value === 'number' && value > 0);
  if (!ratings.length) return undefined;
  const mean = ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
  return Math.round((mean / 5) * maxScore);
}

// A step's values saved by "Next" (the step is done) or by "Back" (kept as typed, done only if it was before).
export function withStep<K extends StageStepId>(
  feedback: StageFeedbackJson,
  id: K,
  values: StageStepValues[K],
  done = true,
): StageFeedbackJson {
  return { steps: { ...feedback.steps, [id]: { isCompleted: done || feedback.steps[id].isCompleted, values } } };
}

export function formValues(feedback: StageFeedbackJson): StageStepValues {
  const values = Object.fromEntries(STAGE_STEPS.map((step) => [step.id, feedback.steps[step.id].values]));
  return values as unknown as StageStepValues;
}

// rules.md R10.6: a saved step is a draft; "did not show up" completes the pair as missed with score 0; the decision
// step, once saved, completes it with the final score, and keeps it completed while the interviewer edits earlier steps.
export function stageFeedbackBody(feedback: StageFeedbackJson): StageFeedbackBody {
  const base = { version: STAGE_FEEDBACK_VERSION, json: feedback };
  if (feedback.steps.introduction.values.interviewResult === 'missed') {
    return { ...base, isCompleted: true, decision: 'missed', score: 0, isGoodCandidate: false };
  }
  const decision = feedback.steps.decision;
  const { finalScore, decision: mentorDecision, isGoodCandidate } = decision.values;
  if (decision.isCompleted && mentorDecision && typeof finalScore === 'number') {
    return {
      ...base,
      isCompleted: true,
      decision: mentorDecision,
      score: finalScore,
      isGoodCandidate: !!isGoodCandidate,
    };
  }
  return { ...base, isCompleted: false, decision: 'draft' };
}
