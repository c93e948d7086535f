import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { teams } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session/service';
import type { TeamUpdate } from '../schemas';
import {
  generatePassword,
  invitationCode,
  isCourseManager,
  loadDistribution,
  repickLeads,
  type TeamRef,
} from './common';
import { lockTeam, placeStudents } from './members';

// access.md §31 "+ owner: a student must be the team lead" (managers and admins pass).
async function requireLeadOrManager(tx: DbOrTx, session: SessionData, ref: TeamRef) {
  const team = await lockTeam(tx, ref.distributionId, ref.id);
  if (!team) throw new AppError('not_found', `Team ${ref.id} was not found in this distribution.`);
  const manager = isCourseManager(session, ref.courseId);
  const studentId = session.courses[ref.courseId]?.studentId ?? null;
  if (!manager && (studentId === null || team.teamLeadId !== studentId)) {
    throw new AppError('forbidden', 'Only the team lead or a manager may do this.');
  }
  return { team, manager };
}

// rules.md R12.5 manager edit: name, description and chat link by the lead or a manager; members by a manager only,
// under the same limits as a new team; the lead is re-picked.
export async function updateTeam(
  db: Db,
  session: SessionData,
  ref: TeamRef,
  input: TeamUpdate,
  now: Date,
): Promise<void> {
  const distribution = await loadDistribution(db, ref.courseId, ref.distributionId);
  await db.transaction(async (tx) => {
    const { team, manager } = await requireLeadOrManager(tx, session, ref);
    if (input.studentIds && !manager)
      throw new AppError('forbidden', 'Only a manager may change the members of a team.');
    await tx
      .update(teams)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.chatLink !== undefined ? { chatLink: input.chatLink } : {}),
        updatedAt: now,
      })
      .where(eq(teams.id, team.id));
    if (input.studentIds) {
      await placeStudents(tx, distribution, team.id, input.studentIds, now);
      await repickLeads(tx, [team.id], now);
    }
  });
}

// access.md §31 GET /{id}/password: the invitation code `<teamId>_<password>` (R12.4).
export async function getTeamPassword(db: Db, session: SessionData, ref: TeamRef): Promise<{ password: string }> {
  await loadDistribution(db, ref.courseId, ref.distributionId);
  return db.transaction(async (tx) => {
    const { team } = await requireLeadOrManager(tx, session, ref);
    return { password: invitationCode(team.id, team.password) };
  });
}

// access.md §31 POST /{id}/password: a new random password; the old code stops working at once.
export async function changeTeamPassword(
  db: Db,
  session: SessionData,
  ref: TeamRef,
  now: Date,
): Promise<{ password: string }> {
  await loadDistribution(db, ref.courseId, ref.distributionId);
  return db.transaction(async (tx) => {
    const { team } = await requireLeadOrManager(tx, session, ref);
    const password = generatePassword();
    await tx.update(teams).set({ password, updatedAt: now }).where(eq(teams.id, team.id));
    return { password: invitationCode(team.id, password) };
  });
}
