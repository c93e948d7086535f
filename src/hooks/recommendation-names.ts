import { RatingWord, SoftSkill, type HireDecision } from '@/api/model';

// product-spec §3 enumerations of a recommendation letter as words (pages.md §3), shared by the letter form and the CV
// that shows the letters.
export const SOFT_SKILL_NAMES: Record<SoftSkill, string> = {
  'skill.soft.responsible': 'Responsible',
  'skill.soft.team-player': 'Good team player',
  'skill.soft.communicable': 'Communicable',
};

export const SOFT_SKILLS: readonly SoftSkill[] = Object.values(SoftSkill);

// The seed's rating words, None to Excellent, in that order.
export const RATING_WORDS: readonly RatingWord[] = Object.values(RatingWord);

export const HIRE_DECISION_NAMES: Record<HireDecision, string> = { hire: 'Hire', 'not-hire': 'Not Hire' };
