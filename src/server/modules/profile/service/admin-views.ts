import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courses, mentors, students } from '../../../db/schema';
import { displayName } from '../../auth';
import type { SessionData } from '../../session';
import type { EndorsementData } from '../info-schemas';
import { findUserById, findUserByLogin, isCallerLogin } from '../service';

// access.md §24 GET /profile/{username}: the name anyone signed in may see. The public CV link joins with resumes (R18).
export async function getPublicProfile(db: DbOrTx, caller: SessionData, username: string) {
  const user = isCallerLogin(username, caller)
    ? await findUserById(db, caller.id)
    : await findUserByLogin(db, username);
  return { githubId: user.githubId, name: displayName(user), publicCvUrl: null };
}

// access.md §24 GET /profile/personal (admin): an active student is one not expelled from a course still running.
export async function getPersonalProfile(db: DbOrTx, githubId: string) {
  const user = await findUserByLogin(db, githubId);
  const [active] = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(courses, eq(courses.id, students.courseId))
    .where(and(eq(students.userId, user.id), eq(students.isExpelled, false), eq(courses.completed, false)))
    .limit(1);
  return {
    userId: user.id,
    githubId: user.githubId,
    primaryEmail: user.primaryEmail,
    isActiveStudent: Boolean(active),
  };
}

// rules.md R19.6: the mentor's record without contacts. Interviews and gratitudes count here once they exist (R10, R17).
export async function getEndorsementData(db: DbOrTx, githubId: string): Promise<EndorsementData> {
  const user = await findUserByLogin(db, githubId);
  const mentorRecords = await db
    .select({ mentorId: mentors.id, id: courses.id, name: courses.name, fullName: courses.fullName })
    .from(mentors)
    .innerJoin(courses, eq(courses.id, mentors.courseId))
    .where(eq(mentors.userId, user.id))
    .orderBy(desc(courses.startDate), desc(courses.id));
  const menteeCounts = mentorRecords.length
    ? await db
        .select({ mentorId: students.mentorId, total: count() })
        .from(students)
        .where(
          inArray(
            students.mentorId,
            mentorRecords.map((record) => record.mentorId),
          ),
        )
        .groupBy(students.mentorId)
    : [];
  const countOf = (mentorId: number) => menteeCounts.find((row) => row.mentorId === mentorId)?.total ?? 0;
  const courseList = mentorRecords.map(({ mentorId, ...course }) => ({ ...course, studentsCount: countOf(mentorId) }));
  return {
    user: { githubId: user.githubId, name: displayName(user), cityName: user.cityName, countryName: user.countryName },
    courses: courseList,
    studentsCount: courseList.reduce((sum, course) => sum + course.studentsCount, 0),
    interviewsCount: 0,
    feedbacks: [],
  };
}

// rules.md R19.6: the summary needs an `endorsement` prompt and LLM_API_URL; neither exists yet, so it is null.
export async function getEndorsement(db: DbOrTx, githubId: string) {
  return { summary: null, data: await getEndorsementData(db, githubId) };
}
