import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { teamDistributions, teamMembers, teams } from '../../../db/schema';
import { idArray } from '../../scores/queries';
import type { RandomSource } from '../../cross-check/service';
import type { DistributionResult, TeamStudent } from '../schemas';
import { generatePassword, loadDistribution, markDistributed, repickLeads, type DistributionRef } from './common';
import { planTeams, RANDOM_TEAM_DESCRIPTION, type PlanRegistration, type PlanTeam, type TeamPlan } from './team-plan';
import { studentJson, studentName } from './team-reads';
import { activeRankOfS } from '../../course-students';

// The student's (alias s) active rank, from student_rank.

export type DistributeOptions = { dryRun: boolean; now: Date; random?: RandomSource };

const BATCH = 1000;
const RANDOM_NAME = /^Random team #(\d+)$/;

async function loadPlanInput(tx: DbOrTx, distributionId: number) {
  const registrations = (await tx.execute(sql`
    select r.student_id as "studentId", ${activeRankOfS} as rank, r.active, s.is_expelled as expelled,
      tm.team_id as "teamId", u.github_id as "githubId", ${studentName} as name, u.city_name as "cityName",
      u.country_name as "countryName"
    from team_distribution_student r join student s on s.id = r.student_id join "user" u on u.id = s.user_id
      left join team_member tm on tm.team_distribution_id = r.team_distribution_id and tm.student_id = r.student_id
    where r.team_distribution_id = ${distributionId}
  `)) as unknown as { rows: (PlanRegistration & Omit<TeamStudent, 'id' | 'rank'>)[] };
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

// One array literal per column (`{"a","b"}`), sent as a single parameter.
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`}::text[]`;
const intArray = (values: readonly number[]) => idArray(values);

// rules.md R12.3: the lead is the member with the best active rank (nulls last), then the lowest student id.
function leadOf(ids: readonly number[], rankOf: Map<number, number | null>): number | null {
  let lead: number | null = null;
  for (const id of ids) {
    if (lead === null) lead = id;
    else {
      const a = rankOf.get(id) ?? Number.MAX_SAFE_INTEGER;
      const b = rankOf.get(lead) ?? Number.MAX_SAFE_INTEGER;
      if (a < b || (a === b && id < lead)) lead = id;
    }
  }
  return lead;
}

// Set-based writes: the new teams (with their leads) in one INSERT, the members in another, the registrations in one
// UPDATE; only the filled teams get their lead re-picked by the database.
async function savePlan(
  tx: DbOrTx,
  distributionId: number,
  plan: TeamPlan,
  rankOf: Map<number, number | null>,
  now: Date,
): Promise<void> {
  if (plan.dissolvedTeamIds.length > 0) {
    await tx.delete(teams).where(sql`${teams.id} = any(${idArray(plan.dissolvedTeamIds)})`);
  }
  const at = now.toISOString();
  const created = new Map<string, number>();
  if (plan.newTeams.length > 0) {
    const leads = plan.newTeams.map((team) => leadOf(team.studentIds, rankOf) ?? 0);
    const result = (await tx.execute(sql`
      insert into team (team_distribution_id, name, description, chat_link, password, team_lead_id, created_at, updated_at)
      select ${distributionId}, x.name, ${RANDOM_TEAM_DESCRIPTION}, '', x.password, nullif(x.lead, 0),
        ${at}::timestamptz, ${at}::timestamptz
      from unnest(${textArray(plan.newTeams.map((team) => team.name))},
        ${textArray(plan.newTeams.map(() => generatePassword()))}, ${intArray(leads)}) as x(name, password, lead)
      returning id, name
    `)) as unknown as { rows: { id: number; name: string }[] };
    for (const row of result.rows) created.set(row.name, row.id);
  }
  const placements = [
    ...plan.fills.flatMap((fill) => fill.studentIds.map((studentId) => ({ teamId: fill.teamId, studentId }))),
    ...plan.newTeams.flatMap((team) =>
      team.studentIds.map((studentId) => ({ teamId: created.get(team.name) ?? 0, studentId })),
    ),
  ];
  if (placements.length > 0) {
    await tx.execute(sql`
      insert into team_member (team_id, team_distribution_id, student_id)
      select x.team_id, ${distributionId}, x.student_id
      from unnest(${intArray(placements.map((p) => p.teamId))}, ${intArray(placements.map((p) => p.studentId))})
        as x(team_id, student_id)
    `);
  }
  await markDistributed(
    tx,
    distributionId,
    placements.map((p) => p.studentId),
    true,
    now,
  );
  await repickLeads(
    tx,
    plan.fills.map((fill) => fill.teamId),
    now,
  );
  await tx
    .update(teamDistributions)
    .set({ state: 'distributed', updatedAt: now })
    .where(eq(teamDistributions.id, distributionId));
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
    const students = new Map<number, TeamStudent>(
      input.registrations.map(({ studentId, rank, githubId, name, cityName, countryName }) => [
        studentId,
        { id: studentId, githubId, name, rank, cityName, countryName },
      ]),
    );
    const unknown = [...new Set(planned.flatMap((team) => team.ids))].filter((id) => !students.has(id));
    for (const [id, student] of await loadStudents(tx, unknown)) students.set(id, student);
    const rankOf = new Map(input.registrations.map((r) => [r.studentId, r.rank]));
    if (!options.dryRun) await savePlan(tx, distribution.id, plan, rankOf, options.now);
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
