import { mentorRegistries } from '../db/schema';
import type { languageValues } from '../db/schema/enums';
import type { SeedStep } from './context';
import { pick } from './random';

const DAY = 24 * 60 * 60 * 1000;
const locations = ['any', 'country', 'city'] as const;
type Language = (typeof languageValues)[number];
const languageSets: Language[][] = [['EN'], ['EN', 'RU'], ['EN', 'PL'], ['UK', 'EN'], ['KA', 'EN'], ['KK', 'RU']];
const comments = ['Strong React background', 'Asked to mentor only in English', 'Call before inviting: busy until May'];

type Application = typeof mentorRegistries.$inferInsert;

// The mentor registry of the demo school (R14.3-R14.8): 40 questionnaires of demo mentors and graduates, new, invited
// and joined, a few canceled or commented, some from certified graduates. Of the personas only the mentor applies: he
// joined the running course and is approved to the planned one without having confirmed it, so Home shows him the
// pending invitation (pages.md §1). The newcomer has none and registers himself.
export const seedMentorRegistry: SeedStep = async ({
  tx,
  random,
  course,
  persona,
  mentorUserIds,
  studentUserIds,
  today,
}) => {
  const running = course['js-fe-2026'];
  const planned = course['js-fe-2027'];
  const android = course['android-2026'];
  const received = (index: number) => new Date(today - (3 + ((index * 7) % 90)) * DAY + (index % 8) * 3_600_000);
  const base = (userId: number, index: number): Application => ({
    userId,
    maxStudentsLimit: 2 + Math.floor(random() * 5),
    preferedStudentsLocation: pick(random, locations),
    languagesMentoring: pick(random, languageSets),
    technicalMentoring: ['JavaScript'],
    receivedDate: received(index),
  });

  // Demo mentors of the running course: joined it, invited to the planned one, or asking for it.
  const mentorApplications = mentorUserIds.slice(0, 12).map((userId, index): Application => {
    const application = base(userId, index);
    if (index < 6) return { ...application, preferedCourses: [running], preselectedCourses: [running] };
    if (index < 9) {
      const sendDate = new Date(today - (index - 5) * DAY);
      return { ...application, preferedCourses: [planned], preselectedCourses: [planned], sendDate };
    }
    return { ...application, preferedCourses: [planned], technicalMentoring: ['JavaScript', 'AWS'] };
  });

  // Graduates of the completed course (every other one holds a certificate, see certificates.ts) and students.
  const preferences = [[running], [planned], [], [running, planned], [android]];
  const studentApplications = Array.from({ length: 28 }, (_, index): Application => {
    const application = base(studentUserIds[index * 6], 12 + index);
    const preferedCourses = preferences[index % preferences.length];
    const technicalMentoring = preferedCourses.includes(android)
      ? ['Android']
      : index % 7 === 3
        ? ['JavaScript', 'AWS']
        : ['JavaScript'];
    const invited = index % 9 === 4 ? { preselectedCourses: [running], sendDate: new Date(today - 2 * DAY) } : {};
    return {
      ...application,
      preferedCourses,
      technicalMentoring,
      ...invited,
      canceled: index % 13 === 12,
      comment: index % 5 === 1 ? comments[index % comments.length] : null,
    };
  });

  // Fixed values: the random sequence of the other steps stays as it was.
  const personaApplication: Application = {
    userId: persona('mentor'),
    maxStudentsLimit: 3,
    preferedStudentsLocation: 'any',
    languagesMentoring: ['EN'],
    technicalMentoring: ['JavaScript'],
    receivedDate: received(0),
    preferedCourses: [running, planned],
    preselectedCourses: [running, planned],
    sendDate: new Date(today - DAY),
  };

  const rows = [...mentorApplications, ...studentApplications, personaApplication].filter(
    (row) => row.userId !== undefined,
  );
  if (rows.length) await tx.insert(mentorRegistries).values(rows);
};
