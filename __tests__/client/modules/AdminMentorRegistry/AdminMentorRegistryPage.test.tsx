import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { InviteMentorsInput, MentorRegistryItem, MentorRegistryPage, Session } from '@/api/model';
import AdminMentorRegistry from '@/pages/admin/mentor-registry';

import {
  API,
  courseRoles,
  coursesHandler,
  makeCourse,
  makeSession,
  sessionHandler,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const running = makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' });
const android = makeCourse({ id: 4, name: 'Android 2026', alias: 'android-2026' });
const planned = makeCourse({ id: 3, name: 'JS/FE 2027', alias: 'js-fe-2027', planned: true });
const manager = makeSession({ courses: { [String(running.id)]: courseRoles(['manager']) } });

function item(overrides: Partial<MentorRegistryItem>): MentorRegistryItem {
  return {
    id: 1,
    githubId: 'nora',
    name: 'Nora Newcomer',
    cityName: 'Riga',
    countryName: 'Latvia',
    maxStudentsLimit: 3,
    preferedStudentsLocation: 'any',
    preferedCourses: [running.id, planned.id],
    preselectedCourses: [],
    technicalMentoring: ['JavaScript'],
    languagesMentoring: ['EN', 'LV'],
    receivedDate: '2026-03-01T10:00:00.000Z',
    sendDate: null,
    comment: null,
    status: 'new',
    hasCertificate: true,
    wasMentor: false,
    ...overrides,
  };
}

const nora = item({});
const mark = item({
  id: 2,
  githubId: 'mark',
  name: 'Mark Mentor',
  preselectedCourses: [running.id],
  status: 'invited',
  sendDate: '2026-03-02T10:00:00.000Z',
  comment: 'Call first',
  wasMentor: true,
});

function serve(session: Session = manager) {
  const calls = {
    lists: [] as URLSearchParams[],
    puts: [] as unknown[],
    deletes: [] as string[],
    invites: [] as InviteMentorsInput[],
  };
  server.use(
    sessionHandler(session),
    coursesHandler([running, android]),
    http.get(`${API}/api/v2/courses`, () => HttpResponse.json([running, android, planned])),
    http.get(`${API}/api/v2/disciplines`, () =>
      HttpResponse.json([{ id: 1, name: 'JavaScript', createdDate: '', updatedDate: '' }]),
    ),
    http.get(`${API}/api/v2/registry/mentors`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const items = params.get('status') === 'new' ? [nora] : [nora, mark];
      const page: MentorRegistryPage = {
        items: params.get('pageSize') === '1' ? items.slice(0, 1) : items,
        pagination: { current: 1, pageSize: Number(params.get('pageSize')), total: items.length, totalPages: 1 },
        summary: { maxStudentsTotal: items.reduce((sum, row) => sum + row.maxStudentsLimit, 0) },
      };
      return HttpResponse.json(page);
    }),
    http.put(`${API}/api/v2/registry/mentor/:githubId`, async ({ params, request }) => {
      calls.puts.push({ githubId: params.githubId, body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${API}/api/v2/registry/mentor/:githubId`, ({ params }) => {
      calls.deletes.push(String(params.githubId));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/api/v2/registry/mentors/invite`, async ({ request }) => {
      calls.invites.push((await request.json()) as InviteMentorsInput);
      return HttpResponse.json({ recipients: 12 }, { status: 202 });
    }),
  );
  return calls;
}

function render() {
  setRouter({ pathname: '/admin/mentor-registry' });
  renderWithProviders(<AdminMentorRegistry />);
}

describe('/admin/mentor-registry (pages.md §5)', () => {
  it('shows the tabs with counts, the capacity summary and the new applications', async () => {
    const calls = serve();
    render();
    expect(await screen.findByRole('tab', { name: 'New applications (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'All Mentors (2)' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'nora' })).toBeInTheDocument();
    expect(screen.getByText(/The number of mentors below can mentor:/)).toHaveTextContent(
      'The number of mentors below can mentor: 3 students',
    );
    expect(screen.getByLabelText('Has an RS School certificate')).toBeInTheDocument();
    expect(calls.lists.some((params) => params.get('status') === 'new' && params.get('pageSize') === '100')).toBe(true);
    expect(screen.queryByRole('button', { name: /Invite mentors/ })).not.toBeInTheDocument();
  });

  it('switches to All Mentors, with re-send and the comment icon', async () => {
    serve();
    render();
    await user.click(await screen.findByRole('tab', { name: /All Mentors/ }));
    expect(await screen.findByRole('link', { name: 'mark' })).toBeInTheDocument();
    expect(screen.getByLabelText('Comment: Call first')).toBeInTheDocument();
    expect(screen.getByLabelText('Mentor in the past')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-send to mark' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit comment for mark' })).toBeInTheDocument();
  });

  it('invites to the courses the manager manages, pre-selecting the preferred one', async () => {
    const calls = serve();
    render();
    await user.click(await screen.findByRole('button', { name: 'Invite nora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite nora' });
    expect(within(dialog).getByTitle('JS/FE 2026')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.puts).toEqual([{ githubId: 'nora', body: { preselectedCourses: [running.id] } }]));
  });

  it('cancels an application after a confirmation', async () => {
    const calls = serve();
    render();
    await user.click(await screen.findByRole('button', { name: 'Cancel nora' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel application' }));
    await waitFor(() => expect(calls.deletes).toEqual(['nora']));
  });

  it('lets an admin invite mentors by discipline', async () => {
    const calls = serve(makeSession({ isAdmin: true }));
    render();
    await user.click(await screen.findByRole('button', { name: /Invite mentors/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite mentors' });
    await user.click(within(dialog).getByLabelText('Disciplines'));
    await user.click(await screen.findByTitle('JavaScript'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mentor in the past' }));
    await user.click(within(dialog).getByLabelText('Invitation'));
    await user.paste('<p>Join us!</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.invites).toEqual([{ disciplines: [1], isMentor: true, text: '<p>Join us!</p>' }]));
    expect(await screen.findByText('It goes to 12 recipients.')).toBeInTheDocument();
  });

  it('refuses a user who is neither manager nor supervisor anywhere', async () => {
    serve(makeSession({ courses: { [String(running.id)]: courseRoles(['mentor']) } }));
    render();
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
  });
});
