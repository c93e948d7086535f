import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  certificates,
  courses,
  gratitudes,
  mentors,
  resumes,
  studentFeedbacks,
  studentRanks,
  students,
  users,
} from '../../../db/schema';
import { displayName } from '../../auth';
import type { Resume, ResumeCourse, ResumeFeedback, ResumeGratitudes } from '../schemas';

export type ResumeRow = typeof resumes.$inferSelect;

const mentorUser = alias(users, 'mentor_user');
const GRATITUDES_SHOWN = 20;

// rules.md R18.3: every student record of the user, newest course first, with his mentor, status, certificate, total
// and rank (the active rank while active, the all-students rank once expelled, as the student summary shows it).
export async function resumeCourses(db: DbOrTx, userId: number): Promise<ResumeCourse[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      name: courses.name,
      fullName: courses.fullName,
      completed: courses.completed,
      isExpelled: students.isExpelled,
      totalScore: students.totalScore,
      rank: studentRanks.rank,
      activeRank: studentRanks.activeRank,
      certificatePublicId: certificates.publicId,
      mentorGithubId: mentorUser.githubId,
      mentorFirstName: mentorUser.firstName,
      mentorLastName: mentorUser.lastName,
    })
    .from(students)
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .innerJoin(courses, eq(courses.id, students.courseId))
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUser, eq(mentorUser.id, mentors.userId))
    .leftJoin(certificates, eq(certificates.studentId, students.id))
    .where(eq(students.userId, userId))
    .orderBy(desc(courses.startDate), courses.id);
  return rows.map((row) => ({
    courseId: row.courseId,
    name: row.name,
    fullName: row.fullName,
    completed: row.completed,
    mentor: row.mentorGithubId
      ? {
          githubId: row.mentorGithubId,
          name: displayName({
            firstName: row.mentorFirstName,
            lastName: row.mentorLastName,
            githubId: row.mentorGithubId,
          }),
        }
      : null,
    isExpelled: row.isExpelled,
    certificatePublicId: row.certificatePublicId,
    totalScore: Number(row.totalScore),
    rank: row.isExpelled ? row.rank : row.activeRank,
  }));
}

// R18.3: the mentors' letters that recommend hiring, newest first.
async function hireFeedbacks(db: DbOrTx, userId: number, courseIds: number[] | null): Promise<ResumeFeedback[]> {
  const conditions = [
    eq(students.userId, userId),
    eq(studentFeedbacks.recommendation, 'hire'),
    isNull(studentFeedbacks.deletedAt),
  ];
  if (courseIds) conditions.push(inArray(students.courseId, courseIds));
  const rows = await db
    .select({
      id: studentFeedbacks.id,
      courseName: courses.name,
      content: studentFeedbacks.content,
      englishLevel: studentFeedbacks.englishLevel,
      createdAt: studentFeedbacks.createdAt,
      authorGithubId: users.githubId,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(studentFeedbacks)
    .innerJoin(students, eq(students.id, studentFeedbacks.studentId))
    .innerJoin(courses, eq(courses.id, students.courseId))
    .innerJoin(users, eq(users.id, studentFeedbacks.authorId))
    .where(and(...conditions))
    .orderBy(desc(studentFeedbacks.createdAt), desc(studentFeedbacks.id));
  return rows.map((row) => ({
    id: row.id,
    courseName: row.courseName,
    author: {
      githubId: row.authorGithubId,
      name: displayName({ firstName: row.authorFirstName, lastName: row.authorLastName, githubId: row.authorGithubId }),
    },
    recommendationComment: row.content.recommendationComment,
    englishLevel: row.englishLevel,
    softSkills: row.content.softSkills,
    createdDate: row.createdAt.toISOString(),
  }));
}

// R18.3: gratitudes received, the count and the latest few.
async function receivedGratitudes(db: DbOrTx, userId: number): Promise<ResumeGratitudes> {
  const [total] = await db.select({ count: count() }).from(gratitudes).where(eq(gratitudes.toUserId, userId));
  const rows = await db
    .select({
      badgeId: gratitudes.badgeId,
      comment: gratitudes.comment,
      createdAt: gratitudes.createdAt,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(gratitudes)
    .innerJoin(users, eq(users.id, gratitudes.fromUserId))
    .where(eq(gratitudes.toUserId, userId))
    .orderBy(desc(gratitudes.createdAt), desc(gratitudes.id))
    .limit(GRATITUDES_SHOWN);
  return {
    count: total?.count ?? 0,
    items: rows.map((row) => ({
      badgeId: row.badgeId,
      comment: row.comment,
      date: row.createdAt.toISOString(),
      from: { githubId: row.githubId, name: displayName(row) },
    })),
  };
}

export const resumeLink = (appUrl: string, uuid: string) => `${appUrl.replace(/\/+$/, '')}/cv/${uuid}`;

// The owner sees every course (to choose the visible ones); the public sees the visible ones only (R18.3: all of them
// when the list is empty), and the letters of those courses.
export async function resumeView(
  db: DbOrTx,
  resume: ResumeRow,
  appUrl: string,
  audience: 'owner' | 'public',
): Promise<Resume> {
  const allCourses = await resumeCourses(db, resume.userId);
  const limited = audience === 'public' && resume.visibleCourses.length > 0;
  const shownCourses = limited
    ? allCourses.filter((course) => resume.visibleCourses.includes(course.courseId))
    : allCourses;
  const [feedbacks, gratitudesReceived] = await Promise.all([
    hireFeedbacks(db, resume.userId, limited ? shownCourses.map((course) => course.courseId) : null),
    receivedGratitudes(db, resume.userId),
  ]);
  return {
    uuid: resume.uuid,
    link: resumeLink(appUrl, resume.uuid),
    name: resume.name,
    desiredPosition: resume.desiredPosition,
    selfIntroLink: resume.selfIntroLink,
    startFrom: resume.startFrom,
    fullTime: resume.fullTime,
    militaryService: resume.militaryService,
    englishLevel: resume.englishLevel,
    avatarLink: resume.avatarLink,
    notes: resume.notes,
    locations: resume.locations,
    contacts: {
      phone: resume.phone,
      email: resume.email,
      skype: resume.skype,
      telegram: resume.telegram,
      linkedin: resume.linkedin,
      githubUsername: resume.githubUsername,
      website: resume.website,
    },
    expires: resume.expiresAt.toISOString(),
    isHidden: resume.isHidden,
    visibleCourses: resume.visibleCourses,
    courses: shownCourses,
    feedbacks,
    gratitudes: gratitudesReceived,
  };
}

// rules.md R18.3/R18.4 "live": consent given, not hidden, not expired (and the owner not obfuscated, R19.5).
export const liveResume = (now: Date) =>
  and(
    eq(users.opportunitiesConsent, true),
    eq(users.obfuscated, false),
    eq(resumes.isHidden, false),
    sql`${resumes.expiresAt} > ${now.toISOString()}::timestamptz`,
  );
