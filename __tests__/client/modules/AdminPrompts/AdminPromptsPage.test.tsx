import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Problem, Prompt, PromptInput } from '@/api/model';
import AdminPrompts from '@/pages/admin/prompts';

import { API, coursesHandler, makeCourse, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

// A page with a table and a modal form renders slowly in jsdom, more so on a busy machine.
const user = userEvent.setup({ delay: null });

const URL = `${API}/api/v2/prompts`;
const makePrompt = (overrides: Partial<Prompt>): Prompt => ({
  id: 1,
  type: 'cv-summary',
  text: 'Summarise the CV',
  temperature: 0.3,
  createdDate: '2026-03-01T10:00:00.000Z',
  updatedDate: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

function conflict(): Response {
  const body: Problem = {
    type: '/problems/conflict',
    title: 'Conflict',
    status: 409,
    detail: 'A prompt of type "cv-summary" already exists.',
    errors: [{ path: 'type', message: 'This type is taken' }],
    requestId: 'test',
  };
  return HttpResponse.json(body, { status: 409, headers: { 'Content-Type': 'application/problem+json' } });
}

function serve() {
  let list: Prompt[] = [makePrompt({})];
  const calls = { posts: [] as PromptInput[], patches: [] as unknown[], deletes: [] as string[] };
  server.use(
    sessionHandler(makeSession({ isAdmin: true })),
    coursesHandler([makeCourse()]),
    http.get(URL, () => HttpResponse.json(list)),
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as PromptInput;
      calls.posts.push(body);
      if (list.some((prompt) => prompt.type === body.type)) return conflict();
      const created = makePrompt({ id: 10, ...body });
      list = [...list, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch(`${URL}/:id`, async ({ params, request }) => {
      calls.patches.push({ id: params.id, body: await request.json() });
      return HttpResponse.json(list[0]);
    }),
    http.delete(`${URL}/:id`, ({ params }) => {
      calls.deletes.push(String(params.id));
      list = list.filter((prompt) => prompt.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function openTable() {
  renderWithProviders(<AdminPrompts />);
  const table = await screen.findByRole('table');
  await within(table).findByText('cv-summary');
  return table;
}

async function openAddDialog() {
  await user.click(screen.getByText('Add Prompt'));
  return screen.findByRole('dialog', { name: 'Add Prompt' });
}

describe('/admin/prompts', () => {
  it('lists the prompts with type and temperature', async () => {
    serve();
    const table = await openTable();
    expect(screen.getByRole('heading', { name: 'Manage Prompts' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Type/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Temperature' })).toBeInTheDocument();
    expect(within(table).getByText('0.3')).toBeInTheDocument();
  });

  it('creates a prompt from Type, Temperature and Text', async () => {
    const calls = serve();
    const table = await openTable();
    const dialog = await openAddDialog();
    await user.type(within(dialog).getByLabelText('Type'), 'interview-feedback');
    const temperature = within(dialog).getByLabelText('Temperature');
    await user.clear(temperature);
    await user.type(temperature, '0.7');
    await user.type(within(dialog).getByLabelText('Text'), 'Rewrite the notes');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.posts).toEqual([{ type: 'interview-feedback', temperature: 0.7, text: 'Rewrite the notes' }]),
    );
    expect(await screen.findByText('Prompt saved')).toBeInTheDocument();
    expect(await within(table).findByText('interview-feedback')).toBeInTheDocument();
  });

  it('puts a 409 "type taken" on the Type field', async () => {
    serve();
    await openTable();
    const dialog = await openAddDialog();
    await user.type(within(dialog).getByLabelText('Type'), 'cv-summary');
    await user.type(within(dialog).getByLabelText('Text'), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This type is taken')).toBeInTheDocument();
  });

  it('edits a prompt with its text prefilled', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Edit cv-summary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Prompt' });
    expect(within(dialog).getByLabelText('Text')).toHaveValue('Summarise the CV');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.patches).toEqual([
        { id: '1', body: { type: 'cv-summary', temperature: 0.3, text: 'Summarise the CV' } },
      ]),
    );
  });

  it('asks before deleting, then calls DELETE', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Delete cv-summary' }));
    expect(await screen.findByText('Delete the prompt "cv-summary"?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deletes).toEqual(['1']));
    expect(await screen.findByText('Prompt deleted')).toBeInTheDocument();
  });
});
