import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { mentorRegistries, mentorReviewAssignments, mentors, students, type CourseRole } from '../../../db/schema';
import type { SessionData } from '../../session';

export type Relation =
  'owner' | 'admin' | 'coursemanager' | 'coursesupervisor' | 'mentor' | 'student' | 'coursementor' | 'all';

const viewerMentor = alias(mentors, 'viewer_mentor');

// rules.md R19.1 `mentor`: the viewer's mentor record is the assigned reviewer (R11) of one of the owner's solutions.
function reviewsOwner(db: DbOrTx, viewerId: number, ownerId: number) {
  return db
    .select({ id: mentorReviewAssignments.id })
    .from(mentorReviewAssignments)
    .innerJoin(students, eq(students.id, mentorReviewAssignments.studentId))
    .innerJoin(viewerMentor, eq(viewerMentor.id, mentorReviewAssignments.mentorId))
    .where(and(eq(students.userId, ownerId), eq(viewerMentor.userId, viewerId)))
    .limit(1);
}

// rules.md R19.1: the viewer's relation to the profile's owner, first match wins. The owner's mentor and his assigned
// reviewer are `mentor`; interviewers join `mentor` (and interviewees `student`) with the interviews issue (R10).
export async function viewerRelation(db: DbOrTx, viewer: SessionData, ownerId: number): Promise<Relation> {
  if (viewer.id === ownerId) return 'owner';
  if (viewer.isAdmin) return 'admin';

  const [studentRecords, mentorRecords, questionnaires, mentoredByOwner, reviewerOfOwner] = await Promise.all([
    db
      .select({ courseId: students.courseId, mentorUserId: mentors.userId })
      .from(students)
      .leftJoin(mentors, eq(mentors.id, students.mentorId))
      .where(eq(students.userId, ownerId)),
    db.select({ courseId: mentors.courseId }).from(mentors).where(eq(mentors.userId, ownerId)),
    // An open mentor questionnaire makes its author an applicant of the courses he prefers.
    db
      .select({ courseIds: mentorRegistries.preferedCourses })
      .from(mentorRegistries)
      .where(and(eq(mentorRegistries.userId, ownerId), eq(mentorRegistries.canceled, false))),
    db
      .select({ id: students.id })
      .from(students)
      .innerJoin(viewerMentor, eq(viewerMentor.id, students.mentorId))
      .where(and(eq(students.userId, viewer.id), eq(viewerMentor.userId, ownerId)))
      .limit(1),
    reviewsOwner(db, viewer.id, ownerId),
  ]);

  const holds = (courseId: number, role: CourseRole) => Boolean(viewer.courses[courseId]?.roles.includes(role));
  const ownerCourses = [
    ...studentRecords.map((record) => record.courseId),
    ...mentorRecords.map((record) => record.courseId),
    ...questionnaires.flatMap((questionnaire) => questionnaire.courseIds),
  ];
  if (ownerCourses.some((courseId) => holds(courseId, 'manager'))) return 'coursemanager';
  if (ownerCourses.some((courseId) => holds(courseId, 'supervisor'))) return 'coursesupervisor';
  if (studentRecords.some((record) => record.mentorUserId === viewer.id) || reviewerOfOwner.length) return 'mentor';
  if (mentoredByOwner.length) return 'student';
  if (studentRecords.some((record) => holds(record.courseId, 'mentor'))) return 'coursementor';
  return 'all';
}
