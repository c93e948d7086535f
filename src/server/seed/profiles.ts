import { eq } from 'drizzle-orm';
import { profilePermissions, users, type EducationRecord } from '../db/schema';
import type { languageValues } from '../db/schema/enums';
import type { SeedStep } from './context';

type Language = (typeof languageValues)[number];
type Settings = Record<string, { all?: boolean; mentor?: boolean; student?: boolean }>;

type PersonaProfile = {
  about: string;
  languages: Language[];
  englishLevel: 'a2' | 'b1' | 'b2' | 'c1' | 'c2';
  education: EducationRecord[];
  settings?: Settings;
};

const universities: [string, string][] = [
  ['University of Warsaw', 'Mathematics and Computer Science'],
  ['Vilnius University', 'Informatics'],
  ['Tbilisi State University', 'Exact and Natural Sciences'],
  ['Riga Technical University', 'Computer Science'],
];

const profiles: Record<string, PersonaProfile> = {
  admin: {
    about: 'Runs the school platform and keeps the courses going.',
    languages: ['EN', 'PL', 'UK'],
    englishLevel: 'c1',
    education: [],
  },
  hirer: {
    about: 'Recruiter looking for junior front-end developers.',
    languages: ['EN', 'DE'],
    englishLevel: 'c2',
    education: [],
  },
  manager: {
    about: 'Course manager of JS/FE and Android.',
    languages: ['EN', 'PL'],
    englishLevel: 'c1',
    education: [],
    settings: { isProfileVisible: { all: true }, isEmailVisible: { all: true }, isTelegramVisible: { all: true } },
  },
  supervisor: {
    about: 'Supervises the mentors of JS/FE 2026.',
    languages: ['EN', 'LT'],
    englishLevel: 'b2',
    education: [],
  },
  dementor: { about: 'Keeps an eye on cross-checks.', languages: ['EN', 'KA'], englishLevel: 'b2', education: [] },
  taskowner: {
    about: 'Writes and checks the tasks of the course.',
    languages: ['EN', 'UZ'],
    englishLevel: 'b1',
    education: [],
  },
  // The mentor shows his profile, mentor statistics and a few contacts to everyone.
  mentor: {
    about: 'Senior front-end developer, mentoring since 2019.',
    languages: ['EN', 'UK', 'PL'],
    englishLevel: 'c1',
    education: [],
    settings: {
      isProfileVisible: { all: true },
      isAboutVisible: { all: true },
      isMentorStatsVisible: { all: true },
      isTelegramVisible: { all: true },
      isLinkedInVisible: { all: true, student: true },
    },
  },
  // The student's profile is open, his phone hidden from everyone his settings reach, his e-mail shown to mentors.
  student: {
    about: 'Career switcher from accounting, learning JavaScript in the evenings.',
    languages: ['EN', 'PL', 'BE'],
    englishLevel: 'b1',
    education: [],
    settings: {
      isProfileVisible: { all: true },
      isAboutVisible: { all: true },
      isEmailVisible: { mentor: true },
      isPhoneVisible: { all: false, mentor: false, student: false },
      isEducationVisible: { mentor: true },
      isEnglishVisible: { all: true },
    },
  },
  'expelled-student': {
    about: 'Will come back next year.',
    languages: ['EN', 'KK'],
    englishLevel: 'a2',
    education: [],
  },
  newcomer: { about: 'Just found the school.', languages: ['EN', 'KY'], englishLevel: 'b1', education: [] },
  'other-course-student': {
    about: 'Learning Android development.',
    languages: ['EN', 'LV'],
    englishLevel: 'b2',
    education: [],
    settings: { isProfileVisible: { all: true } },
  },
};

// pages.md §7 "/profile": the personas carry every contact kind, an about text, languages, education and a few
// visibility settings, so the profile screens and their visibility rules (rules.md R19.2) show real data on the first
// start. The Discord names are typed by hand (no id), so no notification connection is implied (R20.6).
export const seedProfiles: SeedStep = async ({ tx, persona }) => {
  for (const [index, [login, profile]] of Object.entries(profiles).entries()) {
    const [university, faculty] = universities[index % universities.length];
    const handle = login.replace(/-/g, '_');
    const phone = `+48 600 ${String(100 + index).padStart(3, '0')} ${String(200 + index * 7).padStart(3, '0')}`;
    const userId = persona(login);
    await tx
      .update(users)
      .set({
        aboutMyself: profile.about,
        languages: profile.languages,
        englishLevel: profile.englishLevel,
        educationHistory: profile.education.length
          ? profile.education
          : [{ university, faculty, graduationYear: 2012 + (index % 12) }],
        contactsEmail: `${login}.contact@example.com`,
        contactsEpamEmail: `${handle}@epam.example.com`,
        contactsTelegram: `${handle}_rs`,
        contactsPhone: phone,
        contactsSkype: `live:${handle}`,
        contactsWhatsapp: phone,
        contactsNotes: 'Best reached on weekdays after 18:00 CET.',
        contactsLinkedin: `https://www.linkedin.com/in/${login}-rs`,
        discord: { id: '', username: `${handle}_rs`, discriminator: '0' },
      })
      .where(eq(users.id, userId));
    if (profile.settings) await tx.insert(profilePermissions).values({ userId, settings: profile.settings });
  }
};
