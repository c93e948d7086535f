import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Session, Team, TeamDistributionDetailed, TeamInfo, TeamInput, TeamStudentContacts } from '@/api/model';
import Teams from '@/pages/course/teams';

import {
  API,
  courseRoles,
  coursesHandler,
  makeCourse,
  makeSession,
  problemResponse,
  sessionHandler,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const BASE = `${API}/api/v2/courses/1/team-distribution/4`;

const owl = (id: number, githubId: string): TeamStudentContacts => ({
  id,
  githubId,
  name: `Owl ${id}`,
  rank: id - 500,
  cityName: 'Riga',
  countryName: 'Latvia',
  email: `${githubId}@example.com`,
  telegram: null,
  discord: `${githubId}#1`,
  cvUuid: null,
});

const nightOwls: Team = {
  id: 12,
  name: 'Night owls',
  description: 'We code at night',
  chatLink: null,
  membersCount: 2,
  maxMembers: 4,
  teamLead: owl(510, 'owl-lead'),
  members: [owl(510, 'owl-lead'), owl(511, 'owl-two')],
};

const myTeam: TeamInfo = {
  id: 12,
  name: 'Night owls',
  description: 'We code at night',
  chatLink: 'https://t.me/night-owls',
  teamLeadId: 501,
  maxMembers: 4,
  members: [owl(501, 'student'), owl(511, 'owl-two')],
};

const detailed = (team: TeamInfo | null): TeamDistributionDetailed =>
  ({
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
    minTotalScore: 0,
    state: 'initial',
    registrationStatus: team ? 'distributed' : 'completed',
    teamsCount: 1,
    studentsWithoutTeamCount: 5,
    myTeam: team,
  }) as TeamDistributionDetailed;

const student = makeSession({
  id: 7,
  githubId: 'student',
  courses: { 1: { ...courseRoles(['student']), studentId: 501 } },
});
const manager = makeSession({ id: 3, githubId: 'manager', courses: { 1: courseRoles(['manager']) } });

const paged = <T,>(items: T[]) => ({
  items,
  pagination: { current: 1, pageSize: 10, total: items.length, totalPages: 1 },
});

function serve(session: Session, initialTeam: TeamInfo | null) {
  let team = initialTeam;
  const calls = {
    joins: [] as { teamId: string; password: string }[],
    creates: [] as TeamInput[],
    leaves: 0,
    passwords: 0,
    distributions: [] as unknown[],
    removed: [] as string[],
    searches: [] as string[],
    patches: [] as unknown[],
  };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(`${BASE}/detailed`, () => HttpResponse.json(detailed(team))),
    http.get(`${BASE}/team`, ({ request }) => {
      calls.searches.push(new URL(request.url).searchParams.get('search') ?? '');
      return HttpResponse.json(paged([nightOwls]));
    }),
    http.get(`${BASE}/students`, () => HttpResponse.json(paged([owl(520, 'lonely-owl')]))),
    http.post(`${BASE}/team/:id/join`, async ({ params, request }) => {
      const { password } = (await request.json()) as { password: string };
      calls.joins.push({ teamId: String(params.id), password });
      if (password !== 'abc_123') return problemResponse(409, 'Wrong password');
      team = { ...myTeam, teamLeadId: 510 };
      return HttpResponse.json(team);
    }),
    http.post(`${BASE}/team`, async ({ request }) => {
      const input = (await request.json()) as TeamInput;
      calls.creates.push(input);
      team = { ...myTeam, name: input.name, members: [owl(501, 'student')] };
      return HttpResponse.json({ ...nightOwls, name: input.name }, { status: 201 });
    }),
    http.get(`${BASE}/team/12/password`, () => HttpResponse.json({ password: `12_pass${calls.passwords}` })),
    http.post(`${BASE}/team/12/password`, () => {
      calls.passwords += 1;
      return HttpResponse.json({ password: `12_pass${calls.passwords}` });
    }),
    http.post(`${BASE}/team/12/leave`, () => {
      calls.leaves += 1;
      team = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${BASE}/distribution`, async ({ request }) => {
      calls.distributions.push(await request.json());
      return HttpResponse.json({
        teamsCreated: 2,
        studentsDistributed: 5,
        teams: [{ name: 'Random team #1', members: [owl(520, 'lonely-owl')] }],
      });
    }),
    http.patch(`${BASE}/team/:id`, async ({ request }) => {
      calls.patches.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${BASE}/students/:studentId`, ({ params }) => {
      calls.removed.push(String(params.studentId));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

function openPage() {
  setRouter({ pathname: '/course/teams', query: { teamDistributionId: '4' } });
  renderWithProviders(<Teams />);
}

async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

async function confirmPopover(button: string) {
  const popovers = await waitFor(() => {
    const found = document.querySelectorAll<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
  await user.click(within(popovers[popovers.length - 1]).getByRole('button', { name: button }));
}

describe('/course/teams (pages.md §10)', () => {
  it('shows a teamless student his status, the create and join cards, the counts and the teams table', async () => {
    serve(student, null);
    openPage();
    expect(await screen.findByText('My status: without team')).toBeInTheDocument();
    expect(screen.getByText(/Distribution of participants per team/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Distribute students' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Available teams (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Students without team (5)' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'My team' })).not.toBeInTheDocument();
    const row = (await screen.findByText('Night owls')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2 of 4')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Edit team/ })).not.toBeInTheDocument();
  });

  it('joins with the invitation code split at the first underscore, and says so when the password is wrong', async () => {
    const calls = serve(student, null);
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Join team' }));
    const dialog = await dialogTitled('Join team');
    const code = within(dialog).getByLabelText('Invitation code');
    await user.type(code, 'no-underscore');
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await within(dialog).findByText('The invitation code looks like 12_abc123')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '12_wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await within(dialog).findByText('Wrong password')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '12_abc_123');
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('My status: Night owls')).toBeInTheDocument();
    expect(calls.joins).toEqual([
      { teamId: '12', password: 'wrong' },
      { teamId: '12', password: 'abc_123' },
    ]);
    expect(await screen.findByRole('tab', { name: 'My team', selected: true })).toBeInTheDocument();
  });

  it('creates a team with a name, description and chat link; the creator sees it as his team', async () => {
    const calls = serve(student, null);
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Create team' }));
    const dialog = await dialogTitled('Create team');
    await user.type(within(dialog).getByLabelText('Chat link'), 'not a link');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the team name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid URL (https://...)')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Members')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Team name'), 'Early birds');
    await user.type(within(dialog).getByLabelText('Description'), 'Mornings only');
    await user.clear(within(dialog).getByLabelText('Chat link'));
    await user.type(within(dialog).getByLabelText('Chat link'), 'https://t.me/early');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('My status: Early birds')).toBeInTheDocument();
    expect(calls.creates).toEqual([
      { name: 'Early birds', description: 'Mornings only', chatLink: 'https://t.me/early' },
    ]);
  });

  it("shows the lead his team's invitation code, changes it, and leaves after the confirmation", async () => {
    const calls = serve(student, myTeam);
    openPage();
    expect(await screen.findByText('My status: Night owls')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join team' })).not.toBeInTheDocument();
    const card = await screen.findByRole('generic', { name: 'My team Night owls' });
    expect(await within(card).findByText('12_pass0')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy invitation code' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'https://t.me/night-owls' })).toBeInTheDocument();
    expect(within(card).getByText('Team lead')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    await confirmPopover('Change');
    await waitFor(() => expect(calls.passwords).toBe(1));
    expect(await within(card).findByText('12_pass1')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Leave Team' }));
    expect(calls.leaves).toBe(0);
    await confirmPopover('Leave');
    expect(await screen.findByText('My status: without team')).toBeInTheDocument();
    expect(calls.leaves).toBe(1);
  });

  it('hides the invitation code from a member who is not the lead', async () => {
    serve(student, { ...myTeam, teamLeadId: 511 });
    openPage();
    const card = await screen.findByRole('generic', { name: 'My team Night owls' });
    expect(within(card).queryByText('Invitation code')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Leave Team' })).toBeInTheDocument();
  });

  it('lets the manager distribute the rest: confirm, see the dry-run plan, confirm, read the counts', async () => {
    const calls = serve(manager, null);
    openPage();
    expect(await screen.findByRole('button', { name: 'Distribute students' })).toBeInTheDocument();
    expect(screen.queryByText(/My status/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join team' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Distribute students' }));
    const first = await screen.findByText('Distribute students without a team?', {
      selector: '.ant-modal-confirm-title',
    });
    await user.click(within(first.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Show the plan' }));
    const plan = await screen.findByText('Distribute students by this plan?', { selector: '.ant-modal-confirm-title' });
    const planDialog = plan.closest('.ant-modal') as HTMLElement;
    expect(within(planDialog).getByText(/Teams to create: 2\. Students to distribute: 5\./)).toBeInTheDocument();
    expect(within(planDialog).getByText('Random team #1: lonely-owl')).toBeInTheDocument();
    expect(calls.distributions).toEqual([{ dryRun: true }]);
    await user.click(within(planDialog).getByRole('button', { name: 'Distribute' }));
    expect(await screen.findByText(/Teams created: 2\. Students distributed: 5\./)).toBeInTheDocument();
    expect(calls.distributions).toEqual([{ dryRun: true }, { dryRun: false }]);
  });

  it('lets the manager edit any team and remove a student after the confirmation', async () => {
    const calls = serve(manager, null);
    openPage();
    const row = (await screen.findByText('Night owls')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Edit team Night owls' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Students without team (5)' }));
    const studentRow = (await screen.findByText('lonely-owl')).closest('tr') as HTMLElement;
    expect(within(studentRow).getByText('Riga, Latvia')).toBeInTheDocument();
    expect(within(studentRow).getByText('lonely-owl@example.com')).toBeInTheDocument();
    await user.click(within(studentRow).getByRole('button', { name: 'Remove lonely-owl' }));
    await confirmPopover('Remove');
    await waitFor(() => expect(calls.removed).toEqual(['520']));
  });

  it('lets the manager rename a team, sending its members and no empty chat link', async () => {
    const calls = serve(manager, null);
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Edit team Night owls' }));
    const dialog = await dialogTitled('Edit team');
    expect(within(dialog).getByText('owl-lead (Owl 510)')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Team name');
    await user.clear(name);
    await user.type(name, 'Early owls');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.patches).toHaveLength(1));
    expect(calls.patches[0]).toEqual({ name: 'Early owls', description: 'We code at night', studentIds: [510, 511] });
  });

  it('searches the teams on the server', async () => {
    const calls = serve(student, null);
    openPage();
    await screen.findByText('Night owls');
    await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'owl');
    await waitFor(() => expect(calls.searches).toContain('owl'));
  });
});
