import dayjs from 'dayjs';

import type { Course, OpenCourse, ProfileUserInput, Session } from '@/api/model';

import type { RegistrationValues } from './constants';

// pages.md §0.3: dates in the browser's time zone, with its name.
export function formatStartDate(value: string, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  const date = dayjs(value);
  return date.isValid() ? `${date.format('YYYY-MM-DD')} (${timeZone})` : '–';
}

// pages.md §6: ?course=<alias> preselects the course only when it is open for registration.
export function preselectedCourseId(courses: OpenCourse[], alias: unknown): number | undefined {
  return typeof alias === 'string' ? courses.find((course) => course.alias === alias)?.id : undefined;
}

// pages.md §0.2: course links carry ?course=<alias>.
export const courseHomeHref = (course: OpenCourse) => `/?course=${encodeURIComponent(course.alias)}`;

// pages.md §6: the warning when the user already studies in another running (not completed) course.
export function studiesInOtherRunningCourse(session: Session, courses: Course[], courseId: number): boolean {
  return courses.some((course) => {
    const roles = session.courses[String(course.id)];
    return course.id !== courseId && !course.completed && !!roles?.roles.includes('student') && !roles.isExpelled;
  });
}

const text = (value: string | undefined) => value?.trim() ?? '';
// An empty optional e-mail is sent as null: null clears the field on every server version.
const optionalEmail = (value: string | undefined) => text(value) || null;

// rules.md R14.2: the personal data of the form, saved with POST /profile/user before the registration.
export function toProfileInput(values: RegistrationValues): ProfileUserInput {
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    countryName: text(values.countryName),
    cityName: text(values.cityName),
    primaryEmail: text(values.primaryEmail),
    languages: values.languages ?? [],
    contacts: {
      telegram: text(values.contacts?.telegram),
      email: optionalEmail(values.contacts?.email),
    },
  };
}
