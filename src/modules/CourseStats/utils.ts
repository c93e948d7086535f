import type { CountriesStatsCountriesItem, CourseMentorsStats, CourseStats, TaskPerformance } from '@/api/model';

export type CountryCount = CountriesStatsCountriesItem;
export type StatsTask = { id: number; name: string; courseId: number; courseName?: string; maxScore: number };

// Everything the cards of pages.md §11 draw, for one course or summed over several (rules.md R21.3).
export type StatsData = {
  students: CourseStats;
  mentors: CourseMentorsStats;
  studentsCountries: CountryCount[];
  mentorsCountries: CountryCount[];
  certificatesCountries: CountryCount[];
  tasks: StatsTask[];
};

export type StatsCardKey =
  | 'studentsCountries'
  | 'activeStudents'
  | 'mentorsCountries'
  | 'corporateMentors'
  | 'studentsWithMentor'
  | 'certified'
  | 'eligible'
  | 'taskPerformance'
  | 'certificatesCountries';

// pages.md §11 and §14: a card without data is hidden. The certificate gauge shows the certified students once
// there are some, else those eligible for certification (R16.1).
export function visibleCards({ students, mentors, ...data }: StatsData): StatsCardKey[] {
  const shown: [StatsCardKey, boolean][] = [
    ['studentsCountries', data.studentsCountries.length > 0],
    ['activeStudents', students.totalStudents > 0],
    ['mentorsCountries', data.mentorsCountries.length > 0],
    ['corporateMentors', mentors.mentorsActiveCount > 0],
    ['studentsWithMentor', students.activeStudentsCount > 0],
    ['certified', students.certifiedStudentsCount > 0],
    ['eligible', students.certifiedStudentsCount === 0 && students.eligibleForCertificationCount > 0],
    ['taskPerformance', data.tasks.length > 0],
    ['certificatesCountries', data.certificatesCountries.length > 0],
  ];
  return shown.filter(([, visible]) => visible).map(([key]) => key);
}

// One decimal, 0 when there is nothing to divide by.
export const percentOf = (count: number, total: number): number =>
  total > 0 ? Math.round((count / total) * 1000) / 10 : 0;

export const ratioText = (count: number, total: number): string => `${count} of ${total} (${percentOf(count, total)}%)`;

const LISTED_COUNTRIES = 5;

// The words beside a chart, for screen readers and for anyone who cannot tell the bars apart (pages.md §15).
export function countriesText(countries: readonly CountryCount[]): string {
  const listed = countries.slice(0, LISTED_COUNTRIES).map((country) => `${country.countryName} ${country.count}`);
  const rest = countries.length - listed.length;
  return rest > 0 ? `${listed.join(', ')} and ${rest} more` : listed.join(', ');
}

// rules.md R21.2: the bands of score / max score.
export const PERFORMANCE_BANDS: readonly [keyof TaskPerformance, string][] = [
  ['minimalAchievement', 'Minimal (below 20%)'],
  ['lowAchievement', 'Low (20–49%)'],
  ['moderateAchievement', 'Moderate (50–69%)'],
  ['highAchievement', 'High (70–89%)'],
  ['exceptionalAchievement', 'Exceptional (90–99%)'],
  ['perfectScores', 'Perfect (100%)'],
];

export function performanceSlices(performance: TaskPerformance): { type: string; value: number }[] {
  return PERFORMANCE_BANDS.map(([key, type]) => ({ type, value: performance[key] })).filter((slice) => slice.value > 0);
}

export const taskLabel = (task: StatsTask): string =>
  task.courseName ? `${task.name} (${task.courseName})` : task.name;
