import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { students, teamDistributions, teamDistributionStudents, teamMembers, teams } from '../../../db/schema';
import { holdsCourseRole } from '../../../http/access';
import { AppError } from '../../../http/problem';
import { idArray } from '../../scores/queries';
import type { SessionData } from '../../session/service';
import { activeRankOfS } from '../../course-students';

// The student's (alias s) active rank, from student_rank.

export type DistributionRow = typeof teamDistributions.$inferSelect;
export type DistributionRef = { courseId: number; id: number };
export type TeamRef = { courseId: number; distributionId: number; id: number };

// access.md §0 "Resource binding": a distribution of another course answers 404. `forUpdate` serializes the writes
// that depend on the distribution's state (register, distribute, submit score).
export async function loadDistribution(
  db: DbOrTx,
  courseId: number,
  id: number,
  forUpdate = false,
): Promise<DistributionRow> {
  const query = db
    .select()
    .from(teamDistributions)
    .where(and(eq(teamDistributions.id, id), eq(teamDistributions.courseId, courseId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', `Team distribution ${id} was not found in this course.`);
  return row;
}

// rules.md R12.4: a team holds strictTeamSize members in strict mode, else maxTeamSize.
export const teamCapacity = (d: Pick<DistributionRow, 'strictTeamSizeMode' | 'strictTeamSize' | 'maxTeamSize'>) =>
  d.strictTeamSizeMode ? d.strictTeamSize : d.maxTeamSize;

export const isCourseManager = (session: SessionData, courseId: number) =>
  holdsCourseRole(session, courseId, ['manager']);
export const isCourseStaff = (session: SessionData, courseId: number) =>
  holdsCourseRole(session, courseId, ['manager', 'dementor']);

export type CallerStudent = { id: number; isExpelled: boolean; totalScore: number };

// The caller's student record in the course, or null when he studies elsewhere.
export async function callerStudent(db: DbOrTx, session: SessionData, courseId: number): Promise<CallerStudent | null> {
  const studentId = session.courses[courseId]?.studentId;
  if (!studentId) return null;
  const [row] = await db
    .select({ id: students.id, isExpelled: students.isExpelled, totalScore: students.totalScore })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.courseId, courseId)));
  return row ?? null;
}

// access.md §31 "+ owner: active student": the caller must be a non-expelled student of the course.
export async function requireActiveStudent(db: DbOrTx, session: SessionData, courseId: number) {
  const student = await callerStudent(db, session, courseId);
  if (!student) throw new AppError('forbidden', 'Only a student of this course may do this.');
  if (student.isExpelled) throw new AppError('forbidden', 'Only an active student of this course may do this.');
  return student;
}

export type Standing = { registered: boolean; teamId: number | null };

// The student's registration (active or not) and team in the distribution.
export async function standingOf(db: DbOrTx, distributionId: number, studentId: number): Promise<Standing> {
  const [row] = await db
    .select({
      active: teamDistributionStudents.active,
      teamId: sql<number | null>`(select tm.team_id from team_member tm
        where tm.team_distribution_id = ${distributionId} and tm.student_id = ${studentId})`,
    })
    .from(teamDistributionStudents)
    .where(
      and(
        eq(teamDistributionStudents.teamDistributionId, distributionId),
        eq(teamDistributionStudents.studentId, studentId),
      ),
    );
  if (row) return { registered: row.active, teamId: row.teamId };
  const [member] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamDistributionId, distributionId), eq(teamMembers.studentId, studentId)));
  return { registered: false, teamId: member?.teamId ?? null };
}

// access.md §31–§32 "+ owner: a student must be registered or distributed"; staff (and admin) always pass.
export async function requireViewer(db: DbOrTx, session: SessionData, courseId: number, distributionId: number) {
  if (isCourseStaff(session, courseId)) return { studentId: null, staff: true };
  const student = await callerStudent(db, session, courseId);
  const standing = student ? await standingOf(db, distributionId, student.id) : null;
  if (!student || !standing || (!standing.registered && standing.teamId === null)) {
    throw new AppError('forbidden', 'Register for this team distribution first.');
  }
  return { studentId: student.id, staff: false };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// rules.md R12.3: 6 random alphanumeric characters from the crypto generator.
export function generatePassword(): string {
  let password = '';
  for (let i = 0; i < 6; i += 1) password += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return password;
}

export const invitationCode = (teamId: number, password: string) => `${teamId}_${password}`;

// rules.md R12.3: lead = the member with the best active rank (nulls last), then the lowest student id. One UPDATE
// for any number of teams, run after every change of members.
export async function repickLeads(tx: DbOrTx, teamIds: readonly number[], now: Date): Promise<void> {
  if (teamIds.length === 0) return;
  await tx.execute(sql`
    update team set updated_at = ${now.toISOString()}::timestamptz,
      team_lead_id = (select tm.student_id from team_member tm join student s on s.id = tm.student_id
        where tm.team_id = team.id order by ${activeRankOfS} asc nulls last, s.id asc limit 1)
    where team.id = any(${idArray(teamIds)})
  `);
}

// rules.md R12.5: a team left without members is deleted; the others get their lead re-picked.
export async function settleTeam(tx: DbOrTx, teamId: number, now: Date): Promise<void> {
  await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  if (count === 0) await tx.delete(teams).where(eq(teams.id, teamId));
  else await repickLeads(tx, [teamId], now);
}

// Marks registrations distributed (or not) for the given students.
export async function markDistributed(
  tx: DbOrTx,
  distributionId: number,
  studentIds: readonly number[],
  distributed: boolean,
  now: Date,
): Promise<void> {
  if (studentIds.length === 0) return;
  await tx
    .update(teamDistributionStudents)
    .set({ distributed, updatedAt: now })
    .where(
      and(
        eq(teamDistributionStudents.teamDistributionId, distributionId),
        sql`${teamDistributionStudents.studentId} = any(${idArray(studentIds)})`,
      ),
    );
}
