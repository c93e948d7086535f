import type { Team, TeamDistributionDetailed, TeamInfo, TeamInput, TeamStudent, TeamUpdate } from '@/api/model';

// rules.md R12.4: the invitation code is `<teamId>_<password>`; the join dialog splits it at the first `_` (the
// password itself may contain more).
export function splitInvitationCode(code: string): { teamId: number; password: string } | null {
  const trimmed = code.trim();
  const at = trimmed.indexOf('_');
  if (at <= 0) return null;
  const teamId = Number(trimmed.slice(0, at));
  const password = trimmed.slice(at + 1);
  if (!Number.isSafeInteger(teamId) || teamId <= 0 || !/^\d+$/.test(trimmed.slice(0, at)) || !password) return null;
  return { teamId, password };
}

// The generated type of the nullable `myTeam` is an intersection; null means "without team".
export const myTeamOf = (detailed: TeamDistributionDetailed | undefined): TeamInfo | null =>
  (detailed?.myTeam as TeamInfo | null | undefined) ?? null;

// pages.md §10 "My status: <without team / team name>".
export const myStatusText = (myTeam: TeamInfo | null) => `My status: ${myTeam ? myTeam.name : 'without team'}`;

// pages.md §10 teams table: Members "x of y".
export const membersOf = (team: Pick<Team, 'membersCount' | 'maxMembers'>) =>
  `${team.membersCount} of ${team.maxMembers}`;

export const studentName = (student: Pick<TeamStudent, 'name' | 'githubId'>) => student.name || student.githubId;

export const locationOf = (student: Pick<TeamStudent, 'cityName' | 'countryName'>) =>
  [student.cityName, student.countryName].filter(Boolean).join(', ') || '–';

export const isLeadOf = (team: Pick<TeamInfo, 'teamLeadId'>, studentId: number | null | undefined) =>
  studentId != null && team.teamLeadId === studentId;

export const distributionIdOf = (value: string | string[] | undefined): number | undefined => {
  const id = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

// A manager may edit a team whose chat link was never set: an empty link is left as it is.
export const toUpdate = ({ chatLink, ...rest }: TeamInput): TeamUpdate => (chatLink ? { ...rest, chatLink } : rest);
