import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Contributor, ContributorInput, UserName } from '@/api/model';
import AdminContributors from '@/pages/admin/contributors';

import { API, coursesHandler, makeCourse, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

// A page with a table and a modal form renders slowly in jsdom, more so on a busy machine.
const user = userEvent.setup({ delay: null });

const URL = `${API}/api/v2/contributors`;
const maya: UserName = { id: 3, githubId: 'manager', name: 'Maya Manager' };
const tomas: UserName = { id: 6, githubId: 'taskowner', name: 'Tomas Taskowner' };

function serve() {
  let list: Contributor[] = [{ id: 1, description: 'Course schedule', user: maya }];
  const calls = {
    posts: [] as ContributorInput[],
    patches: [] as unknown[],
    deletes: [] as string[],
    searches: [] as string[],
  };
  server.use(
    sessionHandler(makeSession({ isAdmin: true })),
    coursesHandler([makeCourse()]),
    http.get(URL, () => HttpResponse.json(list)),
    http.get(`${API}/api/users/search/:text`, ({ params }) => {
      calls.searches.push(String(params.text));
      const needle = String(params.text).toLowerCase();
      return HttpResponse.json([maya, tomas].filter((person) => person.githubId.startsWith(needle)));
    }),
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as ContributorInput;
      calls.posts.push(body);
      const created: Contributor = {
        id: 10,
        description: body.description,
        user: [maya, tomas].find((person) => person.id === body.userId) ?? tomas,
      };
      list = [...list, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch(`${URL}/:id`, async ({ params, request }) => {
      calls.patches.push({ id: params.id, body: await request.json() });
      return HttpResponse.json(list[0]);
    }),
    http.delete(`${URL}/:id`, ({ params }) => {
      calls.deletes.push(String(params.id));
      list = list.filter((contributor) => contributor.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function openTable() {
  renderWithProviders(<AdminContributors />);
  const table = await screen.findByRole('table');
  await within(table).findByText('Course schedule');
  return table;
}

function openDropdown(): HTMLElement {
  const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  return dropdowns[dropdowns.length - 1];
}

describe('/admin/contributors', () => {
  it('lists contributors with user as "name (githubId)" linked to the profile, and description', async () => {
    serve();
    const table = await openTable();
    expect(screen.getByRole('heading', { name: 'Manage Contributors' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Maya Manager (manager)' })).toHaveAttribute(
      'href',
      '/profile?githubId=manager',
    );
    expect(within(table).getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
  });

  it('adds a contributor found through the user search', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(screen.getByText('Add Contributor'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contributor' });
    await user.type(within(dialog).getByLabelText('User'), 'task');
    await waitFor(() => expect(calls.searches).toContain('task'), { timeout: 10_000 });
    await user.click(await within(await waitFor(openDropdown)).findByText('taskowner (Tomas Taskowner)'));
    await user.type(within(dialog).getByLabelText('Description'), 'Self-check tests');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.posts).toEqual([{ userId: 6, description: 'Self-check tests' }]));
    expect(await screen.findByText('Contributor saved')).toBeInTheDocument();
    expect(await within(table).findByText('Tomas Taskowner (taskowner)')).toBeInTheDocument();
  });

  it('requires a user and a description', async () => {
    const calls = serve();
    await openTable();
    await user.click(screen.getByText('Add Contributor'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contributor' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a user')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the description')).toBeInTheDocument();
    expect(calls.posts).toEqual([]);
  });

  it('edits a contributor with the user and description prefilled', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Edit manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contributor' });
    expect(within(dialog).getByText('manager (Maya Manager)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.patches).toEqual([{ id: '1', body: { userId: 3, description: 'Course schedule' } }]),
    );
  });

  it('asks before deleting, then calls DELETE', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Delete manager' }));
    expect(await screen.findByText('Delete the contributor "manager"?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deletes).toEqual(['1']));
    expect(await screen.findByText('Contributor deleted')).toBeInTheDocument();
  });
});
