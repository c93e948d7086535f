import type {
  EnglishLevel,
  HireDecision,
  RatingWord,
  SoftSkill,
  StudentFeedback,
  StudentFeedbackInput,
} from '@/api/model';
import { SOFT_SKILLS } from '@/hooks/recommendation-names';

// The letter form's values: one rating per soft skill, the rest as the API has it.
export interface LetterValues {
  recommendation?: HireDecision;
  recommendationComment?: string;
  suggestions?: string;
  englishLevel?: EnglishLevel;
  softSkills?: Partial<Record<SoftSkill, RatingWord>>;
}

export function toLetterValues(letter: StudentFeedback | undefined): LetterValues {
  if (!letter) return { softSkills: {} };
  return {
    recommendation: letter.recommendation,
    recommendationComment: letter.content.recommendationComment,
    suggestions: letter.content.suggestions,
    englishLevel: letter.englishLevel,
    softSkills: Object.fromEntries(letter.content.softSkills.map((skill) => [skill.id, skill.value])),
  };
}

// The whole letter is sent, on create and on update alike; unrated skills are left out.
export function toLetterInput(values: LetterValues): StudentFeedbackInput {
  return {
    recommendation: values.recommendation ?? 'hire',
    content: {
      recommendationComment: values.recommendationComment ?? '',
      suggestions: values.suggestions ?? '',
      softSkills: SOFT_SKILLS.flatMap((id) => {
        const value = values.softSkills?.[id];
        return value ? [{ id, value }] : [];
      }),
    },
    englishLevel: values.englishLevel ?? null,
  };
}
