import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { CourseTask, Session, TeamDistribution, TeamDistributionInput } from '@/api/model';
import TeamDistributions from '@/pages/course/team-distributions';

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
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const LIST = `${API}/api/v2/courses/1/team-distribution`;
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const DAY = 86_400_000;

const make = (id: number, overrides: Partial<TeamDistribution>): TeamDistribution => ({
  id,
  courseId: 1,
  name: `Distribution ${id}`,
  description: null,
  descriptionUrl: null,
  startDate: new Date(Date.now() - DAY).toISOString(),
  endDate: new Date(Date.now() + DAY).toISOString(),
  minTeamSize: 2,
  maxTeamSize: 4,
  strictTeamSize: 3,
  strictTeamSizeMode: false,
  minTotalScore: 0,
  state: 'initial',
  registrationStatus: 'available',
  ...overrides,
});

const open = make(1, { name: 'Songbird teams', description: 'Build a bird player together' });
const later = make(2, { name: 'Future teams', registrationStatus: 'future' });
const registered = make(3, { name: 'Registered teams', registrationStatus: 'completed' });
const closed = make(4, { name: 'Closed teams', registrationStatus: 'closed', state: 'completed' });
const tooLow = make(5, { name: 'Top teams', registrationStatus: 'unavailable', minTotalScore: 300 });

const student = makeSession({
  id: 7,
  githubId: 'student',
  courses: { 1: { ...courseRoles(['student']), studentId: 501 } },
});
const dementor = makeSession({ id: 4, githubId: 'dementor', courses: { 1: courseRoles(['dementor']) } });
const manager = makeSession({ id: 3, githubId: 'manager', courses: { 1: courseRoles(['manager']) } });

function serve(session: Session, list: TeamDistribution[]) {
  const calls = { registry: [] as string[], posts: [] as TeamDistributionInput[], deletes: [] as string[], scores: 0 };
  let current = list;
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(LIST, () => HttpResponse.json(current)),
    http.post(`${LIST}/1/registry`, () => {
      calls.registry.push('register');
      current = current.map((item) => (item.id === 1 ? { ...item, registrationStatus: 'completed' } : item));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${LIST}/3/registry`, () => {
      calls.registry.push('cancel');
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(LIST, async ({ request }) => {
      calls.posts.push((await request.json()) as TeamDistributionInput);
      return HttpResponse.json(open, { status: 201 });
    }),
    http.delete(`${LIST}/:id`, ({ params }) => {
      calls.deletes.push(String(params.id));
      current = current.filter((item) => String(item.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API}/api/v2/courses/1/tasks`, () =>
      HttpResponse.json([{ id: 21, name: 'Songbird', teamDistributionId: 1 } as CourseTask]),
    ),
    http.get(`${LIST}/1/submit-score/21`, () =>
      HttpResponse.json([
        {
          teamId: 9,
          teamName: 'Night owls',
          score: 80,
          members: [{ studentId: 502, githubId: 'owl-2', current: null, new: 80 }],
        },
      ]),
    ),
    http.post(`${LIST}/1/submit-score/21`, () => {
      calls.scores += 1;
      return HttpResponse.json({ updated: 1 });
    }),
  );
  return calls;
}

const card = async (name: string) => screen.findByRole('generic', { name });

async function confirmPopover(button: string) {
  const popovers = await waitFor(() => {
    const found = document.querySelectorAll<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
  await user.click(within(popovers[popovers.length - 1]).getByRole('button', { name: button }));
}

describe('/course/team-distributions (pages.md §10)', () => {
  it("shows each distribution's registration action by the student's registrationStatus", async () => {
    serve(student, [open, later, registered, closed, tooLow]);
    renderWithProviders(<TeamDistributions />);
    expect(await screen.findByRole('heading', { name: 'RS Teams' })).toBeInTheDocument();
    const songbird = await card('Songbird teams');
    expect(within(songbird).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    // The deadline's colour comes with words and the zone (pages.md §15).
    expect(within(songbird).getByText(new RegExp(`\\(${zone}\\), closes soon`))).toBeInTheDocument();
    expect(within(songbird).getByText('Initial')).toBeInTheDocument();
    expect(within(songbird).queryByRole('link', { name: 'Connect with teams' })).not.toBeInTheDocument();
    expect(within(await card('Future teams')).getByText('Registration will be opened later')).toBeInTheDocument();
    const mine = await card('Registered teams');
    expect(within(mine).getByText('Registered')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Cancel registration' })).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'Connect with teams' })).toHaveAttribute(
      'href',
      '/course/teams?teamDistributionId=3',
    );
    expect(within(await card('Closed teams')).getByText('Registration is closed')).toBeInTheDocument();
    expect(within(await card('Top teams')).getByText('Not available: minimum score 300')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create distribution/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit score' })).not.toBeInTheDocument();
  });

  it('registers the student, then shows "Registered" and the way to the teams', async () => {
    const calls = serve(student, [open]);
    renderWithProviders(<TeamDistributions />);
    await user.click(within(await card('Songbird teams')).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(calls.registry).toEqual(['register']));
    const songbird = await card('Songbird teams');
    expect(await within(songbird).findByText('Registered')).toBeInTheDocument();
    expect(within(songbird).getByRole('link', { name: 'Connect with teams' })).toBeInTheDocument();
  });

  it("shows the server's reason when the registration is refused", async () => {
    const calls = serve(student, [open]);
    server.use(http.post(`${LIST}/1/registry`, () => problemResponse(409, 'Your total score is below the minimum')));
    renderWithProviders(<TeamDistributions />);
    await user.click(within(await card('Songbird teams')).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Your total score is below the minimum')).toBeInTheDocument();
    expect(calls.registry).toEqual([]);
  });

  it('cancels a registration only after the confirmation', async () => {
    const calls = serve(student, [registered]);
    renderWithProviders(<TeamDistributions />);
    await user.click(within(await card('Registered teams')).getByRole('button', { name: 'Cancel registration' }));
    expect(calls.registry).toEqual([]);
    await confirmPopover('Cancel registration');
    await waitFor(() => expect(calls.registry).toEqual(['cancel']));
  });

  it('validates the distribution modal, names the zone, and sends UTC instants', async () => {
    const calls = serve(manager, [open]);
    renderWithProviders(<TeamDistributions />);
    await user.click(await screen.findByRole('button', { name: /Create distribution/ }));
    const dialog = (await screen.findByText('Create distribution', { selector: '.ant-modal-title' })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(dialog).getByText(`Registration period (${zone})`)).toBeInTheDocument();
    const max = within(dialog).getByLabelText('Max team size');
    await user.clear(max);
    await user.type(max, '2');
    await user.type(within(dialog).getByLabelText('Description URL'), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the name')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the start and end of the registration')).toBeInTheDocument();
    expect(within(dialog).getAllByText('The strict team size must not exceed the maximum').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Enter a valid URL (https://...)')).toBeInTheDocument();
    expect(calls.posts).toEqual([]);
  });

  it('lets a dementor connect with the teams without registering or managing', async () => {
    serve(dementor, [open]);
    renderWithProviders(<TeamDistributions />);
    const songbird = await card('Songbird teams');
    expect(within(songbird).getByRole('link', { name: 'Connect with teams' })).toBeInTheDocument();
    expect(within(songbird).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(songbird).queryByRole('button', { name: 'Submit score' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create distribution/ })).not.toBeInTheDocument();
  });

  it('lets the manager delete a distribution after the confirmation', async () => {
    const calls = serve(manager, [open, closed]);
    renderWithProviders(<TeamDistributions />);
    const songbird = await card('Songbird teams');
    expect(within(songbird).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(songbird).getByRole('link', { name: 'Connect with teams' })).toBeInTheDocument();
    await user.click(within(songbird).getByRole('button', { name: 'Delete Songbird teams' }));
    await confirmPopover('Delete');
    await waitFor(() => expect(calls.deletes).toEqual(['1']));
    await waitFor(() => expect(screen.queryByText('Songbird teams')).not.toBeInTheDocument());
  });

  it('submits the team score: task, preview of what is written, confirmation', async () => {
    const calls = serve(manager, [open]);
    renderWithProviders(<TeamDistributions />);
    await user.click(within(await card('Songbird teams')).getByRole('button', { name: 'Submit score' }));
    const dialog = (await screen.findByText('Submit score: Songbird teams', { selector: '.ant-modal-title' })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(within(dialog).getByLabelText('Task'));
    const options = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await user.click(within(options[options.length - 1]).getByText('Songbird'));
    expect(await within(dialog).findByText('Night owls')).toBeInTheDocument();
    expect(within(dialog).getByText('owl-2: – → 80')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit score' }));
    const confirm = await screen.findByText('Submit the team score?', { selector: '.ant-modal-confirm-title' });
    expect(calls.scores).toBe(0);
    await user.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.scores).toBe(1));
    expect(await screen.findByText('Score has been submitted.')).toBeInTheDocument();
  });
});
