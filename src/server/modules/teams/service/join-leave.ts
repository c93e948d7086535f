import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { teamMembers } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session/service';
import type { TeamInfo } from '../schemas';
import {
  loadDistribution,
  markDistributed,
  repickLeads,
  requireActiveStudent,
  settleTeam,
  standingOf,
  teamCapacity,
  type TeamRef,
} from './common';
import { lockTeam, memberCount } from './members';
import { readTeamInfo } from './team-reads';

// Both sides hashed to one length, so the comparison takes the same time whatever was typed (R12.4).
const digest = (text: string) => createHash('sha256').update(text).digest();
const samePassword = (typed: string, actual: string) => timingSafeEqual(digest(typed), digest(actual));

// A stand-in compared when the team does not exist, so an unknown team costs the same as a wrong password.
const NO_TEAM_PASSWORD = '\u0000no-team';
export const WRONG_PASSWORD = 'Wrong password';

// The invitation code is `<teamId>_<password>`; a pasted whole code is accepted too (split at the first `_`).
const passwordPart = (typed: string) => (typed.includes('_') ? typed.slice(typed.indexOf('_') + 1) : typed);

// rules.md R12.4: a registered, active, teamless student joins with the team's password. A wrong password and an
// unknown team answer the same 409, so nothing tells which teams exist. The team row is locked, so two students
// taking the last seat at once cannot overfill it.
export async function joinTeam(
  db: Db,
  session: SessionData,
  ref: TeamRef,
  typed: string,
  now: Date,
): Promise<TeamInfo> {
  const student = await requireActiveStudent(db, session, ref.courseId);
  const distribution = await loadDistribution(db, ref.courseId, ref.distributionId);
  const standing = await standingOf(db, distribution.id, student.id);
  if (!standing.registered && standing.teamId === null) {
    throw new AppError('forbidden', 'Register for this team distribution first.');
  }
  if (standing.teamId !== null) throw new AppError('conflict', 'You are already in a team of this distribution.');
  const capacity = teamCapacity(distribution);
  await db.transaction(async (tx) => {
    const team = await lockTeam(tx, distribution.id, ref.id);
    const matches = samePassword(passwordPart(typed), team?.password ?? NO_TEAM_PASSWORD);
    if (!team || !matches) throw new AppError('conflict', WRONG_PASSWORD);
    if ((await memberCount(tx, team.id)) >= capacity) throw new AppError('conflict', 'Team is full');
    await tx
      .insert(teamMembers)
      .values({ teamId: team.id, teamDistributionId: distribution.id, studentId: student.id });
    await markDistributed(tx, distribution.id, [student.id], true, now);
    await repickLeads(tx, [team.id], now);
  });
  const info = await readTeamInfo(db, ref.id, capacity);
  if (!info) throw new AppError('conflict', WRONG_PASSWORD);
  return info;
}

// rules.md R12.5: the member leaves (registration stays, no longer distributed); the lead is re-picked and an empty
// team deleted.
export async function leaveTeam(db: Db, session: SessionData, ref: TeamRef, now: Date): Promise<void> {
  const studentId = session.courses[ref.courseId]?.studentId;
  if (!studentId) throw new AppError('forbidden', 'Only a student of this course may do this.');
  const distribution = await loadDistribution(db, ref.courseId, ref.distributionId);
  await db.transaction(async (tx) => {
    const team = await lockTeam(tx, distribution.id, ref.id);
    if (!team) throw new AppError('not_found', `Team ${ref.id} was not found in this distribution.`);
    const left = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.studentId, studentId)))
      .returning({ studentId: teamMembers.studentId });
    if (left.length === 0) throw new AppError('forbidden', 'Only a member of this team may leave it.');
    await markDistributed(tx, distribution.id, [studentId], false, now);
    await settleTeam(tx, team.id, now);
  });
}
