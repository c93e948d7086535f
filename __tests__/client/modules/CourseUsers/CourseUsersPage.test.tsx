import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { CourseRolesInput, CourseUser, CourseUsersInput, Session, UserGroup, UserName } from '@/api/model';
import CourseUsers from '@/pages/course/admin/users';

import {
  API,
  courseRoles,
  coursesHandler,
  makeCourse,
  makeSession,
  sessionHandler,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
// A table, a filter dropdown and modal forms render slowly in jsdom, more so on a busy machine.
jest.setTimeout(90_000);

const maya: CourseUser = {
  id: 1,
  userId: 3,
  githubId: 'manager',
  name: 'Maya Manager',
  isManager: true,
  isSupervisor: false,
  isDementor: false,
  isActivist: false,
};
const simon: CourseUser = {
  ...maya,
  id: 2,
  userId: 4,
  githubId: 'supervisor',
  name: 'Simon Supervisor',
  isManager: false,
  isSupervisor: true,
};
const tomas: UserName = { id: 6, githubId: 'taskowner', name: 'Tomas Taskowner' };
const dora: UserName = { id: 5, githubId: 'dementor', name: 'Dora Dementor' };
const group: UserGroup = {
  id: 7,
  name: 'JS/FE staff',
  users: [tomas, dora],
  roles: ['manager', 'supervisor', 'mentor'],
};
const studentsOnly: UserGroup = { id: 8, name: 'Students', users: [tomas], roles: ['student'] };

// An in-memory staff list of course 1: the PUTs change what the next GET answers.
function serve(session: Session) {
  let list: CourseUser[] = [maya, simon];
  const calls = {
    bulk: [] as CourseUsersInput[],
    single: [] as { githubId: string; body: CourseRolesInput }[],
    searches: [] as string[],
  };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/users`, () => HttpResponse.json(list)),
    http.get(`${API}/api/v2/user-group`, () => HttpResponse.json([group, studentsOnly])),
    http.get(`${API}/api/users/search/:text`, ({ params }) => {
      calls.searches.push(String(params.text));
      return HttpResponse.json([tomas, dora].filter((person) => person.githubId.startsWith(String(params.text))));
    }),
    http.put(`${API}/api/v2/courses/1/users`, async ({ request }) => {
      const body = (await request.json()) as CourseUsersInput;
      calls.bulk.push(body);
      for (const row of body) {
        const person = [tomas, dora].find((entry) => entry.id === row.userId) as UserName;
        list = [
          ...list,
          {
            id: 10 + row.userId,
            userId: row.userId,
            githubId: person.githubId,
            name: person.name,
            isManager: !!row.isManager,
            isSupervisor: !!row.isSupervisor,
            isDementor: !!row.isDementor,
            isActivist: !!row.isActivist,
          },
        ];
      }
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`${API}/api/v2/courses/1/users/:githubId`, async ({ params, request }) => {
      const body = (await request.json()) as CourseRolesInput;
      calls.single.push({ githubId: String(params.githubId), body });
      list = list.map((row) => (row.githubId === params.githubId ? { ...row, ...body } : row));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const manager = makeSession({ id: 3, githubId: 'manager', courses: { 1: courseRoles(['manager']) } });
const admin = makeSession({ isAdmin: true });

// antd's ids are all "test-id" under Jest, and the header's course selector holds one too, so the modal's
// aria-labelledby cannot name it here: the dialog is found by its title text instead.
async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

function openDropdown(): HTMLElement {
  const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  return dropdowns[dropdowns.length - 1];
}

async function openTable() {
  renderWithProviders(<CourseUsers />);
  const table = await screen.findByRole('table');
  await within(table).findByText('manager (Maya Manager)');
  return table;
}

describe('/course/admin/users', () => {
  it('lists the course users with a mark under each role they hold; a manager gets no "Add Group"', async () => {
    serve(manager);
    const table = await openTable();
    const mayaRow = within(table).getByText('manager (Maya Manager)').closest('tr') as HTMLElement;
    expect(within(mayaRow).getByRole('img', { name: 'Manager: yes' })).toBeInTheDocument();
    expect(within(mayaRow).queryByRole('img', { name: 'Supervisor: yes' })).not.toBeInTheDocument();
    const simonRow = within(table).getByText('supervisor (Simon Supervisor)').closest('tr') as HTMLElement;
    expect(within(simonRow).getByRole('img', { name: 'Supervisor: yes' })).toBeInTheDocument();
    for (const title of ['User', 'Manager', 'Supervisor', 'Dementor', 'Activist', 'Edit']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /Add User/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Group/ })).not.toBeInTheDocument();
  });

  it('adds a user found by the user search with the checked role', async () => {
    const calls = serve(manager);
    const table = await openTable();
    await user.click(screen.getByRole('button', { name: /Add User/ }));
    const dialog = await findDialog('Add User');
    await user.type(within(dialog).getByLabelText('User'), 'task');
    await waitFor(() => expect(calls.searches).toContain('task'));
    await user.click(await within(await waitFor(openDropdown)).findByText('taskowner (Tomas Taskowner)'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Dementor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.bulk).toEqual([
        [{ userId: 6, isManager: false, isSupervisor: false, isDementor: true, isActivist: false }],
      ]),
    );
    expect(await within(table).findByText('taskowner (Tomas Taskowner)')).toBeInTheDocument();
  });

  it('refuses to add a user without a role, sending nothing', async () => {
    const calls = serve(manager);
    await openTable();
    await user.click(screen.getByRole('button', { name: /Add User/ }));
    const dialog = await findDialog('Add User');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a user')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one role')).toBeInTheDocument();
    expect(calls.bulk).toEqual([]);
  });

  it('edits the roles of a course user with PUT /courses/{courseId}/users/{githubId}', async () => {
    const calls = serve(manager);
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Edit supervisor' }));
    const dialog = await findDialog(/Edit supervisor/);
    expect(within(dialog).getByRole('checkbox', { name: 'Supervisor' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Activist' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.single).toEqual([
        { githubId: 'supervisor', body: { isManager: false, isSupervisor: true, isDementor: false, isActivist: true } },
      ]),
    );
    const row = (await within(table).findByRole('img', { name: 'Activist: yes' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('supervisor (Simon Supervisor)')).toBeInTheDocument();
  });

  it('filters the table with the User search', async () => {
    serve(manager);
    const table = await openTable();
    const header = within(table).getByRole('columnheader', { name: /^User/ });
    await user.click(within(header).getByRole('button', { name: /search|filter/i }));
    await user.type(await screen.findByRole('textbox', { name: 'Search user' }), 'simon');
    await user.click(screen.getByRole('button', { name: /^search Search$|^Search$/ }));
    await waitFor(() => expect(within(table).queryByText('manager (Maya Manager)')).not.toBeInTheDocument());
    expect(within(table).getByText('supervisor (Simon Supervisor)')).toBeInTheDocument();
  });

  it('lets an admin add a user group: its users get its staff roles through PUT /courses/{courseId}/users', async () => {
    const calls = serve(admin);
    const table = await openTable();
    await user.click(screen.getByRole('button', { name: /Add Group/ }));
    const dialog = await findDialog('Add Group');
    await user.click(within(dialog).getByLabelText('User group'));
    await user.click(await screen.findByText('JS/FE staff', { selector: '.ant-select-item-option-content' }));
    expect(await within(dialog).findByText('Mentor (not a staff role, skipped)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.bulk).toEqual([
        [
          { userId: 6, isManager: true, isSupervisor: true },
          { userId: 5, isManager: true, isSupervisor: true },
        ],
      ]),
    );
    expect(await within(table).findByText('dementor (Dora Dementor)')).toBeInTheDocument();
  });

  it('refuses a group that grants no staff role', async () => {
    const calls = serve(admin);
    await openTable();
    await user.click(screen.getByRole('button', { name: /Add Group/ }));
    const dialog = await findDialog('Add Group');
    await user.click(within(dialog).getByLabelText('User group'));
    await user.click(await screen.findByText('Students', { selector: '.ant-select-item-option-content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/grants no course staff role/)).toBeInTheDocument();
    expect(calls.bulk).toEqual([]);
  });

  it('refuses a supervisor of the course', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['supervisor']) } }));
    renderWithProviders(<CourseUsers />);
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
  });
});
