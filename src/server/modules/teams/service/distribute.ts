import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { teamDistributions, teamMembers, teams } from '../../../db/schema';
import { idArray } from '../../scores/queries';
import type { RandomSource } from '../../cross-check/service';
import type { DistributionResult, TeamStudent } from '../schemas';
import { generatePassword, loadDistribution, markDistributed, repickLeads, type DistributionRef } from './common';
import { planTeams, RANDOM_TEAM_DESCRIPTION, type PlanRegistration, type PlanTeam, type TeamPlan } from './team-plan';
import { studentJson } from './team-reads';

export type DistributeOptions = { dryRun: boolean; now: Date; random?: RandomSource };

const BATCH = 1000;
const RANDOM_NAME = /^Random team #(\d+)$/;

async function loadPlanInput(tx: DbOrTx, distributionId: number) {
  const registrations = (await tx.execute(sql`
    select r.student_id as "studentId", s.active_rank as rank, r.active, s.is_expelled as expelled,
      tm.team_id as "teamId"
    from team_distribution_student r join student s on s.id = r.student_id
      left join team_member tm on tm.team_distribution_id = r.team_distribution_id and tm.student_id = r.student_id
    where r.team_distribution_id = ${distributionId}
  `)) as unknown as { rows: PlanRegistration[] };
  // Locked: joins wait until the open teams are filled.
  const teamRows = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.teamDistributionId, distributionId))
    .for('update');
  const members = await tx
    .select({ teamId: teamMembers.teamId, studentId: teamMembers.studentId })
    .from(teamMembers)
    .where(eq(teamMembers.teamDistributionId, distributionId));
  const byTeam = new Map<number, number[]>(teamRows.map((team) => [team.id, []]));
  for (const member of members) byTeam.get(member.teamId)?.push(member.studentId);
  const existing: PlanTeam[] = [...byTeam].map(([id, memberIds]) => ({ id, memberIds }));
  const lastNumber = Math.max(0, ...teamRows.map((team) => Number(RANDOM_NAME.exec(team.name)?.[1] ?? 0)));
  return { registrations: registrations.rows, existing, teamRows, lastNumber };
}

async function loadStudents(tx: DbOrTx, ids: number[]): Promise<Map<number, TeamStudent>> {
  const found = new Map<number, TeamStudent>();
  for (let start = 0; start < ids.length; start += BATCH) {
    const result = (await tx.execute(sql`
      select ${studentJson} as student from student s join "user" u on u.id = s.user_id
      where s.id = any(${idArray(ids.slice(start, start + BATCH))})
    `)) as unknown as { rows: { student: TeamStudent }[] };
    for (const { student } of result.rows) found.set(student.id, student);
  }
  return found;
}

async function savePlan(tx: DbOrTx, distributionId: number, plan: TeamPlan, now: Date): Promise<number[]> {
  if (plan.dissolvedTeamIds.length > 0) {
    await tx.delete(teams).where(sql`${teams.id} = any(${idArray(plan.dissolvedTeamIds)})`);
  }
  const created: number[] = [];
  for (let start = 0; start < plan.newTeams.length; start += BATCH) {
    const rows = await tx
      .insert(teams)
      .values(
        plan.newTeams.slice(start, start + BATCH).map((team) => ({
          teamDistributionId: distributionId,
          name: team.name,
          description: RANDOM_TEAM_DESCRIPTION,
          chatLink: '',
          password: generatePassword(),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: teams.id });
    created.push(...rows.map((row) => row.id));
  }
  const placements = [
    ...plan.fills.flatMap((fill) => fill.studentIds.map((studentId) => ({ teamId: fill.teamId, studentId }))),
    ...plan.newTeams.flatMap((team, index) =>
      team.studentIds.map((studentId) => ({ teamId: created[index], studentId })),
    ),
  ];
  for (let start = 0; start < placements.length; start += BATCH) {
    const rows = placements.slice(start, start + BATCH).map((p) => ({ ...p, teamDistributionId: distributionId }));
    await tx.insert(teamMembers).values(rows);
  }
  await markDistributed(
    tx,
    distributionId,
    placements.map((p) => p.studentId),
    true,
    now,
  );
  await repickLeads(tx, [...plan.fills.map((fill) => fill.teamId), ...created], now);
  await tx
    .update(teamDistributions)
    .set({ state: 'distributed', updatedAt: now })
    .where(eq(teamDistributions.id, distributionId));
  return created;
}

// rules.md R12.6: plan (pure, R12.6 steps 1–3) then save in one transaction; `dryRun` rolls nothing forward.
export async function distributeTeams(
  db: Db,
  ref: DistributionRef,
  options: DistributeOptions,
): Promise<DistributionResult> {
  return db.transaction(async (tx) => {
    const distribution = await loadDistribution(tx, ref.courseId, ref.id, true);
    const input = await loadPlanInput(tx, distribution.id);
    const plan = planTeams(
      input.registrations,
      input.existing,
      { ...distribution, firstNumber: input.lastNumber + 1 },
      options.random,
    );
    const names = new Map(input.teamRows.map((team) => [team.id, team.name]));
    const currentMembers = new Map(input.existing.map((team) => [team.id, team.memberIds]));
    const planned = [
      ...plan.fills.map((fill) => ({
        name: names.get(fill.teamId) ?? '',
        ids: [...(currentMembers.get(fill.teamId) ?? []), ...fill.studentIds],
      })),
      ...plan.newTeams.map((team) => ({ name: team.name, ids: team.studentIds })),
    ];
    const students = await loadStudents(tx, [...new Set(planned.flatMap((team) => team.ids))]);
    if (!options.dryRun) await savePlan(tx, distribution.id, plan, options.now);
    return {
      teamsCreated: plan.newTeams.length,
      studentsDistributed: [...plan.fills, ...plan.newTeams].reduce((sum, team) => sum + team.studentIds.length, 0),
      teams: planned.map((team) => ({
        name: team.name,
        members: team.ids.flatMap((id) => students.get(id) ?? []),
      })),
    };
  });
}
