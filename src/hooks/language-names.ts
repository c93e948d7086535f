import type { EnglishLevel, Language } from '@/api/model';

// The enumerations of data-model.md §1 as words (pages.md §15: never the API's identifiers), shared by the registration
// form and the profile.
export const LANGUAGE_NAMES: Record<Language, string> = {
  EN: 'English',
  ZH: 'Chinese',
  HI: 'Hindi',
  ES: 'Spanish',
  FR: 'French',
  AR: 'Arabic',
  BN: 'Bengali',
  RU: 'Russian',
  PT: 'Portuguese',
  ID: 'Indonesian',
  UR: 'Urdu',
  JA: 'Japanese',
  DE: 'German',
  PA: 'Punjabi',
  TE: 'Telugu',
  TR: 'Turkish',
  KO: 'Korean',
  MR: 'Marathi',
  KY: 'Kyrgyz',
  KK: 'Kazakh',
  UZ: 'Uzbek',
  KA: 'Georgian',
  PL: 'Polish',
  LT: 'Lithuanian',
  LV: 'Latvian',
  BE: 'Belarusian',
  UK: 'Ukrainian',
};

export const ENGLISH_LEVEL_NAMES: Record<NonNullable<EnglishLevel>, string> = {
  unknown: 'Unknown',
  a0: 'A0 (Beginner)',
  a1: 'A1 (Elementary)',
  a2: 'A2 (Pre-Intermediate)',
  b1: 'B1 (Intermediate)',
  b2: 'B2 (Upper-Intermediate)',
  c1: 'C1 (Advanced)',
  c2: 'C2 (Proficient)',
};
