import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Problem, UserGroup, UserGroupInput, UserName } from '@/api/model';
import AdminUserGroups from '@/pages/admin/user-group';

import { API, coursesHandler, makeCourse, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

// A page with a table and a modal form renders slowly in jsdom, more so on a busy machine.
const user = userEvent.setup({ delay: null });

const URL = `${API}/api/v2/user-group`;
const maya: UserName = { id: 3, githubId: 'manager', name: 'Maya Manager' };
const simon: UserName = { id: 4, githubId: 'supervisor', name: 'Simon Supervisor' };
const tomas: UserName = { id: 6, githubId: 'taskowner', name: 'Tomas Taskowner' };

function conflict(): Response {
  const body: Problem = {
    type: '/problems/conflict',
    title: 'Conflict',
    status: 409,
    detail: 'A user group named "JS/FE staff" already exists.',
    errors: [{ path: 'name', message: 'This name is taken' }],
    requestId: 'test',
  };
  return HttpResponse.json(body, { status: 409, headers: { 'Content-Type': 'application/problem+json' } });
}

// An in-memory catalogue plus the user search: writes change what the next GET answers.
function serve() {
  let list: UserGroup[] = [{ id: 1, name: 'JS/FE staff', users: [maya, simon], roles: ['manager', 'supervisor'] }];
  const calls = {
    posts: [] as UserGroupInput[],
    puts: [] as unknown[],
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
      return HttpResponse.json([maya, simon, tomas].filter((person) => person.githubId.startsWith(needle)));
    }),
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as UserGroupInput;
      calls.posts.push(body);
      if (list.some((group) => group.name === body.name)) return conflict();
      const users = [maya, simon, tomas].filter((person) => body.users.includes(person.id));
      const created: UserGroup = { id: 10, name: body.name, users, roles: body.roles };
      list = [...list, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${URL}/:id`, async ({ params, request }) => {
      calls.puts.push({ id: params.id, body: await request.json() });
      return HttpResponse.json(list[0]);
    }),
    http.delete(`${URL}/:id`, ({ params }) => {
      calls.deletes.push(String(params.id));
      list = list.filter((group) => group.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function openTable() {
  renderWithProviders(<AdminUserGroups />);
  const table = await screen.findByRole('table');
  await within(table).findByText('JS/FE staff');
  return table;
}

async function openAddDialog() {
  await user.click(screen.getByText('Add User Group'));
  return screen.findByRole('dialog', { name: 'Add User Group' });
}

function openDropdown(): HTMLElement {
  const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  return dropdowns[dropdowns.length - 1];
}

describe('/admin/user-group', () => {
  it('lists the groups with users as "name (githubId)" and roles in words', async () => {
    serve();
    const table = await openTable();
    expect(within(table).getByText('Maya Manager (manager)')).toBeInTheDocument();
    expect(within(table).getByText('Simon Supervisor (supervisor)')).toBeInTheDocument();
    expect(within(table).getByText('Manager')).toBeInTheDocument();
    expect(within(table).getByText('Supervisor')).toBeInTheDocument();
  });

  it('creates a group with a user found through the search and a role, then revalidates the list', async () => {
    const calls = serve();
    const table = await openTable();
    const dialog = await openAddDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Task owners');
    await user.type(within(dialog).getByLabelText('Users'), 'task');
    // The search is debounced: under load it may fire late, or once per partial text; the full text is what counts.
    await waitFor(() => expect(calls.searches).toContain('task'), { timeout: 10_000 });
    await user.click(await within(await waitFor(openDropdown)).findByText('taskowner (Tomas Taskowner)'));
    await user.click(within(dialog).getByLabelText('Roles'));
    await user.click(await within(await waitFor(openDropdown)).findByText('Task owner'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.posts).toEqual([{ name: 'Task owners', users: [6], roles: ['taskOwner'] }]));
    expect(await screen.findByText('User group saved')).toBeInTheDocument();
    expect(await within(table).findByText('Tomas Taskowner (taskowner)')).toBeInTheDocument();
  });

  it('does not call the user search for an empty text', async () => {
    const calls = serve();
    await openTable();
    const dialog = await openAddDialog();
    await user.type(within(dialog).getByLabelText('Users'), '   ');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls.searches).toEqual([]);
  });

  it('prefills the users of the group when editing and PUTs the whole group', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Edit JS/FE staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User Group' });
    expect(within(dialog).getByText('manager (Maya Manager)')).toBeInTheDocument();
    expect(within(dialog).getByText('supervisor (Simon Supervisor)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.puts).toEqual([
        { id: '1', body: { name: 'JS/FE staff', users: [3, 4], roles: ['manager', 'supervisor'] } },
      ]),
    );
  });

  it('puts a 409 "name taken" on the Name field', async () => {
    serve();
    await openTable();
    const dialog = await openAddDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'JS/FE staff');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This name is taken')).toBeInTheDocument();
    expect(await screen.findByText('A user group named "JS/FE staff" already exists.')).toBeInTheDocument();
  });

  it('asks before deleting, names the group, then calls DELETE', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Delete JS/FE staff' }));
    expect(await screen.findByText('Delete the user group "JS/FE staff"?')).toBeInTheDocument();
    expect(calls.deletes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deletes).toEqual(['1']));
    expect(await screen.findByText('User group deleted')).toBeInTheDocument();
  });
});
