import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { DiscordServer, DiscordServerInput, Problem } from '@/api/model';
import AdminDiscordServers from '@/pages/admin/discord-telegram';

import { API, coursesHandler, makeCourse, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

// A page with a table and a modal form renders slowly in jsdom, more so on a busy machine.
const user = userEvent.setup({ delay: null });

const URL = `${API}/api/v2/discord-servers`;

function problem(status: number, detail: string, errors: Problem['errors']): Response {
  const body: Problem = { type: '/problems/x', title: 'Problem', status, detail, errors, requestId: 'test' };
  return HttpResponse.json(body, { status, headers: { 'Content-Type': 'application/problem+json' } });
}

// An in-memory catalogue: writes change what the next GET answers, so revalidation is visible.
function serve() {
  let list: DiscordServer[] = [
    {
      id: 1,
      name: 'RS School',
      gratitudeUrl: 'https://discord.example.com/api/webhooks/rs-school',
      mentorsChatUrl: 'https://discord.example.com/invite/rs-mentors',
    },
    { id: 2, name: 'RS Android', gratitudeUrl: null, mentorsChatUrl: 'https://discord.example.com/invite/android' },
  ];
  const calls = { posts: [] as DiscordServerInput[], puts: [] as unknown[], deletes: [] as string[] };
  server.use(
    sessionHandler(makeSession({ isAdmin: true })),
    coursesHandler([makeCourse()]),
    http.get(URL, () => HttpResponse.json(list)),
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as DiscordServerInput;
      calls.posts.push(body);
      if (body.name === 'Bad URL server') {
        return problem(400, 'mentorsChatUrl: must be http(s)', [{ path: 'mentorsChatUrl', message: 'Server says no' }]);
      }
      const created = { id: 10, gratitudeUrl: null, mentorsChatUrl: null, ...body };
      list = [...list, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${URL}/:id`, async ({ params, request }) => {
      const body = (await request.json()) as DiscordServerInput;
      calls.puts.push({ id: params.id, body });
      return HttpResponse.json({ id: Number(params.id), ...body });
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
  renderWithProviders(<AdminDiscordServers />);
  const table = await screen.findByRole('table');
  await within(table).findByText('RS School');
  return table;
}

async function openAddDialog() {
  await user.click(screen.getByText('Add Discord Server'));
  return screen.findByRole('dialog', { name: 'Add Discord Server' });
}

describe('/admin/discord-telegram', () => {
  it('lists the servers with their URLs', async () => {
    serve();
    const table = await openTable();
    expect(within(table).getByText('RS Android')).toBeInTheDocument();
    expect(within(table).getByText('https://discord.example.com/api/webhooks/rs-school')).toBeInTheDocument();
    expect(within(table).getByText('https://discord.example.com/invite/android')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit RS Android' })).toBeInTheDocument();
  });

  it('sorts by name', async () => {
    serve();
    const table = await openTable();
    await user.click(within(table).getByRole('columnheader', { name: /^Name/ }));
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(names).toEqual(['RS Android', 'RS School']);
  });

  it('refuses a URL that is not http(s) on the client, then POSTs a valid one with the other URL null', async () => {
    const calls = serve();
    const table = await openTable();
    const dialog = await openAddDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'RS AWS');
    await user.type(within(dialog).getByLabelText('Mentors chat URL'), 'discord.gg/aws');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a URL that starts with http:// or https://')).toBeInTheDocument();
    expect(calls.posts).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Mentors chat URL'));
    await user.type(within(dialog).getByLabelText('Mentors chat URL'), 'https://discord.gg/aws');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.posts).toEqual([{ name: 'RS AWS', gratitudeUrl: null, mentorsChatUrl: 'https://discord.gg/aws' }]),
    );
    expect(await screen.findByText('Discord server saved')).toBeInTheDocument();
    expect(await within(table).findByText('RS AWS')).toBeInTheDocument();
  });

  it('puts a server field error on its field and toasts the detail', async () => {
    serve();
    await openTable();
    const dialog = await openAddDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Bad URL server');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Server says no')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mentors chat URL')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('mentorsChatUrl: must be http(s)')).toBeInTheDocument();
  });

  it('edits with PUT, sending an emptied URL as null so it is cleared', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Edit RS School' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Discord Server' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('RS School');
    await user.clear(within(dialog).getByLabelText('Gratitude webhook URL'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.puts).toEqual([
        {
          id: '1',
          body: {
            name: 'RS School',
            gratitudeUrl: null,
            mentorsChatUrl: 'https://discord.example.com/invite/rs-mentors',
          },
        },
      ]),
    );
  });

  it('asks before deleting, names the server, then calls DELETE', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Delete RS Android' }));
    expect(await screen.findByText('Delete the Discord server "RS Android"?')).toBeInTheDocument();
    expect(calls.deletes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deletes).toEqual(['2']));
    expect(await screen.findByText('Discord server deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('RS Android')).not.toBeInTheDocument());
  });
});
