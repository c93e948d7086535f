import { cryptoRandom, type RandomSource } from '../../cross-check/service';

// rules.md R12.6 as a pure function: the same input and random source give the same plan (DESIGN.md "Data").

export type PlanRegistration = {
  studentId: number;
  // Active rank; null (unranked) sorts last.
  rank: number | null;
  active: boolean;
  expelled: boolean;
  teamId: number | null;
};

export type PlanTeam = { id: number; memberIds: readonly number[] };

export type PlanSettings = {
  strictTeamSize: number;
  minTeamSize: number;
  maxTeamSize: number;
  strictTeamSizeMode: boolean;
  // Numbers the new teams "Random team #k" from firstNumber on.
  firstNumber?: number;
};

export type TeamPlan = {
  dissolvedTeamIds: number[];
  fills: { teamId: number; studentIds: number[] }[];
  newTeams: { name: string; studentIds: number[] }[];
};

export const RANDOM_TEAM_DESCRIPTION = 'This team was created by random distribution.';

const byRank = (a: PlanRegistration, b: PlanRegistration) =>
  (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || a.studentId - b.studentId;

function shuffle<T>(values: readonly T[], random: RandomSource): T[] {
  const order = [...values];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

// R12.6 step 3: T = ceil(n / size); fewer teams while teams would fall below the minimum, as long as the fewer
// teams stay within the capacity (strictTeamSize in strict mode, else maxTeamSize).
export function teamCount(n: number, settings: PlanSettings): number {
  if (n <= 0) return 0;
  const size = settings.strictTeamSize;
  const capacity = settings.strictTeamSizeMode ? settings.strictTeamSize : settings.maxTeamSize;
  let count = Math.ceil(n / size);
  while (count > 1 && Math.floor(n / count) < settings.minTeamSize && Math.ceil(n / (count - 1)) <= capacity) {
    count -= 1;
  }
  return count;
}

export function planTeams(
  registrations: readonly PlanRegistration[],
  existingTeams: readonly PlanTeam[],
  settings: PlanSettings,
  random: RandomSource = cryptoRandom,
): TeamPlan {
  const size = settings.strictTeamSize;
  const known = new Map(registrations.map((r) => [r.studentId, r]));
  let unassigned = registrations.filter((r) => r.active && !r.expelled && r.teamId === null).sort(byRank);
  // (1) Open teams, smallest first; the smallest (≤ 1 member) are dissolved when the open seats outnumber the students.
  let open = existingTeams
    .filter((team) => team.memberIds.length < size)
    .sort((a, b) => a.memberIds.length - b.memberIds.length || a.id - b.id);
  const openSeats = open.reduce((sum, team) => sum + size - team.memberIds.length, 0);
  const dissolvedTeamIds: number[] = [];
  if (open.some((team) => team.memberIds.length <= 1) && openSeats > unassigned.length) {
    for (const team of open.filter((t) => t.memberIds.length <= 1)) {
      dissolvedTeamIds.push(team.id);
      for (const id of team.memberIds) {
        const member = known.get(id);
        // Only students who may be placed again return to the pool; others simply lose the dissolved team.
        if (member && member.active && !member.expelled) unassigned.push({ ...member, teamId: null });
      }
    }
    open = open.filter((team) => team.memberIds.length > 1);
    unassigned = unassigned.sort(byRank);
  }
  // (2) The shuffled students fill the open teams up to the size.
  const shuffled = shuffle(unassigned, random);
  const fills: TeamPlan['fills'] = [];
  let next = 0;
  for (const team of open) {
    const take = Math.min(size - team.memberIds.length, shuffled.length - next);
    if (take <= 0) break;
    fills.push({ teamId: team.id, studentIds: shuffled.slice(next, next + take).map((r) => r.studentId) });
    next += take;
  }
  // (3) The rest form new teams by a snake draft over the rank order.
  const rest = shuffled.slice(next).sort(byRank);
  const count = teamCount(rest.length, settings);
  const newTeams = Array.from({ length: count }, (_, k) => ({
    name: `Random team #${(settings.firstNumber ?? 1) + k}`,
    studentIds: [] as number[],
  }));
  rest.forEach((student, index) => {
    const round = Math.floor(index / count);
    const position = index % count;
    newTeams[round % 2 === 0 ? position : count - 1 - position].studentIds.push(student.studentId);
  });
  return { dissolvedTeamIds, fills, newTeams };
}
