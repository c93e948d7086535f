import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Criteria, Task, TaskInput } from '@/api/model';
import AdminTasks from '@/pages/admin/tasks';

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
const URL = `${API}/api/v2/tasks`;

function task(id: number, name: string, overrides: Partial<Task> = {}): Task {
  return {
    id,
    name,
    type: 'jstask',
    discipline: { id: 1, name: 'JavaScript' },
    descriptionUrl: `https://example.com/tasks/${id}`,
    description: null,
    githubPrRequired: false,
    githubRepoName: null,
    sourceGithubRepoUrl: null,
    tags: ['js'],
    skills: [],
    attributes: {},
    courses: [],
    createdDate: '2026-01-01T00:00:00.000Z',
    updatedDate: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const stored: Criteria = {
  criteria: [
    { key: 'layout', text: 'Layout', type: 'title', index: 0 },
    { key: 'header', text: 'Header', type: 'subtask', max: 20, index: 1 },
    { key: 'errors', text: 'Console errors', type: 'penalty', max: -10, index: 2 },
  ],
};

// pages.md §5 "/admin/tasks" against an in-memory catalogue; task 2 (Portfolio) has criteria.
function serve() {
  let list = [
    task(1, 'Songbird', {
      courses: [{ id: 1, alias: 'js-fe-2026' }],
      githubPrRequired: true,
      githubRepoName: 'songbird',
    }),
    task(2, 'Portfolio', { type: 'htmltask', skills: ['layout'] }),
    task(3, 'Quiz', { type: 'selfeducation' }),
  ];
  const calls = { posts: [] as TaskInput[], patches: [] as unknown[], criteria: [] as unknown[] };
  server.use(
    sessionHandler(makeSession({ courses: { 1: courseRoles(['manager']) } })),
    coursesHandler([makeCourse()]),
    http.get(`${API}/api/v2/disciplines`, () =>
      HttpResponse.json([{ id: 1, name: 'JavaScript', createdDate: '', updatedDate: '' }]),
    ),
    http.get(URL, () => HttpResponse.json(list)),
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as TaskInput;
      calls.posts.push(body);
      const created = task(10, body.name, { type: body.type });
      list = [created, ...list];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch(`${URL}/:id`, async ({ params, request }) => {
      calls.patches.push({ id: params.id, body: await request.json() });
      return HttpResponse.json(list.find((item) => item.id === Number(params.id)));
    }),
    http.get(`${URL}/:id/criteria`, ({ params }) => HttpResponse.json(params.id === '2' ? stored : { criteria: [] })),
    http.post(`${URL}/:id/criteria`, async ({ params, request }) => {
      calls.criteria.push({ method: 'POST', id: params.id, body: await request.json() });
      return HttpResponse.json({}, { status: 201 });
    }),
    http.patch(`${URL}/:id/criteria`, async ({ params, request }) => {
      calls.criteria.push({ method: 'PATCH', id: params.id, body: await request.json() });
      return HttpResponse.json({});
    }),
  );
  return calls;
}

// Nested antd modals share one aria-labelledby id in jsdom, so the inner one is found by its title text.
async function findDialog(title: string) {
  await screen.findByText(title);
  const found = screen.getAllByRole('dialog').find((dialog) => within(dialog).queryByText(title));
  if (!found) throw new Error(`No dialog "${title}"`);
  return found;
}

async function openTable() {
  renderWithProviders(<AdminTasks />);
  const table = await screen.findByRole('table');
  await within(table).findByText('Songbird');
  return table;
}

describe('/admin/tasks', () => {
  it('lists the tasks with courses, PR flag and repo name', async () => {
    serve();
    const table = await openTable();
    expect(screen.getByText('Add Task')).toBeInTheDocument();
    expect(within(table).getByText('js-fe-2026')).toBeInTheDocument();
    expect(within(table).getByText('songbird')).toBeInTheDocument();
    expect(within(table).getByText('selfeducation')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Portfolio' })).toBeInTheDocument();
  });

  it('searches by name', async () => {
    serve();
    const table = await openTable();
    await user.type(screen.getByLabelText('Search by name'), 'port');
    await waitFor(() => expect(within(table).queryByText('Songbird')).not.toBeInTheDocument());
    expect(within(table).getByText('Portfolio')).toBeInTheDocument();
  });

  it('adds a task with a criteria row: POSTs the task, then POSTs its criteria', async () => {
    const calls = serve();
    await openTable();
    await user.click(screen.getByText('Add Task'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    await user.type(within(dialog).getByLabelText('Name'), 'Async Race');
    await user.type(within(dialog).getByLabelText('Description URL'), 'https://example.com/race');
    await user.click(within(dialog).getByText('Cross-Check Criteria'));
    fireEvent.change(within(dialog).getByLabelText('New criterion text'), { target: { value: 'Cars move' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add criterion' }));
    expect(within(dialog).getByLabelText('Criterion 1 text')).toHaveValue('Cars move');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.criteria).toHaveLength(1));
    expect(calls.posts).toEqual([
      expect.objectContaining({ name: 'Async Race', type: 'jstask', descriptionUrl: 'https://example.com/race' }),
    ]);
    expect(calls.criteria).toEqual([
      {
        method: 'POST',
        id: '10',
        body: { criteria: [{ key: 'criterion-1', text: 'Cars move', type: 'subtask', max: 10, index: 0 }] },
      },
    ]);
    expect(await screen.findByText('Task saved')).toBeInTheDocument();
  });

  it('edits criteria: moves a row up and replaces the list with PATCH, indexes following the order', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Edit Portfolio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    await user.click(within(dialog).getByText('Cross-Check Criteria'));
    expect(await within(dialog).findByLabelText('Criterion 3 text')).toHaveValue('Console errors');
    await user.click(within(dialog).getByRole('button', { name: 'Move criterion 3 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.criteria).toHaveLength(1));
    expect(calls.criteria[0]).toEqual({
      method: 'PATCH',
      id: '2',
      body: {
        criteria: [
          { key: 'layout', text: 'Layout', type: 'title', index: 0 },
          { key: 'errors', text: 'Console errors', type: 'penalty', max: -10, index: 1 },
          { key: 'header', text: 'Header', type: 'subtask', max: 20, index: 2 },
        ],
      },
    });
    expect(calls.patches).toEqual([
      { id: '2', body: expect.objectContaining({ name: 'Portfolio', skills: ['layout'] }) },
    ]);
  });

  it('imports criteria from pasted JSON and refuses a subtask without a positive max', async () => {
    serve();
    await openTable();
    await user.click(screen.getByText('Add Task'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    await user.click(within(dialog).getByText('Cross-Check Criteria'));
    await user.click(within(dialog).getByRole('button', { name: 'Import JSON' }));
    const importer = await findDialog('Import criteria');
    const json = within(importer).getByLabelText('Criteria JSON');
    fireEvent.change(json, { target: { value: '[{"key":"a","text":"A","type":"subtask","max":0}]' } });
    await user.click(within(importer).getByRole('button', { name: 'Import' }));
    expect(await within(importer).findByText('Row 1: a subtask needs max > 0')).toBeInTheDocument();
    fireEvent.change(json, {
      target: { value: '{"criteria":[{"key":"a","text":"Imported","type":"subtask","max":5}]}' },
    });
    await user.click(within(importer).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByLabelText('Criterion 1 text')).toHaveValue('Imported');
  });

  it('edits a self-check test: marks the correct answer and stores it in the attributes JSON', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Edit Quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    await user.click(within(dialog).getByText('JSON Attributes'));
    await user.click(within(dialog).getByRole('button', { name: /Add question/ }));
    fireEvent.change(within(dialog).getByLabelText('Question 1 text'), { target: { value: 'Pick b' } });
    fireEvent.change(within(dialog).getByLabelText('Question 1 answer 1'), { target: { value: 'a' } });
    fireEvent.change(within(dialog).getByLabelText('Question 1 answer 2'), { target: { value: 'b' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(/Question 1: mark the correct answer/)).not.toHaveLength(0);
    expect(calls.patches).toEqual([]);
    await user.click(within(dialog).getByLabelText('Question 1 answer 2 is correct'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.patches).toHaveLength(1));
    const body = (calls.patches[0] as { body: TaskInput }).body;
    expect(body.attributes).toEqual({
      public: {
        maxAttemptsNumber: 3,
        thresholdPercentage: 90,
        strictAttemptsMode: true,
        oneAttemptPerNumberOfHours: 0,
        questions: [{ question: 'Pick b', answers: ['a', 'b'], multiple: false }],
      },
      answers: [1],
    });
  });
});
