import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  certificates,
  courses,
  courseTasks,
  mentors,
  studentRanks,
  students,
  taskResults,
  tasks,
  users,
} from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import type { SessionData } from '../../session';
import type { MentorStats, ProfileInfo, StudentStats } from '../info-schemas';
import { findUserById, findUserByLogin } from '../service';
import { viewerRelation, type Relation } from './relation';
import { effectivePermissions, storedPermissions, visibilityFor, visibleContacts, type Visibility } from './visibility';

// pages.md §13: the one answer for a profile the caller may not see.
export const NOT_VISIBLE = 'No access or user does not exist';

const mentorUser = alias(users, 'mentor_user');
const reasonReaders: readonly Relation[] = ['admin', 'coursemanager', 'mentor', 'coursementor'];

const courseColumns = {
  id: courses.id,
  name: courses.name,
  fullName: courses.fullName,
  alias: courses.alias,
  completed: courses.completed,
};

// rules.md R19.3 "tasks with score/comment/PR": every non-disabled task of each course he studies in, in schedule
// order (the columns of the score table), with his result; score null while he has none. Interview pair scores join
// the effective score (R3.2) with the interviews issue.
async function studentTasksOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      studentId: students.id,
      courseTaskId: courseTasks.id,
      name: tasks.name,
      maxScore: courseTasks.maxScore,
      scoreWeight: courseTasks.scoreWeight,
      score: taskResults.score,
      comment: taskResults.comment,
      githubPrUrl: taskResults.githubPrUrl,
    })
    .from(students)
    .innerJoin(courseTasks, and(eq(courseTasks.courseId, students.courseId), eq(courseTasks.disabled, false)))
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .leftJoin(taskResults, and(eq(taskResults.studentId, students.id), eq(taskResults.courseTaskId, courseTasks.id)))
    .where(eq(students.userId, userId))
    .orderBy(asc(courseTasks.studentStartDate), asc(courseTasks.id));
  const byStudent = new Map<number, StudentStats['tasks']>();
  for (const { studentId, ...task } of rows) {
    const list = byStudent.get(studentId) ?? [];
    list.push(task);
    byStudent.set(studentId, list);
  }
  return byStudent;
}

async function studentStatsOf(db: DbOrTx, userId: number, visibility: Visibility): Promise<StudentStats[]> {
  const [rows, tasksByStudent] = await Promise.all([
    db
      .select({
        course: courseColumns,
        student: students,
        rank: studentRanks.rank,
        activeRank: studentRanks.activeRank,
        mentorGithubId: mentorUser.githubId,
        mentorFirstName: mentorUser.firstName,
        mentorLastName: mentorUser.lastName,
        certificatePublicId: certificates.publicId,
      })
      .from(students)
      .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
      .innerJoin(courses, eq(courses.id, students.courseId))
      .leftJoin(mentors, eq(mentors.id, students.mentorId))
      .leftJoin(mentorUser, eq(mentorUser.id, mentors.userId))
      .leftJoin(certificates, eq(certificates.studentId, students.id))
      .where(eq(students.userId, userId))
      .orderBy(desc(courses.startDate), desc(courses.id)),
    studentTasksOf(db, userId),
  ]);
  // rules.md R19.2: the expelling reason reaches staff and mentors, not the owner himself.
  const seesReason = reasonReaders.includes(visibility.relation);
  return rows.map(({ course, student, rank, activeRank, ...row }) => ({
    course,
    totalScore: student.totalScore,
    rank,
    position: student.isExpelled ? rank : activeRank,
    isExpelled: student.isExpelled,
    selfExpelled: student.selfExpelled,
    ...(seesReason ? { expellingReason: student.expellingReason } : {}),
    mentor: row.mentorGithubId
      ? {
          githubId: row.mentorGithubId,
          name: displayName({
            githubId: row.mentorGithubId,
            firstName: row.mentorFirstName,
            lastName: row.mentorLastName,
          }),
        }
      : null,
    certificate: row.certificatePublicId ? { publicId: row.certificatePublicId } : null,
    tasks: tasksByStudent.get(student.id) ?? [],
  }));
}

async function mentorStatsOf(db: DbOrTx, userId: number): Promise<MentorStats[]> {
  const records = await db
    .select({ id: mentors.id, isExpelled: mentors.isExpelled, course: courseColumns })
    .from(mentors)
    .innerJoin(courses, eq(courses.id, mentors.courseId))
    .where(eq(mentors.userId, userId))
    .orderBy(desc(courses.startDate), desc(courses.id));
  if (!records.length) return [];
  const mentees = await db
    .select({
      mentorId: students.mentorId,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      isExpelled: students.isExpelled,
      totalScore: students.totalScore,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      inArray(
        students.mentorId,
        records.map((record) => record.id),
      ),
    )
    .orderBy(users.githubId);
  return records.map((record) => ({
    course: record.course,
    isExpelled: record.isExpelled,
    students: mentees
      .filter((mentee) => mentee.mentorId === record.id)
      .map((mentee) => ({
        githubId: mentee.githubId,
        name: displayName(mentee),
        isExpelled: mentee.isExpelled,
        totalScore: mentee.totalScore,
      })),
  }));
}

// access.md §24 GET /api/profile/info: the blocks of R19.3 the caller may see (R19.2); 403 when the profile is hidden.
export async function getProfileInfo(
  db: DbOrTx,
  viewer: SessionData,
  githubId: string | undefined,
): Promise<ProfileInfo> {
  const user = githubId ? await findUserByLogin(db, githubId) : await findUserById(db, viewer.id);
  const settings = effectivePermissions(await storedPermissions(db, user.id));
  const visibility = visibilityFor(await viewerRelation(db, viewer, user.id), settings);
  if (!visibility.sees('isProfileVisible')) throw new AppError('forbidden', NOT_VISIBLE);

  const [studentStats, mentorStats] = await Promise.all([
    visibility.sees('isStudentStatsVisible') ? studentStatsOf(db, user.id, visibility) : undefined,
    visibility.sees('isMentorStatsVisible') ? mentorStatsOf(db, user.id) : undefined,
  ]);
  return {
    ...(visibility.relation === 'owner' ? { permissionsSettings: settings } : {}),
    generalInfo: {
      githubId: user.githubId,
      name: displayName(user),
      cityName: user.cityName,
      countryName: user.countryName,
      languages: user.languages,
      ...(visibility.sees('isAboutVisible') ? { aboutMyself: user.aboutMyself } : {}),
      ...(visibility.sees('isEnglishVisible') ? { englishLevel: user.englishLevel } : {}),
      ...(visibility.sees('isEducationVisible') ? { educationHistory: user.educationHistory } : {}),
    },
    contacts: visibleContacts(user, visibility),
    // The Discord name is the school's public handle (gratitude posts mention it): it goes with the profile.
    discord: user.discord,
    ...(studentStats ? { studentStats } : {}),
    ...(mentorStats ? { mentorStats } : {}),
  };
}
