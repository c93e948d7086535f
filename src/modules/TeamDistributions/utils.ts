import dayjs, { type Dayjs } from 'dayjs';

import type { TeamDistribution, TeamDistributionInput, TeamDistributionRegistrationStatus } from '@/api/model';

export interface TeamDistributionFormValues {
  name: string;
  period: [Dayjs, Dayjs];
  minTeamSize: number;
  strictTeamSize: number;
  maxTeamSize: number;
  strictTeamSizeMode: boolean;
  minTotalScore: number;
  description?: string | null;
  descriptionUrl?: string | null;
}

export function toFormValues(distribution?: TeamDistribution): Partial<TeamDistributionFormValues> {
  if (!distribution) {
    return { minTeamSize: 2, strictTeamSize: 3, maxTeamSize: 4, strictTeamSizeMode: false, minTotalScore: 0 };
  }
  return {
    name: distribution.name,
    period: [dayjs(distribution.startDate), dayjs(distribution.endDate)],
    minTeamSize: distribution.minTeamSize,
    strictTeamSize: distribution.strictTeamSize,
    maxTeamSize: distribution.maxTeamSize,
    strictTeamSizeMode: distribution.strictTeamSizeMode,
    minTotalScore: distribution.minTotalScore,
    description: distribution.description,
    descriptionUrl: distribution.descriptionUrl,
  };
}

// rules.md R23.2: the picker shows the viewer's zone; the API receives UTC instants.
export function toInput(values: TeamDistributionFormValues): TeamDistributionInput {
  return {
    name: values.name.trim(),
    startDate: values.period[0].toISOString(),
    endDate: values.period[1].toISOString(),
    minTeamSize: values.minTeamSize,
    strictTeamSize: values.strictTeamSize,
    maxTeamSize: values.maxTeamSize,
    strictTeamSizeMode: !!values.strictTeamSizeMode,
    minTotalScore: values.minTotalScore,
    description: values.description?.trim() || null,
    descriptionUrl: values.descriptionUrl?.trim() || null,
  };
}

// access.md §32 TeamDistributionInput: min ≥ 2, max ≥ min, strict between them. Returns the message or null.
export function teamSizeProblem(sizes: { min?: number | null; strict?: number | null; max?: number | null }) {
  const { min, strict, max } = sizes;
  if (min != null && max != null && max < min) return 'The maximum team size must not be below the minimum';
  if (strict != null && min != null && strict < min) return 'The strict team size must not be below the minimum';
  if (strict != null && max != null && strict > max) return 'The strict team size must not exceed the maximum';
  return null;
}

export type RegistrationView =
  | { kind: 'register'; deadline: string }
  | { kind: 'future' }
  | { kind: 'registered' }
  | { kind: 'distributed' }
  | { kind: 'closed' }
  | { kind: 'unavailable'; minTotalScore: number };

// pages.md §10 by registrationStatus (rules.md R12.2); `completed` = registered and still without a team.
export function registrationView(distribution: TeamDistribution): RegistrationView {
  const status: TeamDistributionRegistrationStatus = distribution.registrationStatus;
  switch (status) {
    case 'available':
      return { kind: 'register', deadline: distribution.endDate };
    case 'future':
      return { kind: 'future' };
    case 'completed':
      return { kind: 'registered' };
    case 'distributed':
      return { kind: 'distributed' };
    case 'closed':
      return { kind: 'closed' };
    case 'unavailable':
      return { kind: 'unavailable', minTotalScore: distribution.minTotalScore };
  }
}

// pages.md §10 "Connect with teams": for the registered, the distributed, managers and dementors.
export function canConnectWithTeams(distribution: TeamDistribution, staff: boolean): boolean {
  return staff || distribution.registrationStatus === 'completed' || distribution.registrationStatus === 'distributed';
}

export const HOUR = 3_600_000;

// pages.md §0.3: deadlines under 48 h are red, under a week orange; the words say the same (pages.md §15).
export function deadlineTone(endDate: string, now: number): { color: 'red' | 'orange' | 'green'; text: string } {
  const left = Date.parse(endDate) - now;
  if (left < 48 * HOUR) return { color: 'red', text: 'closes soon' };
  if (left < 7 * 24 * HOUR) return { color: 'orange', text: 'closes this week' };
  return { color: 'green', text: 'open' };
}

export const teamsHref = (distributionId: number) => `/course/teams?teamDistributionId=${distributionId}`;
