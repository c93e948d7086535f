import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { students, teamDistributionStudents, teamMembers, teams } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { idArray } from '../../scores/queries';
import { teamCapacity, type DistributionRow } from './common';

// rules.md R12.3 / R12.5 (manager): 1..capacity distinct students of the course, none expelled, none in another team
// of the distribution. Unregistered students are registered; all of them become distributed members of the team.
export async function placeStudents(
  tx: DbOrTx,
  distribution: DistributionRow,
  teamId: number,
  studentIds: readonly number[],
  now: Date,
): Promise<void> {
  const ids = [...new Set(studentIds)];
  const capacity = teamCapacity(distribution);
  if (ids.length > capacity) {
    throw new AppError('validation', `A team of this distribution holds at most ${capacity} students.`, {
      errors: [{ path: 'studentIds', message: `must name at most ${capacity} students` }],
    });
  }
  const found = await tx
    .select({
      id: students.id,
      isExpelled: students.isExpelled,
      teamId: sql<number | null>`(select tm.team_id from team_member tm
        where tm.team_distribution_id = ${distribution.id} and tm.student_id = student.id)`,
    })
    .from(students)
    .where(and(eq(students.courseId, distribution.courseId), sql`${students.id} = any(${idArray(ids)})`));
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) {
    throw new AppError('validation', `Not students of this course: ${missing.join(', ')}.`, {
      errors: [{ path: 'studentIds', message: `${missing.join(', ')} are not students of this course` }],
    });
  }
  const expelled = found.filter((row) => row.isExpelled).map((row) => row.id);
  if (expelled.length > 0)
    throw new AppError('conflict', `Expelled students cannot join a team: ${expelled.join(', ')}.`);
  const elsewhere = found.filter((row) => row.teamId !== null && row.teamId !== teamId).map((row) => row.id);
  if (elsewhere.length > 0) {
    throw new AppError('conflict', `These students are already in another team: ${elsewhere.join(', ')}.`);
  }
  const current = await tx
    .delete(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .returning({ studentId: teamMembers.studentId });
  const removed = current.map((row) => row.studentId).filter((id) => !ids.includes(id));
  if (removed.length > 0) {
    await tx
      .update(teamDistributionStudents)
      .set({ distributed: false, updatedAt: now })
      .where(
        and(
          eq(teamDistributionStudents.teamDistributionId, distribution.id),
          sql`${teamDistributionStudents.studentId} = any(${idArray(removed)})`,
        ),
      );
  }
  if (ids.length === 0) return;
  await tx
    .insert(teamMembers)
    .values(ids.map((studentId) => ({ teamId, teamDistributionId: distribution.id, studentId })));
  await tx
    .insert(teamDistributionStudents)
    .values(
      ids.map((studentId) => ({
        teamDistributionId: distribution.id,
        studentId,
        active: true,
        distributed: true,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [teamDistributionStudents.teamDistributionId, teamDistributionStudents.studentId],
      set: { active: true, distributed: true, updatedAt: now },
    });
}

// The team row of the distribution, locked until the transaction ends (joins of the last seat serialize here).
export async function lockTeam(tx: DbOrTx, distributionId: number, teamId: number) {
  const [team] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.teamDistributionId, distributionId)))
    .for('update');
  return team ?? null;
}

export async function memberCount(tx: DbOrTx, teamId: number): Promise<number> {
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return count;
}
