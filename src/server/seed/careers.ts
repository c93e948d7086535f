import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { mentors, resumes, studentFeedbacks, students, users, type StudentFeedbackContent } from '../db/schema';
import type { SeedStep } from './context';

const DAY = 24 * 60 * 60 * 1000;
const DEMO_APPLICANTS = 12;

const positions = [
  'Junior Front-end Developer',
  'Trainee JavaScript Developer',
  'Junior React Developer',
  'Front-end Intern',
  'Junior Full-stack Developer',
  'Junior Angular Developer',
];
const englishLevels = ['a2', 'b1', 'b2', 'c1'] as const;

const stellaLetter: StudentFeedbackContent = {
  recommendationComment:
    'Stella asked sharp questions, finished every task before the deadline and helped two classmates through the ' +
    'cross-checks. I would be glad to work with her on a real project.',
  suggestions: 'Keep practising estimation and speak up earlier when blocked.',
  softSkills: [
    { id: 'skill.soft.responsible', value: 'Excellent' },
    { id: 'skill.soft.team-player', value: 'Great' },
    { id: 'skill.soft.communicable', value: 'Good' },
  ],
};

const demoLetter = (name: string, index: number): StudentFeedbackContent => ({
  recommendationComment: `${name} worked steadily through the course and wrote clean, readable solutions.`,
  suggestions: 'Read more code of others and review it.',
  softSkills: [
    { id: 'skill.soft.responsible', value: index % 2 ? 'Great' : 'Good' },
    { id: 'skill.soft.team-player', value: index % 3 ? 'Good' : 'Excellent' },
    { id: 'skill.soft.communicable', value: index % 4 ? 'Fair' : 'Great' },
  ],
});

// pages.md §8 and §5, rules.md R18: the student persona has given consent and published a CV that his mentor's
// letter recommends (so /cv/edit and /cv/<uuid> show real data), and a dozen demo students of the running course have
// CVs too, one hidden and one expired, so the hirer's /applicants lists ten live ones on the first start.
export const seedCareers: SeedStep = async ({ tx, course, persona, now }) => {
  const main = course['js-fe-2026'];
  const expires = (days: number) => new Date(now.getTime() + days * DAY);
  const student = persona('student');

  await tx.update(users).set({ opportunitiesConsent: true }).where(eq(users.id, student));
  await tx.insert(resumes).values({
    userId: student,
    name: 'Stella Student',
    desiredPosition: 'Junior Front-end Developer',
    locations: ['Warsaw', 'Krakow', 'Remote'],
    englishLevel: 'b2',
    militaryService: 'notLiable',
    fullTime: true,
    startFrom: new Date(now.getTime() + 14 * DAY).toISOString().slice(0, 10),
    notes:
      'Former accountant who fell for JavaScript. I like turning messy spreadsheets into clear, accessible ' +
      'interfaces, and I test what I build.',
    email: 'student.contact@example.com',
    telegram: 'student_rs',
    githubUsername: 'student',
    linkedin: 'https://www.linkedin.com/in/student-rs',
    expiresAt: expires(25),
  });
  const [stella] = await tx
    .select({ studentId: students.id, mentorId: students.mentorId, mentorUserId: mentors.userId })
    .from(students)
    .innerJoin(mentors, eq(mentors.id, students.mentorId))
    .where(and(eq(students.courseId, main), eq(students.userId, student)));
  if (stella) {
    await tx.insert(studentFeedbacks).values({
      studentId: stella.studentId,
      authorId: stella.mentorUserId,
      mentorId: stella.mentorId,
      recommendation: 'hire',
      englishLevel: 'b2',
      content: stellaLetter,
    });
  }

  const demo = await tx
    .select({
      studentId: students.id,
      userId: students.userId,
      mentorId: students.mentorId,
      mentorUserId: mentors.userId,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      cityName: users.cityName,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(mentors, eq(mentors.id, students.mentorId))
    .where(and(eq(students.courseId, main), eq(students.isExpelled, false), isNotNull(students.mentorId)))
    .orderBy(asc(users.githubId))
    .limit(DEMO_APPLICANTS);
  const demoUsers = demo.filter((row) => row.userId !== student);
  if (!demoUsers.length) return;
  await tx
    .update(users)
    .set({ opportunitiesConsent: true })
    .where(
      inArray(
        users.id,
        demoUsers.map((row) => row.userId),
      ),
    );
  await tx.insert(resumes).values(
    demoUsers.map((row, index) => ({
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`,
      desiredPosition: positions[index % positions.length],
      locations: [row.cityName ?? 'Remote', ...(index % 2 ? ['Remote'] : [])],
      englishLevel: englishLevels[index % englishLevels.length],
      fullTime: index % 3 !== 0,
      startFrom: new Date(now.getTime() + (7 + index * 5) * DAY).toISOString().slice(0, 10),
      githubUsername: row.githubId,
      email: `${row.githubId}@example.com`,
      isHidden: index === 1,
      // One CV ran out last week: it stays in the database but is no longer public (R18.3).
      expiresAt: expires(index === 2 ? -7 : 5 + index * 2),
    })),
  );
  await tx.insert(studentFeedbacks).values(
    demoUsers
      .filter((_, index) => index % 2 === 0)
      .map((row, index) => ({
        studentId: row.studentId,
        authorId: row.mentorUserId,
        mentorId: row.mentorId,
        recommendation: index % 3 === 2 ? ('not-hire' as const) : ('hire' as const),
        englishLevel: englishLevels[index % englishLevels.length],
        content: demoLetter(row.firstName ?? row.githubId, index),
      })),
  );
};
