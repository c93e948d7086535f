import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Notification, NotificationInput, Problem } from '@/api/model';
import AdminNotifications from '@/pages/admin/notifications';

import { API, coursesHandler, makeCourse, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

// pages.md §5 "/admin/notifications" against the §22 contract (MSW).
const user = userEvent.setup({ delay: null });
const URL = `${API}/api/v2/notifications`;

const taskGrade: Notification = {
  id: 'taskGrade',
  name: 'Task grade',
  enabled: true,
  type: 'event',
  parentId: null,
  channels: [
    { channelId: 'email', template: { subject: 'New score: {{score}}', body: '<p>{{score}}</p>' } },
    { channelId: 'telegram', template: { body: 'Score {{score}}' } },
  ],
};
const letter: Notification = {
  ...taskGrade,
  id: 'letter',
  name: 'Letter',
  enabled: false,
  type: 'message',
  channels: [],
};

function invalidTemplate(): Response {
  const body: Problem = {
    type: '/problems/validation',
    title: 'Bad Request',
    status: 400,
    detail: 'Invalid notification.',
    errors: [{ path: 'channels.1.template.body', message: 'body: the template does not compile: Parse error' }],
    requestId: 'test',
  };
  return HttpResponse.json(body, { status: 400, headers: { 'Content-Type': 'application/problem+json' } });
}

function serve() {
  let list: Notification[] = [taskGrade, letter];
  const calls = { posts: [] as NotificationInput[], puts: [] as NotificationInput[], deletes: [] as string[] };
  server.use(
    sessionHandler(makeSession({ isAdmin: true })),
    coursesHandler([makeCourse()]),
    http.get(URL, () => HttpResponse.json(list)),
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as NotificationInput;
      calls.posts.push(body);
      const created = { ...body, parentId: body.parentId ?? null } as Notification;
      list = [...list, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(URL, async ({ request }) => {
      const body = (await request.json()) as NotificationInput;
      calls.puts.push(body);
      if (body.channels.some((channel) => channel.template.body.includes('{{#if'))) return invalidTemplate();
      return HttpResponse.json({ ...body, parentId: body.parentId ?? null });
    }),
    http.delete(`${URL}/:id`, ({ params }) => {
      calls.deletes.push(String(params.id));
      list = list.filter((item) => item.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function openTable() {
  renderWithProviders(<AdminNotifications />);
  const table = await screen.findByRole('table');
  await within(table).findByText('Task grade');
  return table;
}

describe('/admin/notifications', () => {
  it('lists the notifications with Notification, Type and Active', async () => {
    serve();
    const table = await openTable();
    expect(screen.getByRole('button', { name: /Add Notification/ })).toBeInTheDocument();
    for (const header of ['Notification', 'Type', 'Active']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const row = within(table).getByText('Task grade').closest('tr') as HTMLElement;
    expect(within(row).getByText('taskGrade')).toBeInTheDocument();
    expect(within(row).getByText('event')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const other = within(table).getByText('Letter').closest('tr') as HTMLElement;
    expect(within(other).getByText('Inactive')).toBeInTheDocument();
  });

  it('creates a notification with the channels whose body is filled in', async () => {
    const calls = serve();
    await openTable();
    await user.click(screen.getByRole('button', { name: /Add Notification/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Notification Settings' });
    await user.type(within(dialog).getByLabelText('Id'), 'weekly');
    await user.type(within(dialog).getByLabelText('Name'), 'Weekly digest');
    await user.type(within(dialog).getByLabelText('Subject'), 'Your week');
    await user.type(within(dialog).getAllByLabelText('Body')[0], 'Hello {{{{name}}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.posts).toEqual([
        {
          id: 'weekly',
          name: 'Weekly digest',
          enabled: true,
          type: 'event',
          parentId: null,
          channels: [{ channelId: 'email', template: { subject: 'Your week', body: 'Hello {{name}}' } }],
        },
      ]),
    );
    expect(await screen.findByText('Notification saved')).toBeInTheDocument();
  });

  it('edits with the templates prefilled, shows the variables, and marks a template the server cannot compile', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Edit Task grade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notification Settings' });
    expect(within(dialog).getByLabelText('Id')).toHaveValue('taskGrade');
    expect(within(dialog).getByLabelText('Id')).toBeDisabled();
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('New score: {{score}}');
    expect(within(dialog).getByText(/Variables: .*\{\{courseTask\.name\}\}/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Telegram' }));
    const telegramBody = within(within(dialog).getByRole('tabpanel', { name: 'Telegram' })).getByLabelText('Body');
    expect(telegramBody).toHaveValue('Score {{score}}');
    await user.clear(telegramBody);
    await user.type(telegramBody, '{{{{#if x}}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('body: the template does not compile: Parse error')).toBeInTheDocument();
    expect(calls.puts[0].channels.map((channel) => channel.channelId)).toEqual(['email', 'telegram']);
  });

  it('asks before deleting, then calls DELETE', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Delete Letter' }));
    expect(await screen.findByText('Delete the notification "Letter"?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deletes).toEqual(['letter']));
    expect(await screen.findByText('Notification deleted')).toBeInTheDocument();
  });

  it('refuses a non-admin with the role warning', async () => {
    server.use(sessionHandler(makeSession()), coursesHandler([makeCourse()]));
    renderWithProviders(<AdminNotifications />);
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
  });
});
