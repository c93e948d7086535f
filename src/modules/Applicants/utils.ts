import type { Applicant, EnglishLevel } from '@/api/model';

// pages.md §5 "/applicants": empty values read "<Not set>".
export const NOT_SET = '<Not set>';

const englishOrder: readonly NonNullable<EnglishLevel>[] = ['unknown', 'a0', 'a1', 'a2', 'b1', 'b2', 'c1', 'c2'];

export const byName = (a: Applicant, b: Applicant) => a.name.localeCompare(b.name);
export const byEnglishLevel = (a: Applicant, b: Applicant) =>
  englishOrder.indexOf(a.englishLevel ?? 'unknown') - englishOrder.indexOf(b.englishLevel ?? 'unknown');
// Missing dates sort last in ascending order.
export const byDate = (key: 'startFrom' | 'expires') => (a: Applicant, b: Applicant) =>
  (a[key] ?? '9999').localeCompare(b[key] ?? '9999');

export const matchesName = (applicant: Applicant, text: string) =>
  `${applicant.name} ${applicant.githubId}`.toLowerCase().includes(text.trim().toLowerCase());
