import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { teamDistributions } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session/service';
import type { RegistrationStatus, TeamDistribution, TeamDistributionInput } from '../schemas';
import {
  callerStudent,
  loadDistribution,
  type CallerStudent,
  type DistributionRef,
  type DistributionRow,
} from './common';

type Standing = { registered: boolean; inTeam: boolean };

// rules.md R12.2, first match wins. A distribution already completed is closed to whoever is not in it.
export function registrationStatus(
  distribution: DistributionRow,
  student: CallerStudent | null,
  standing: Standing,
  now: Date,
): RegistrationStatus {
  if (!student || student.isExpelled || student.totalScore < distribution.minTotalScore) return 'unavailable';
  if (now < distribution.startDate) return 'future';
  if (standing.inTeam) return 'distributed';
  if (standing.registered) return 'completed';
  if (distribution.state !== 'completed' && now <= distribution.endDate) return 'available';
  return 'closed';
}

export function toDistribution(row: DistributionRow, status: RegistrationStatus): TeamDistribution {
  return {
    id: row.id,
    courseId: row.courseId,
    name: row.name,
    description: row.description,
    descriptionUrl: row.descriptionUrl,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    minTeamSize: row.minTeamSize,
    maxTeamSize: row.maxTeamSize,
    strictTeamSize: row.strictTeamSize,
    strictTeamSizeMode: row.strictTeamSizeMode,
    minTotalScore: row.minTotalScore,
    state: row.state,
    registrationStatus: status,
  };
}

// Columns are written out in the subqueries: drizzle leaves a single-table select's own columns unqualified.
// access.md §32 GET: the course's distributions by start date, each with the caller's registration status.
export async function listDistributions(
  db: Db,
  session: SessionData,
  courseId: number,
  now: Date,
): Promise<TeamDistribution[]> {
  const student = await callerStudent(db, session, courseId);
  const studentId = student?.id ?? 0;
  const rows = await db
    .select({
      distribution: teamDistributions,
      registered: sql<boolean>`exists (select 1 from team_distribution_student r
        where r.team_distribution_id = team_distribution.id and r.student_id = ${studentId} and r.active)`,
      inTeam: sql<boolean>`exists (select 1 from team_member tm
        where tm.team_distribution_id = team_distribution.id and tm.student_id = ${studentId})`,
    })
    .from(teamDistributions)
    .where(eq(teamDistributions.courseId, courseId))
    .orderBy(asc(teamDistributions.startDate), asc(teamDistributions.id));
  return rows.map(({ distribution, registered, inTeam }) =>
    toDistribution(distribution, registrationStatus(distribution, student, { registered, inTeam }, now)),
  );
}

const toValues = (input: TeamDistributionInput) => ({
  name: input.name,
  description: input.description || null,
  descriptionUrl: input.descriptionUrl || null,
  startDate: new Date(input.startDate),
  endDate: new Date(input.endDate),
  minTeamSize: input.minTeamSize,
  maxTeamSize: input.maxTeamSize,
  strictTeamSize: input.strictTeamSize,
  strictTeamSizeMode: input.strictTeamSizeMode,
  minTotalScore: input.minTotalScore,
});

export async function createDistribution(
  db: Db,
  courseId: number,
  input: TeamDistributionInput,
  now: Date,
): Promise<TeamDistribution> {
  const [row] = await db
    .insert(teamDistributions)
    .values({ ...toValues(input), courseId, createdAt: now, updatedAt: now })
    .returning();
  return toDistribution(row, 'unavailable');
}

// rules.md R12.7: editing the distribution resets nothing (state, teams and registrations stay).
export async function updateDistribution(
  db: Db,
  ref: DistributionRef,
  input: TeamDistributionInput,
  now: Date,
): Promise<TeamDistribution> {
  const [row] = await db
    .update(teamDistributions)
    .set({ ...toValues(input), updatedAt: now })
    .where(and(eq(teamDistributions.id, ref.id), eq(teamDistributions.courseId, ref.courseId)))
    .returning();
  if (!row) throw new AppError('not_found', `Team distribution ${ref.id} was not found in this course.`);
  return toDistribution(row, 'unavailable');
}

// Teams, members and registrations go with it (foreign keys cascade).
export async function deleteDistribution(db: Db, ref: DistributionRef): Promise<void> {
  await loadDistribution(db, ref.courseId, ref.id);
  await db.delete(teamDistributions).where(eq(teamDistributions.id, ref.id));
}
