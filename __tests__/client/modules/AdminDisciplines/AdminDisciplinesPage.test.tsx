import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Discipline, DisciplineInput, Problem } from '@/api/model';
import AdminDisciplines from '@/pages/admin/disciplines';

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

// A page with a table and a modal form renders slowly in jsdom, more so on a busy machine.
const user = userEvent.setup({ delay: null });

const URL = `${API}/api/v2/disciplines`;

function discipline(id: number, name: string): Discipline {
  return { id, name, createdDate: '2025-01-01T00:00:00.000Z', updatedDate: '2025-01-01T00:00:00.000Z' };
}

function conflict(detail: string): Response {
  const body: Problem = {
    type: '/problems/conflict',
    title: 'Conflict',
    status: 409,
    detail,
    errors: [{ path: 'name', message: 'This name is taken' }],
    requestId: 'test',
  };
  return HttpResponse.json(body, { status: 409, headers: { 'Content-Type': 'application/problem+json' } });
}

// A small in-memory catalogue: writes change what the next GET answers, so revalidation is visible.
function serve(session = makeSession({ isAdmin: true })) {
  let list = [discipline(1, 'JavaScript'), discipline(2, 'Android'), discipline(3, 'AWS')];
  const calls = { gets: 0, posts: [] as DisciplineInput[], patches: [] as unknown[], deletes: [] as string[] };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse()]),
    http.get(URL, () => {
      calls.gets += 1;
      return HttpResponse.json(list);
    }),
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as DisciplineInput;
      calls.posts.push(body);
      if (list.some((item) => item.name === body.name)) return conflict(`A discipline named "${body.name}" exists.`);
      const created = discipline(10, body.name);
      list = [...list, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch(`${URL}/:id`, async ({ params, request }) => {
      const body = (await request.json()) as DisciplineInput;
      calls.patches.push({ id: params.id, body });
      list = list.map((item) => (item.id === Number(params.id) ? { ...item, name: body.name } : item));
      return HttpResponse.json(list.find((item) => item.id === Number(params.id)));
    }),
    http.delete(`${URL}/:id`, ({ params }) => {
      calls.deletes.push(String(params.id));
      list = list.filter((item) => item.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function openTable() {
  renderWithProviders(<AdminDisciplines />);
  const table = await screen.findByRole('table');
  await within(table).findByText('JavaScript');
  return table;
}

describe('/admin/disciplines', () => {
  it('lists the disciplines', async () => {
    serve();
    const table = await openTable();
    expect(within(table).getByText('Android')).toBeInTheDocument();
    expect(within(table).getByText('AWS')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit AWS' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete AWS' })).toBeInTheDocument();
  });

  it('adds a discipline: POSTs the trimmed name, says it is saved and revalidates the list', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(screen.getByText('Add Discipline'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Discipline' });
    await user.type(within(dialog).getByLabelText('Name'), '  Python ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.posts).toEqual([{ name: 'Python' }]));
    expect(await screen.findByText('Discipline saved')).toBeInTheDocument();
    expect(await within(table).findByText('Python')).toBeInTheDocument();
    expect(calls.gets).toBeGreaterThanOrEqual(2);
  });

  it('refuses an empty name on the client', async () => {
    const calls = serve();
    await openTable();
    await user.click(screen.getByText('Add Discipline'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Discipline' });
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the discipline name')).toBeInTheDocument();
    expect(calls.posts).toEqual([]);
  });

  it('puts a 409 "name taken" on the Name field and toasts the problem detail', async () => {
    serve();
    await openTable();
    await user.click(screen.getByText('Add Discipline'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Discipline' });
    await user.type(within(dialog).getByLabelText('Name'), 'AWS');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This name is taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('A discipline named "AWS" exists.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Discipline' })).toBeInTheDocument();
  });

  it('renames a discipline with PATCH {name}, the form prefilled', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Edit Android' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Discipline' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Android');
    await user.clear(name);
    await user.type(name, 'Kotlin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.patches).toEqual([{ id: '2', body: { name: 'Kotlin' } }]));
    expect(await within(table).findByText('Kotlin')).toBeInTheDocument();
  });

  it('asks before deleting, names the discipline, then calls DELETE', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Delete AWS' }));
    expect(await screen.findByText('Delete the discipline "AWS"?')).toBeInTheDocument();
    expect(calls.deletes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deletes).toEqual(['3']));
    expect(await screen.findByText('Discipline deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('AWS')).not.toBeInTheDocument());
  });

  it('refuses a manager', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['manager']) } }));
    renderWithProviders(<AdminDisciplines />);
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
  });
});
