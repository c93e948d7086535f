import type { TeamDistributionDetailed, TeamInfo } from '@/api/model';
import {
  distributionIdOf,
  isLeadOf,
  locationOf,
  membersOf,
  myStatusText,
  myTeamOf,
  splitInvitationCode,
} from '@/modules/Teams/utils';

describe('invitation code (rules.md R12.4)', () => {
  it('splits at the first underscore: the team id, then the password, which may hold more underscores', () => {
    expect(splitInvitationCode('12_abc123')).toEqual({ teamId: 12, password: 'abc123' });
    expect(splitInvitationCode(' 7_a_b_c ')).toEqual({ teamId: 7, password: 'a_b_c' });
  });

  it.each(['abc123', '_abc', '12_', 'x1_abc', '0_abc', '1.5_abc', ''])('refuses "%s"', (code) => {
    expect(splitInvitationCode(code)).toBeNull();
  });
});

const team: TeamInfo = {
  id: 3,
  name: 'Night owls',
  description: '',
  chatLink: 'https://t.me/owls',
  teamLeadId: 501,
  maxMembers: 4,
  members: [],
};

describe('team view', () => {
  it('names my status by my team, or "without team"', () => {
    expect(myStatusText(null)).toBe('My status: without team');
    expect(myStatusText(team)).toBe('My status: Night owls');
  });

  it('reads a null myTeam as no team', () => {
    expect(myTeamOf({ myTeam: null } as unknown as TeamDistributionDetailed)).toBeNull();
    expect(myTeamOf({ myTeam: team } as unknown as TeamDistributionDetailed)).toBe(team);
    expect(myTeamOf(undefined)).toBeNull();
  });

  it('shows members as "x of y", the location, and the lead by student id', () => {
    expect(membersOf({ membersCount: 2, maxMembers: 4 })).toBe('2 of 4');
    expect(locationOf({ cityName: 'Riga', countryName: 'Latvia' })).toBe('Riga, Latvia');
    expect(locationOf({ cityName: null, countryName: null })).toBe('–');
    expect(isLeadOf(team, 501)).toBe(true);
    expect(isLeadOf(team, 502)).toBe(false);
    expect(isLeadOf(team, null)).toBe(false);
  });

  it('reads the distribution id from the query', () => {
    expect(distributionIdOf('4')).toBe(4);
    expect(distributionIdOf(['5'])).toBe(5);
    expect(distributionIdOf('x')).toBeUndefined();
    expect(distributionIdOf(undefined)).toBeUndefined();
  });
});
