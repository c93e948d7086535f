import dayjs from 'dayjs';

import type { TeamDistribution } from '@/api/model';
import {
  canConnectWithTeams,
  deadlineTone,
  HOUR,
  registrationView,
  teamSizeProblem,
  toFormValues,
  toInput,
} from '@/modules/TeamDistributions/utils';

const distribution: TeamDistribution = {
  id: 4,
  courseId: 1,
  name: 'Songbird teams',
  description: null,
  descriptionUrl: null,
  startDate: '2026-11-20T10:00:00.000Z',
  endDate: '2026-11-30T10:00:00.000Z',
  minTeamSize: 2,
  maxTeamSize: 4,
  strictTeamSize: 3,
  strictTeamSizeMode: false,
  minTotalScore: 100,
  state: 'initial',
  registrationStatus: 'available',
};

describe('registration view by registrationStatus (pages.md §10, R12.2)', () => {
  it.each([
    ['available', { kind: 'register', deadline: distribution.endDate }],
    ['future', { kind: 'future' }],
    ['completed', { kind: 'registered' }],
    ['distributed', { kind: 'distributed' }],
    ['closed', { kind: 'closed' }],
    ['unavailable', { kind: 'unavailable', minTotalScore: 100 }],
  ] as const)('%s', (registrationStatus, view) => {
    expect(registrationView({ ...distribution, registrationStatus })).toEqual(view);
  });

  it('offers "Connect with teams" to the registered, the distributed and staff only', () => {
    expect(canConnectWithTeams({ ...distribution, registrationStatus: 'completed' }, false)).toBe(true);
    expect(canConnectWithTeams({ ...distribution, registrationStatus: 'distributed' }, false)).toBe(true);
    expect(canConnectWithTeams({ ...distribution, registrationStatus: 'available' }, false)).toBe(false);
    expect(canConnectWithTeams({ ...distribution, registrationStatus: 'unavailable' }, true)).toBe(true);
  });
});

describe('deadline colour of "Register"', () => {
  const end = Date.parse(distribution.endDate);
  it('is red under 48 hours, orange under a week, green beyond, with words saying the same', () => {
    expect(deadlineTone(distribution.endDate, end - 47 * HOUR)).toEqual({ color: 'red', text: 'closes soon' });
    expect(deadlineTone(distribution.endDate, end - 49 * HOUR)).toEqual({ color: 'orange', text: 'closes this week' });
    expect(deadlineTone(distribution.endDate, end - 8 * 24 * HOUR)).toEqual({ color: 'green', text: 'open' });
  });
});

describe('team sizes (access.md §32 TeamDistributionInput)', () => {
  it('refuses a maximum below the minimum and a strict size outside them', () => {
    expect(teamSizeProblem({ min: 3, strict: 3, max: 2 })).toBe('The maximum team size must not be below the minimum');
    expect(teamSizeProblem({ min: 3, strict: 2, max: 5 })).toBe('The strict team size must not be below the minimum');
    expect(teamSizeProblem({ min: 2, strict: 6, max: 5 })).toBe('The strict team size must not exceed the maximum');
    expect(teamSizeProblem({ min: 2, strict: 3, max: 4 })).toBeNull();
    expect(teamSizeProblem({ min: 2 })).toBeNull();
  });
});

describe('form values ↔ input', () => {
  it('sends UTC instants, trimmed texts and null for empty optional texts', () => {
    expect(
      toInput({
        name: ' Songbird teams ',
        period: [dayjs('2026-11-20T10:00:00.000Z'), dayjs('2026-11-30T10:00:00.000Z')],
        minTeamSize: 2,
        strictTeamSize: 3,
        maxTeamSize: 4,
        strictTeamSizeMode: true,
        minTotalScore: 0,
        description: '  ',
        descriptionUrl: '',
      }),
    ).toEqual({
      name: 'Songbird teams',
      startDate: '2026-11-20T10:00:00.000Z',
      endDate: '2026-11-30T10:00:00.000Z',
      minTeamSize: 2,
      strictTeamSize: 3,
      maxTeamSize: 4,
      strictTeamSizeMode: true,
      minTotalScore: 0,
      description: null,
      descriptionUrl: null,
    });
  });

  it('fills the edit form from the distribution and the create form with sensible sizes', () => {
    const values = toFormValues(distribution);
    expect(values.period?.map((date) => date.toISOString())).toEqual([distribution.startDate, distribution.endDate]);
    expect(values).toMatchObject({ name: 'Songbird teams', minTeamSize: 2, strictTeamSize: 3, maxTeamSize: 4 });
    expect(toFormValues()).toEqual({
      minTeamSize: 2,
      strictTeamSize: 3,
      maxTeamSize: 4,
      strictTeamSizeMode: false,
      minTotalScore: 0,
    });
  });
});
