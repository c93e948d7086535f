import type {
  Course,
  Language,
  MentorApplication,
  MentorApplicationInput,
  MyProfile,
  ProfileUserInput,
  StudentsLocation,
} from '@/api/model';

export const MENTOR_DONE_TEXT = 'Thank you! We will contact you when a course needs mentors.';

export const LOCATION_OPTIONS: { value: StudentsLocation; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'country', label: 'My country' },
  { value: 'city', label: 'My city' },
];

// pages.md §6 "/registry/mentor", step General.
export interface MentorGeneralValues {
  firstName?: string;
  lastName?: string;
  countryName?: string;
  cityName?: string;
  primaryEmail?: string;
  contacts?: { telegram?: string; skype?: string; whatsApp?: string; email?: string; phone?: string; notes?: string };
}

// pages.md §6 "/registry/mentor", step Mentorship.
export interface MentorshipValues {
  technicalMentoring?: string[];
  preferedCourses?: number[];
  languagesMentoring?: Language[];
  maxStudentsLimit?: number;
  preferedStudentsLocation?: StudentsLocation;
  aboutMyself?: string;
  consent?: boolean;
}

// The server's errors[].path names, by the step whose form shows them.
export const GENERAL_FIELDS = [
  'firstName',
  'lastName',
  'countryName',
  'cityName',
  'primaryEmail',
  'contacts.telegram',
  'contacts.skype',
  'contacts.whatsApp',
  'contacts.email',
  'contacts.phone',
  'contacts.notes',
];
export const MENTORSHIP_FIELDS = [
  'technicalMentoring',
  'preferedCourses',
  'languagesMentoring',
  'maxStudentsLimit',
  'preferedStudentsLocation',
  'aboutMyself',
];

const text = (value: string | null | undefined) => value?.trim() ?? '';

export function generalValuesOf(profile: MyProfile | undefined): MentorGeneralValues {
  const contacts = profile?.contacts;
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    countryName: profile?.countryName ?? '',
    cityName: profile?.cityName ?? '',
    primaryEmail: profile?.primaryEmail ?? '',
    contacts: {
      telegram: contacts?.telegram ?? '',
      skype: contacts?.skype ?? '',
      whatsApp: contacts?.whatsApp ?? '',
      email: contacts?.email ?? '',
      phone: contacts?.phone ?? '',
      notes: contacts?.notes ?? '',
    },
  };
}

// pages.md §6: pre-filled from a previous questionnaire; ?course= adds that course to the preferred ones.
export function mentorshipValuesOf(
  application: MentorApplication | undefined,
  profile: MyProfile | undefined,
  courseFromQuery: Course | undefined,
): MentorshipValues {
  const preferred = application?.preferedCourses ?? [];
  return {
    technicalMentoring: application?.technicalMentoring ?? [],
    preferedCourses:
      courseFromQuery && !preferred.includes(courseFromQuery.id) ? [...preferred, courseFromQuery.id] : preferred,
    languagesMentoring: application?.languagesMentoring ?? profile?.languages ?? [],
    maxStudentsLimit: application?.maxStudentsLimit ?? 2,
    preferedStudentsLocation: application?.preferedStudentsLocation ?? 'any',
    aboutMyself: profile?.aboutMyself ?? '',
    consent: false,
  };
}

// rules.md R14.2: the personal data is saved with POST /profile/user; empty optional fields clear the stored ones.
export function toMentorProfileInput(general: MentorGeneralValues, aboutMyself: string | undefined): ProfileUserInput {
  const contacts = general.contacts ?? {};
  return {
    firstName: text(general.firstName),
    lastName: text(general.lastName),
    countryName: text(general.countryName),
    cityName: text(general.cityName),
    primaryEmail: text(general.primaryEmail),
    aboutMyself: text(aboutMyself),
    contacts: {
      telegram: text(contacts.telegram),
      skype: text(contacts.skype),
      whatsApp: text(contacts.whatsApp),
      email: text(contacts.email) || null,
      phone: text(contacts.phone),
      notes: text(contacts.notes),
    },
  };
}

export function toApplicationInput(values: MentorshipValues): MentorApplicationInput {
  return {
    technicalMentoring: values.technicalMentoring ?? [],
    preferedCourses: values.preferedCourses ?? [],
    languagesMentoring: values.languagesMentoring ?? [],
    maxStudentsLimit: values.maxStudentsLimit ?? 2,
    preferedStudentsLocation: values.preferedStudentsLocation ?? 'any',
  };
}

// pages.md §6: preferred courses are the planned or running ones.
export const openForMentors = (courses: readonly Course[]) => courses.filter((course) => !course.completed);
