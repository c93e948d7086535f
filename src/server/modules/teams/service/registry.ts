import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { students, teamDistributionStudents, teamMembers } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session/service';
import { loadDistribution, requireActiveStudent, settleTeam, standingOf, type DistributionRef } from './common';

const registration = (distributionId: number, studentId: number) =>
  and(
    eq(teamDistributionStudents.teamDistributionId, distributionId),
    eq(teamDistributionStudents.studentId, studentId),
  );

// rules.md R12.1 register: active student, window open, total ≥ minimum, not registered yet (409 each); creates or
// reactivates the registration. The conditional upsert makes two concurrent calls end with one success.
export async function register(db: Db, session: SessionData, ref: DistributionRef, now: Date): Promise<void> {
  const student = await requireActiveStudent(db, session, ref.courseId);
  const distribution = await loadDistribution(db, ref.courseId, ref.id);
  if (distribution.state === 'completed') {
    throw new AppError('conflict', 'The team distribution is completed: registration is closed.');
  }
  if (now < distribution.startDate || now > distribution.endDate) {
    throw new AppError('conflict', 'Registration is open only between the start and end dates of the distribution.');
  }
  if (student.totalScore < distribution.minTotalScore) {
    throw new AppError(
      'conflict',
      `A total score of at least ${distribution.minTotalScore} is required to register (yours is ${student.totalScore}).`,
    );
  }
  const rows = await db
    .insert(teamDistributionStudents)
    .values({ teamDistributionId: ref.id, studentId: student.id, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [teamDistributionStudents.teamDistributionId, teamDistributionStudents.studentId],
      set: { active: true, distributed: false, updatedAt: now },
      where: sql`not ${teamDistributionStudents.active}`,
    })
    .returning({ id: teamDistributionStudents.id });
  if (rows.length === 0) throw new AppError('conflict', 'You are already registered for this team distribution.');
}

// rules.md R12.1 cancel: only while not in a team; blocked once the distribution is completed.
export async function cancelRegistration(db: Db, session: SessionData, ref: DistributionRef, now: Date) {
  const studentId = session.courses[ref.courseId]?.studentId;
  if (!studentId) throw new AppError('forbidden', 'Only a student of this course may do this.');
  const distribution = await loadDistribution(db, ref.courseId, ref.id);
  const standing = await standingOf(db, ref.id, studentId);
  if (!standing.registered) throw new AppError('not_found', 'You are not registered for this team distribution.');
  if (standing.teamId !== null) throw new AppError('conflict', 'Leave your team before canceling the registration.');
  if (distribution.state === 'completed') {
    throw new AppError('conflict', 'The team distribution is completed: the registration can no longer be canceled.');
  }
  await db
    .update(teamDistributionStudents)
    .set({ active: false, distributed: false, updatedAt: now })
    .where(registration(ref.id, studentId));
}

// rules.md R12.5 remove student (manager): the registration is deactivated and the student leaves his team.
export async function removeStudent(db: Db, ref: DistributionRef & { studentId: number }, now: Date): Promise<void> {
  await loadDistribution(db, ref.courseId, ref.id);
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, ref.studentId), eq(students.courseId, ref.courseId)));
  if (!student) throw new AppError('not_found', `Student ${ref.studentId} was not found in this course.`);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(teamDistributionStudents)
      .set({ active: false, distributed: false, updatedAt: now })
      .where(registration(ref.id, ref.studentId))
      .returning({ id: teamDistributionStudents.id });
    const left = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamDistributionId, ref.id), eq(teamMembers.studentId, ref.studentId)))
      .returning({ teamId: teamMembers.teamId });
    if (updated.length === 0 && left.length === 0) {
      throw new AppError('not_found', `Student ${ref.studentId} is not registered for this team distribution.`);
    }
    if (left[0]) await settleTeam(tx, left[0].teamId, now);
  });
}
