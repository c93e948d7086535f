import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { courses, disciplines, mentorRegistries, notificationUserConnections } from '../../../src/server/db/schema';
import { addCertificate, addCourse, addMentor, addStudent, addUser, type School } from './school';

// Factories for the mentor registry tests (access.md §26, rules.md R14.3-R14.8).
type ApplicationRow = typeof mentorRegistries.$inferInsert;

let sequence = 0;

export async function addDiscipline(db: Db, name = `Discipline ${process.pid}-${(sequence += 1)}`) {
  const [row] = await db.insert(disciplines).values({ name }).returning({ id: disciplines.id, name: disciplines.name });
  return row;
}

export async function addApplication(db: Db, userId: number, values: Partial<ApplicationRow> = {}) {
  const [row] = await db
    .insert(mentorRegistries)
    .values({ userId, maxStudentsLimit: 3, technicalMentoring: ['JavaScript'], ...values })
    .returning();
  return row;
}

export async function applicationOf(db: Db, userId: number) {
  const [row] = await db.select().from(mentorRegistries).where(eq(mentorRegistries.userId, userId));
  return row;
}

export async function addEmailConnection(db: Db, userId: number, enabled = true) {
  await db
    .insert(notificationUserConnections)
    .values({ userId, channelId: 'email', externalId: `user-${userId}@example.com`, enabled });
}

export type RegistryPage = {
  items: {
    id: number;
    githubId: string;
    name: string;
    status: string;
    hasCertificate: boolean;
    wasMentor: boolean;
    maxStudentsLimit: number;
    preselectedCourses: number[];
    receivedDate: string;
    sendDate: string | null;
    comment: string | null;
  }[];
  pagination: { current: number; pageSize: number; total: number; totalPages: number };
  summary: { maxStudentsTotal: number };
};

// A registry of known applications around course A of the test school (manager and supervisor there), with course A
// teaching JavaScript, course B Android and a third course AWS (R14.6 visibility and statuses).
export async function buildRegistry(ctx: { db: Db; school: School }) {
  const { db, school } = ctx;
  const js = await addDiscipline(db, 'JavaScript');
  const androidDiscipline = await addDiscipline(db, 'Android');
  const awsDiscipline = await addDiscipline(db, 'AWS');
  const courseA = school.courseA.id;
  const courseB = school.courseB.id;
  await db.update(courses).set({ disciplineId: js.id }).where(eq(courses.id, courseA));
  await db.update(courses).set({ disciplineId: androidDiscipline.id }).where(eq(courses.id, courseB));
  const aws = await addCourse(db, { disciplineId: awsDiscipline.id });
  const day = (n: number) => new Date(Date.UTC(2026, 1, n, 12));
  const applicant = async (login: string, cityName: string, values: Partial<ApplicationRow>) => {
    const user = await addUser(db, { githubId: `${login}-${process.pid}-${(sequence += 1)}`, cityName });
    await addApplication(db, user.id, values);
    return user;
  };
  const applicants = {
    prefersA: await applicant('prefers-a', 'Warsaw', {
      preferedCourses: [courseA],
      technicalMentoring: ['AWS'],
      receivedDate: day(10),
      maxStudentsLimit: 2,
    }),
    prefersNone: await applicant('prefers-none', 'Krakow', {
      technicalMentoring: ['Android'],
      receivedDate: day(9),
      maxStudentsLimit: 3,
      languagesMentoring: ['PL'],
    }),
    teachesJs: await applicant('teaches-js', 'Tbilisi', {
      preferedCourses: [courseB],
      technicalMentoring: ['JavaScript', 'Android'],
      receivedDate: day(8),
      maxStudentsLimit: 4,
    }),
    elsewhere: await applicant('elsewhere', 'Riga', {
      preferedCourses: [courseB, aws.id],
      technicalMentoring: ['Android'],
      receivedDate: day(7),
      maxStudentsLimit: 5,
    }),
    canceled: await applicant('canceled', 'Warsaw', {
      preferedCourses: [courseA],
      canceled: true,
      receivedDate: day(6),
      maxStudentsLimit: 6,
    }),
    invited: await applicant('invited', 'Warsaw', {
      preferedCourses: [courseA],
      preselectedCourses: [courseA],
      sendDate: day(12),
      receivedDate: day(5),
      maxStudentsLimit: 7,
    }),
    joined: await applicant('joined', 'Almaty', {
      preferedCourses: [courseA],
      preselectedCourses: [courseA],
      receivedDate: day(5),
      maxStudentsLimit: 8,
      comment: 'Strong, "senior"; knows React,\nVue',
    }),
    certified: await applicant('certified', 'Berlin', {
      preferedCourses: [courseA, aws.id],
      technicalMentoring: ['JavaScript'],
      receivedDate: day(4),
      maxStudentsLimit: 9,
    }),
  };
  await addMentor(db, courseA, applicants.joined.id);
  const graduate = await addStudent(db, courseB, applicants.certified.id);
  await addCertificate(db, graduate);
  return { applicants, courseA, courseB, aws: aws.id };
}
