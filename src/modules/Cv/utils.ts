import dayjs, { type Dayjs } from 'dayjs';

import type { EnglishLevel, MilitaryService, Resume, ResumeCourse, ResumeForm } from '@/api/model';

import { CV_LIFETIME_DAYS } from './constants';

// The CV form's values as antd holds them: the start date is a dayjs, the rest as the API has it.
export interface CvFormValues {
  name?: string | null;
  desiredPosition?: string | null;
  locations?: string[];
  englishLevel?: EnglishLevel;
  militaryService?: MilitaryService;
  startFrom?: Dayjs | null;
  fullTime?: boolean;
  avatarLink?: string | null;
  selfIntroLink?: string | null;
  notes?: string | null;
  phone?: string | null;
  email?: string | null;
  skype?: string | null;
  telegram?: string | null;
  linkedin?: string | null;
  githubUsername?: string | null;
  website?: string | null;
  visibleCourses?: number[];
}

export function toFormValues(resume: Resume): CvFormValues {
  return {
    name: resume.name,
    desiredPosition: resume.desiredPosition,
    locations: resume.locations,
    englishLevel: resume.englishLevel,
    militaryService: resume.militaryService,
    startFrom: resume.startFrom ? dayjs(resume.startFrom) : null,
    fullTime: resume.fullTime,
    avatarLink: resume.avatarLink,
    selfIntroLink: resume.selfIntroLink,
    notes: resume.notes,
    ...resume.contacts,
    visibleCourses: resume.visibleCourses,
  };
}

// Every field is sent: an emptied input clears the stored value (the server reads blank text as null).
export function toResumeForm(values: CvFormValues): ResumeForm {
  const { startFrom, ...rest } = values;
  return {
    ...rest,
    englishLevel: values.englishLevel ?? null,
    militaryService: values.militaryService ?? null,
    locations: values.locations ?? [],
    fullTime: Boolean(values.fullTime),
    startFrom: startFrom ? startFrom.format('YYYY-MM-DD') : null,
    visibleCourses: values.visibleCourses ?? [],
  };
}

export const formatDate = (value: string | null | undefined) => (value ? dayjs(value).format('YYYY-MM-DD') : '');

export const isExpired = (resume: Pick<Resume, 'expires'>, now = dayjs()) => !dayjs(resume.expires).isAfter(now);

// pages.md §8: "Your CV is public until <date> (one month)".
export const publicUntilAfterConsent = (now = dayjs()) => now.add(CV_LIFETIME_DAYS, 'day').format('YYYY-MM-DD');

export function courseStatus(course: ResumeCourse): string {
  if (course.isExpelled) return 'Expelled';
  if (course.certificatePublicId) return 'Certified';
  return course.completed ? 'Completed' : 'Studying';
}
