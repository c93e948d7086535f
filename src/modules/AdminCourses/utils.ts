import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

import type { Course, CourseInput } from '@/api/model';

// pages.md §0.3: dates in the browser's time zone (its name is shown once above the table).
export function formatDate(value: string | null | undefined): string {
  if (!value) return '–';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : '–';
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function filterCourses(courses: readonly Course[], search: string): Course[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...courses];
  return courses.filter(
    (course) =>
      course.name.toLowerCase().includes(needle) ||
      course.fullName.toLowerCase().includes(needle) ||
      course.alias.toLowerCase().includes(needle),
  );
}

export function compareText(a: string | null | undefined, b: string | null | undefined): number {
  return (a ?? '').localeCompare(b ?? '');
}

export type CourseState = 'active' | 'planned' | 'completed';

export interface CourseFormValues {
  sourceCourseId?: number | null;
  state: CourseState;
  name: string;
  fullName: string;
  discordServerId?: number | null;
  alias: string;
  certificateIssuer?: string | null;
  disciplineId?: number | null;
  dates: [Dayjs, Dayjs];
  registrationEndDate?: Dayjs | null;
  certificateThreshold: number;
  minStudentsPerMentor: number;
  descriptionUrl?: string | null;
  certificateDisciplines?: number[];
  communityUrl?: string | null;
  logo?: string | null;
  personalMentoring: boolean;
  personalMentoringDates?: [Dayjs, Dayjs] | null;
  inviteOnly: boolean;
}

export const ALIAS_PATTERN = /^[a-z0-9-]{2,64}$/;
export const URL_PATTERN = /^https?:\/\/\S+$/i;

function courseState(course: Course): CourseState {
  if (course.completed) return 'completed';
  if (course.planned) return 'planned';
  return 'active';
}

function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function toFormValues(course?: Course): Partial<CourseFormValues> {
  if (!course) {
    return {
      state: 'planned',
      certificateThreshold: 70,
      minStudentsPerMentor: 2,
      personalMentoring: true,
      inviteOnly: false,
      certificateDisciplines: [],
    };
  }
  return {
    state: courseState(course),
    name: course.name,
    fullName: course.fullName,
    discordServerId: course.discordServerId,
    alias: course.alias,
    certificateIssuer: course.certificateIssuer,
    logo: course.logo,
    disciplineId: course.discipline?.id ?? null,
    dates: [dayjs(course.startDate), dayjs(course.endDate)],
    registrationEndDate: course.registrationEndDate ? dayjs(course.registrationEndDate) : null,
    certificateThreshold: course.certificateThreshold,
    minStudentsPerMentor: course.minStudentsPerMentor,
    descriptionUrl: course.descriptionUrl,
    certificateDisciplines: course.certificateDisciplines,
    communityUrl: course.communityUrl,
    personalMentoring: course.personalMentoring,
    personalMentoringDates:
      course.personalMentoringStartDate && course.personalMentoringEndDate
        ? [dayjs(course.personalMentoringStartDate), dayjs(course.personalMentoringEndDate)]
        : null,
    inviteOnly: course.inviteOnly,
  };
}

// access.md §36: PUT is a full replacement, so fields the form does not show keep the course's values.
export function toCourseInput(values: CourseFormValues, course?: Course): CourseInput {
  const [start, end] = values.dates;
  // Dates of personal mentoring mean nothing without it.
  const [mentoringStart, mentoringEnd] = (values.personalMentoring && values.personalMentoringDates) || [];
  return {
    name: values.name.trim(),
    fullName: values.fullName.trim(),
    alias: values.alias.trim(),
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    certificateThreshold: values.certificateThreshold,
    description: course?.description ?? null,
    descriptionUrl: emptyToNull(values.descriptionUrl),
    year: course?.year ?? null,
    registrationEndDate: values.registrationEndDate ? values.registrationEndDate.toISOString() : null,
    disciplineId: values.disciplineId ?? null,
    discordServerId: values.discordServerId ?? null,
    completed: values.state === 'completed',
    planned: values.state === 'planned',
    inviteOnly: values.inviteOnly,
    certificateIssuer: emptyToNull(values.certificateIssuer),
    personalMentoring: values.personalMentoring,
    personalMentoringStartDate: mentoringStart ? mentoringStart.toISOString() : null,
    personalMentoringEndDate: mentoringEnd ? mentoringEnd.toISOString() : null,
    logo: values.logo ?? null,
    minStudentsPerMentor: values.minStudentsPerMentor,
    communityUrl: emptyToNull(values.communityUrl),
    certificateDisciplines: values.certificateDisciplines ?? [],
  };
}
