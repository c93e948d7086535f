import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Session, UserFlagsInput, UserSearch } from '@/api/model';
import AdminUsers from '@/pages/admin/users';

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

const maya: UserSearch = {
  id: 3,
  githubId: 'manager',
  name: 'Maya Manager',
  discord: { id: '1', username: 'maya#1', discriminator: '0' },
  mentoredCourses: [{ id: 1, name: 'JS/FE 2026' }],
  certifiedCourses: [{ id: 2, name: 'JS/FE 2025' }],
};
const adminView = (person: UserSearch, flags: Partial<UserSearch> = {}): UserSearch => ({
  ...person,
  cityName: 'Warsaw',
  countryName: 'Poland',
  contacts: {
    primaryEmail: 'maya@example.com',
    email: 'maya.contact@example.com',
    epamEmail: null,
    telegram: '@maya_tg',
    phone: null,
    skype: null,
    linkedin: null,
  },
  isAdmin: false,
  isHirer: false,
  activist: false,
  ...flags,
});

type Flags = Pick<UserSearch, 'isAdmin' | 'isHirer' | 'activist'>;

// The search answers what the caller may see; PATCH changes the flags the next search answers (409 for own admin).
function serve(session: Session, people: UserSearch[] = [maya]) {
  const flags = new Map<number, Flags>(
    people.map((person) => [person.id, { isAdmin: false, isHirer: false, activist: false }]),
  );
  const calls = { queries: [] as string[], patches: [] as { userId: string; body: UserFlagsInput }[] };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse()]),
    http.get(`${API}/api/v2/users/search`, ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      calls.queries.push(query);
      const found = people.filter((person) => `${person.githubId} ${person.name}`.toLowerCase().includes(query));
      return HttpResponse.json(
        found.map((person) => (session.isAdmin ? adminView(person, flags.get(person.id)) : person)),
      );
    }),
    http.patch(`${API}/api/v2/users/:userId/flags`, async ({ params, request }) => {
      const body = (await request.json()) as UserFlagsInput;
      calls.patches.push({ userId: String(params.userId), body });
      if (Number(params.userId) === session.id && body.isAdmin === false) {
        return problemResponse(409, 'You cannot remove your own admin flag; ask another admin.');
      }
      const id = Number(params.userId);
      flags.set(id, { ...(flags.get(id) as Flags), ...body });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function searchFor(text: string) {
  await user.type(await screen.findByRole('searchbox', { name: 'Search by github or name' }), text);
  await user.click(screen.getByRole('button', { name: /Search/ }));
}

const manager = makeSession({ id: 3, githubId: 'manager', courses: { 1: courseRoles(['manager']) } });
const admin = makeSession({ id: 1, githubId: 'admin', isAdmin: true });

describe('/admin/users', () => {
  it('shows a manager GitHub (→ profile), name and course tags, without contacts or switches', async () => {
    const calls = serve(manager);
    renderWithProviders(<AdminUsers />);
    await searchFor('  maya ');
    const table = await screen.findByRole('table');
    const link = await within(table).findByRole('link', { name: 'manager' });
    expect(link).toHaveAttribute('href', '/profile?githubId=manager');
    expect(within(table).getByText('Maya Manager')).toBeInTheDocument();
    expect(within(table).getByText('JS/FE 2026')).toBeInTheDocument();
    expect(within(table).getByText('JS/FE 2025')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Courses as mentor' })).toBeInTheDocument();
    for (const title of ['E-mails', 'Telegram', 'Discord', 'Location', 'Admin', 'Hirer', 'Activist']) {
      expect(within(table).queryByRole('columnheader', { name: title })).not.toBeInTheDocument();
    }
    expect(within(table).queryByRole('switch')).not.toBeInTheDocument();
    expect(calls.queries).toEqual(['maya']);
  });

  it('shows an admin e-mails, Telegram, Discord, location and the three switches', async () => {
    serve(admin);
    renderWithProviders(<AdminUsers />);
    await searchFor('maya');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('maya@example.com')).toBeInTheDocument();
    expect(within(table).getByText('maya.contact@example.com')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '@maya_tg' })).toHaveAttribute('href', 'https://t.me/maya_tg');
    expect(within(table).getByText('maya#1')).toBeInTheDocument();
    expect(within(table).getByText('Warsaw, Poland')).toBeInTheDocument();
    for (const label of ['Admin', 'Hirer', 'Activist']) {
      expect(within(table).getByRole('switch', { name: `${label}: manager` })).not.toBeChecked();
    }
  });

  it('flips a flag with PATCH /users/{userId}/flags and shows the saved state', async () => {
    const calls = serve(admin);
    renderWithProviders(<AdminUsers />);
    await searchFor('maya');
    const hirer = await screen.findByRole('switch', { name: 'Hirer: manager' });
    await user.click(hirer);
    await waitFor(() => expect(calls.patches).toEqual([{ userId: '3', body: { isHirer: true } }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Hirer: manager' })).toBeChecked());
    expect(await screen.findByText('User flags saved')).toBeInTheDocument();
  });

  it("shows the server's 409 message when an admin switches his own Admin flag off, and the switch stays on", async () => {
    const me: UserSearch = { ...maya, id: 1, githubId: 'admin', name: 'Alexandra Admin' };
    serve(admin, [me]);
    server.use(http.get(`${API}/api/v2/users/search`, () => HttpResponse.json([adminView(me, { isAdmin: true })])));
    renderWithProviders(<AdminUsers />);
    await searchFor('admin');
    const adminSwitch = await screen.findByRole('switch', { name: 'Admin: admin' });
    expect(adminSwitch).toBeChecked();
    await user.click(adminSwitch);
    expect(await screen.findByText('You cannot remove your own admin flag; ask another admin.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Admin: admin' })).toBeChecked());
  });

  it('says "No data" when nobody matches', async () => {
    serve(manager);
    renderWithProviders(<AdminUsers />);
    await searchFor('zz');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('does not search for fewer than 2 characters and says so', async () => {
    const calls = serve(manager);
    renderWithProviders(<AdminUsers />);
    await searchFor(' m ');
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(calls.queries).toEqual([]);
  });

  it('refuses a supervisor who manages no course', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['supervisor']) } }));
    renderWithProviders(<AdminUsers />);
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
  });
});
