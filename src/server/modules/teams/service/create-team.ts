import type { Db } from '../../../db/client';
import { teamMembers, teams } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session/service';
import type { TeamInfo, TeamInput } from '../schemas';
import {
  generatePassword,
  isCourseManager,
  loadDistribution,
  markDistributed,
  repickLeads,
  requireActiveStudent,
  standingOf,
  teamCapacity,
} from './common';
import { placeStudents } from './members';
import { readTeamInfo } from './team-reads';

// rules.md R12.3: a registered, active, teamless student founds a team and leads it; a manager may create a team
// with `studentIds`. One transaction; a concurrent second team of the same student breaks the unique membership (409).
export async function createTeam(
  db: Db,
  session: SessionData,
  ref: { courseId: number; distributionId: number },
  input: TeamInput,
  now: Date,
): Promise<TeamInfo> {
  const distribution = await loadDistribution(db, ref.courseId, ref.distributionId);
  const manager = isCourseManager(session, ref.courseId);
  if (input.studentIds && !manager) throw new AppError('forbidden', 'Only a manager may choose the members of a team.');
  let founder: number | null = null;
  if (!manager) {
    const student = await requireActiveStudent(db, session, ref.courseId);
    const standing = await standingOf(db, distribution.id, student.id);
    if (standing.teamId !== null) throw new AppError('conflict', 'You are already in a team of this distribution.');
    if (!standing.registered) throw new AppError('forbidden', 'Register for this team distribution first.');
    founder = student.id;
  }
  const teamId = await db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({
        teamDistributionId: distribution.id,
        name: input.name,
        description: input.description ?? '',
        chatLink: input.chatLink,
        password: generatePassword(),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: teams.id });
    if (founder !== null) {
      await tx.insert(teamMembers).values({ teamId: team.id, teamDistributionId: distribution.id, studentId: founder });
      await markDistributed(tx, distribution.id, [founder], true, now);
    } else if (input.studentIds) {
      await placeStudents(tx, distribution, team.id, input.studentIds, now);
    }
    await repickLeads(tx, [team.id], now);
    return team.id;
  });
  const info = await readTeamInfo(db, teamId, teamCapacity(distribution));
  if (!info) throw new AppError('conflict', 'The team was removed while it was being created.');
  return info;
}
