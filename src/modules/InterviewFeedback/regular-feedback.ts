// The JSON of a regular interview's feedback (version 1): the questions the interviewer ticked or wrote a note for,
// the score and the comment the student sees once the interview is completed (rules.md R10.6).
export const REGULAR_FEEDBACK_VERSION = 1;

export interface RegularFeedbackJson {
  answers: Record<string, boolean | string>;
  score?: number;
  comment?: string;
}

export interface RegularFeedbackBody {
  version: number;
  json: RegularFeedbackJson;
  isCompleted: true;
  score: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readRegularFeedback(json: unknown): RegularFeedbackJson {
  if (!isRecord(json)) return { answers: {} };
  const answers = isRecord(json.answers)
    ? Object.fromEntries(
        Object.entries(json.answers).filter(
          (entry): entry is [string, boolean | string] => typeof entry[1] === 'boolean' || typeof entry[1] === 'string',
        ),
      )
    : {};
  return {
    answers,
    score: typeof json.score === 'number' ? json.score : undefined,
    comment: typeof json.comment === 'string' ? json.comment : undefined,
  };
}

// Unticked boxes and blank notes are not stored.
export function regularFeedbackBody(values: RegularFeedbackJson & { score: number }): RegularFeedbackBody {
  const answers = Object.fromEntries(
    Object.entries(values.answers ?? {}).filter(([, answer]) =>
      typeof answer === 'string' ? answer.trim() !== '' : answer === true,
    ),
  );
  const comment = values.comment?.trim() ? values.comment.trim() : undefined;
  return {
    version: REGULAR_FEEDBACK_VERSION,
    json: { answers, score: values.score, ...(comment ? { comment } : {}) },
    isCompleted: true,
    score: values.score,
  };
}
