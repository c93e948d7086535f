import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Alert, AlertInput, AlertPatch } from '@/api/model';
import AdminAlerts from '@/pages/admin/alerts';

import { API, coursesHandler, makeCourse, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

// A page with a table and a modal form renders slowly in jsdom, more so on a busy machine.
const user = userEvent.setup({ delay: null });

const URL = `${API}/api/v2/alerts`;
const course = makeCourse({ id: 7, name: 'JS/FE 2026', alias: 'js-fe-2026' });
const makeAlert = (overrides: Partial<Alert>): Alert => ({
  id: 1,
  text: 'Welcome to the new season',
  type: 'info',
  enabled: true,
  courseId: null,
  course: null,
  createdDate: '2026-03-01T10:00:00.000Z',
  updatedDate: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

// An in-memory list: writes change what the next GET answers.
function serve() {
  let list: Alert[] = [
    makeAlert({ id: 2, text: 'Deadline moved', type: 'warn', courseId: 7, course, enabled: false }),
    makeAlert({ id: 1 }),
  ];
  const calls = {
    queries: [] as string[],
    posts: [] as AlertInput[],
    patches: [] as unknown[],
    deletes: [] as string[],
  };
  server.use(
    sessionHandler(makeSession({ isAdmin: true })),
    coursesHandler([course]),
    http.get(`${API}/api/v2/courses`, () => HttpResponse.json([course])),
    http.get(URL, ({ request }) => {
      calls.queries.push(new globalThis.URL(request.url).search);
      return HttpResponse.json(list);
    }),
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as AlertInput;
      calls.posts.push(body);
      const created = makeAlert({ id: 10, ...body, courseId: body.courseId ?? null, enabled: body.enabled ?? false });
      list = [created, ...list];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch(`${URL}/:id`, async ({ params, request }) => {
      const body = (await request.json()) as AlertPatch;
      calls.patches.push({ id: params.id, body });
      list = list.map((alert) => (alert.id === Number(params.id) ? ({ ...alert, ...body } as Alert) : alert));
      return HttpResponse.json(list.find((alert) => alert.id === Number(params.id)));
    }),
    http.delete(`${URL}/:id`, ({ params }) => {
      calls.deletes.push(String(params.id));
      list = list.filter((alert) => alert.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function openTable() {
  renderWithProviders(<AdminAlerts />);
  const table = await screen.findByRole('table');
  await within(table).findByText('Deadline moved');
  return table;
}

describe('/admin/alerts', () => {
  it('lists every alert (enabled=false) with its type in words, course and enabled switch', async () => {
    const calls = serve();
    const table = await openTable();
    expect(calls.queries).toContain('?enabled=false');
    expect(screen.getByRole('heading', { name: 'Alerts' })).toBeInTheDocument();
    for (const header of ['Text', 'Type', 'Course', 'Enabled']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByText('Warning')).toBeInTheDocument();
    expect(within(table).getByText('JS/FE 2026')).toBeInTheDocument();
    expect(within(table).getByText('All courses')).toBeInTheDocument();
    expect(within(table).getByRole('switch', { name: 'Enabled: Deadline moved' })).not.toBeChecked();
    expect(within(table).getByRole('switch', { name: 'Enabled: Welcome to the new season' })).toBeChecked();
  });

  it('creates a global alert, then revalidates the list', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(screen.getByText('Add Alert'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Alert' });
    await user.type(within(dialog).getByLabelText('Text'), 'Maintenance tonight');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.posts).toEqual([{ type: 'info', text: 'Maintenance tonight', courseId: null, enabled: false }]),
    );
    expect(await screen.findByText('Alert saved')).toBeInTheDocument();
    expect(await within(table).findByText('Maintenance tonight')).toBeInTheDocument();
  });

  it('does not send an empty text', async () => {
    const calls = serve();
    await openTable();
    await user.click(screen.getByText('Add Alert'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Alert' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the text')).toBeInTheDocument();
    expect(calls.posts).toEqual([]);
  });

  it('enables an alert with its switch', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('switch', { name: 'Enabled: Deadline moved' }));
    await waitFor(() => expect(calls.patches).toEqual([{ id: '2', body: { enabled: true } }]));
    expect(await screen.findByText('Alert enabled')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByRole('switch', { name: 'Enabled: Deadline moved' })).toBeChecked());
  });

  it('edits an alert with its values prefilled', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Edit Deadline moved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Alert' });
    const text = within(dialog).getByLabelText('Text');
    expect(text).toHaveValue('Deadline moved');
    await user.clear(text);
    await user.type(text, 'Deadline moved to Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.patches).toEqual([
        { id: '2', body: { type: 'warn', text: 'Deadline moved to Friday', courseId: 7, enabled: false } },
      ]),
    );
  });

  it('asks before deleting, then calls DELETE', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Delete Deadline moved' }));
    expect(await screen.findByText('Delete this alert?')).toBeInTheDocument();
    expect(calls.deletes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deletes).toEqual(['2']));
    expect(await screen.findByText('Alert deleted')).toBeInTheDocument();
  });
});
