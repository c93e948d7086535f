import type { Language } from '@/api/model';

export interface RegistrationValues {
  courseId?: number;
  firstName?: string;
  lastName?: string;
  countryName?: string;
  cityName?: string;
  primaryEmail?: string;
  languages?: Language[];
  contacts?: { telegram?: string; email?: string };
  consent?: boolean;
}

// The form's field name paths, joined with "." as the server's errors[].path names them.
export const FIELD_NAMES = [
  'courseId',
  'firstName',
  'lastName',
  'countryName',
  'cityName',
  'primaryEmail',
  'languages',
  'contacts.telegram',
  'contacts.email',
];

export const NO_COURSES_TEXT = 'There are no available courses. Please come back later.';
export const SEVERAL_COURSES_TITLE = 'We do not recommend studying at several courses at the same time';
export const ALREADY_REGISTERED_TEXT = 'You are already registered for this course';
export const REDIRECT_DELAY_MS = 5_000;

// rules.md R14.2: names in Latin letters (spaces, hyphens and apostrophes inside).
export const LATIN_NAME = /^[A-Za-z][A-Za-z' -]*$/;
