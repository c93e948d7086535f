// The large school's team distribution (issue 9 bench): 3,000 registered students planned and saved into teams in one
// transaction (budget ≤ 1 s, rules.md R12.6), plus 500 registered students left without a team, for the teams page
// (10 rows; `search` by team name or member login; p99 ≤ 30 ms) and the students-without-team page. Deterministic: the same school gets the same
// teams. The registered students are the course's active students by user id, so the bench's `courseStudents`
// tokens (the first 500 of them) may read both pages, as may the manager's.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import {
  courses,
  studentRanks,
  students,
  teamDistributions,
  teamDistributionStudents,
  users,
} from '../src/server/db/schema';
import { distributeTeams, planTeams, type PlanRegistration } from '../src/server/modules/teams/service';
import { seededRandom } from '../src/server/seed/random';

export const LARGE_TEAM_REGISTRATIONS = 3_000;
export const TEAMLESS_REGISTRATIONS = 500;
export const TEAM_DISTRIBUTION_BUDGET_MS = 1_000;
export const TEAMS_PAGE_BUDGET_MS = 30;
const BATCH = 2000;
const DAY = 24 * 60 * 60 * 1000;

export type LargeTeams = {
  courseId: number;
  distributionId: number;
  teams: number;
  // The pure planner alone on the 3,000 registrations (R12.6 steps 1–3).
  planMs: number;
  // What the manager's "Distribute" runs: load, plan and save in one transaction.
  distributionMs: number;
  // The login of a distributed student, for the member search.
  memberLogin: string;
};

async function register(db: Db, distributionId: number, ids: number[], now: Date) {
  for (let start = 0; start < ids.length; start += BATCH) {
    await db.insert(teamDistributionStudents).values(
      ids.slice(start, start + BATCH).map((studentId) => ({
        teamDistributionId: distributionId,
        studentId,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
}

export async function addLargeTeamDistribution(db: Db, now = new Date()): Promise<LargeTeams> {
  const [main] = await db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  const [distribution] = await db
    .insert(teamDistributions)
    .values({
      courseId: main.id,
      name: 'Bench teams',
      startDate: new Date(now.getTime() - DAY),
      endDate: new Date(now.getTime() + 14 * DAY),
      minTeamSize: 2,
      maxTeamSize: 4,
      strictTeamSize: 3,
      strictTeamSizeMode: true,
    })
    .returning();
  const registered = await db
    .select({ id: students.id, rank: studentRanks.activeRank })
    .from(students)
    .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
    .where(and(eq(students.courseId, main.id), eq(students.isExpelled, false)))
    .orderBy(asc(students.userId))
    .limit(LARGE_TEAM_REGISTRATIONS + TEAMLESS_REGISTRATIONS);
  const placed = registered.slice(0, LARGE_TEAM_REGISTRATIONS);
  await register(
    db,
    distribution.id,
    placed.map((row) => row.id),
    now,
  );

  const input: PlanRegistration[] = placed.map((row) => ({
    studentId: row.id,
    rank: row.rank,
    active: true,
    expelled: false,
    teamId: null,
  }));
  const planStarted = performance.now();
  planTeams(input, [], distribution, seededRandom(12));
  const planMs = performance.now() - planStarted;

  const started = performance.now();
  const result = await distributeTeams(
    db,
    { courseId: main.id, id: distribution.id },
    { dryRun: false, now, random: seededRandom(12) },
  );
  const distributionMs = performance.now() - started;

  // Late registrations, after the draw: the students-without-team page has rows.
  await register(
    db,
    distribution.id,
    registered.slice(LARGE_TEAM_REGISTRATIONS).map((row) => row.id),
    now,
  );
  await db.execute(sql`analyze team, team_member, team_distribution_student`);
  const [member] = await db
    .select({ githubId: users.githubId })
    .from(users)
    .innerJoin(students, eq(students.userId, users.id))
    .where(eq(students.id, placed[placed.length - 1].id));
  return {
    courseId: main.id,
    distributionId: distribution.id,
    teams: result.teamsCreated,
    planMs,
    distributionMs,
    memberLogin: member.githubId,
  };
}

// The teams page as the screen asks for it (10 rows): first, middle and last pages, and searches by team name and by
// member login; then the students-without-team page, plain and searched.
export function teamsPagePaths({ courseId, distributionId, teams, memberLogin }: LargeTeams): string[] {
  const base = `/api/v2/courses/${courseId}/team-distribution/${distributionId}`;
  const lastPage = Math.max(1, Math.ceil(teams / 10));
  const pages = [1, 2, Math.ceil(lastPage / 2), lastPage].map((page) => `${base}/team?current=${page}&pageSize=10`);
  const searches = ['Random team #1', 'random', memberLogin, memberLogin.slice(0, -1)].map(
    (search) => `${base}/team?current=1&pageSize=10&search=${encodeURIComponent(search)}`,
  );
  return [...pages, ...searches];
}

export function studentsWithoutTeamPaths({ courseId, distributionId }: LargeTeams): string[] {
  const base = `/api/v2/courses/${courseId}/team-distribution/${distributionId}/students`;
  return ['', '&search=demo', '&search=demo-student-09'].flatMap((search) =>
    [1, 5].map((page) => `${base}?current=${page}&pageSize=10${search}`),
  );
}
