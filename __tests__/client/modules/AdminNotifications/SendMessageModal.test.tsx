import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';

import type { Notification, SendNotificationInput, UserName } from '@/api/model';
import AdminNotifications from '@/pages/admin/notifications';

import {
  API,
  coursesHandler,
  makeCourse,
  makeSession,
  problemResponse,
  sessionHandler,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

// Issue 11: "Send message" on /admin/notifications sends one POST /users/notifications/send per chosen user (MSW).
const user = userEvent.setup({ delay: null });

const notification = (id: string, name: string, enabled: boolean, type: Notification['type']): Notification => ({
  id,
  name,
  enabled,
  type,
  parentId: null,
  channels: [{ channelId: 'email', template: { subject: 'Hi', body: '{{text}}' } }],
});
const USERS: UserName[] = [
  { id: 6, githubId: 'taskowner', name: 'Tomas Taskowner' },
  { id: 7, githubId: 'student1', name: 'Sam Student' },
];

function serve({ failFor }: { failFor?: number } = {}) {
  const sends: SendNotificationInput[] = [];
  server.use(
    sessionHandler(makeSession({ isAdmin: true })),
    coursesHandler([makeCourse()]),
    http.get(`${API}/api/v2/notifications`, () =>
      HttpResponse.json([
        notification('mentorsInvitation', 'Mentors invitation', true, 'message'),
        notification('retired', 'Retired letter', false, 'message'),
      ]),
    ),
    http.get(`${API}/api/users/search/:text`, ({ params }) =>
      HttpResponse.json(USERS.filter((item) => item.githubId.startsWith(String(params.text)))),
    ),
    http.post(`${API}/api/v2/users/notifications/send`, async ({ request }) => {
      const body = (await request.json()) as SendNotificationInput;
      sends.push(body);
      if (body.userId === failFor) return problemResponse(404, 'The user has no e-mail or connected channel');
      return HttpResponse.json({ queued: 1 }, { status: 202 });
    }),
  );
  return sends;
}

function openDropdown(): HTMLElement {
  const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  return dropdowns[dropdowns.length - 1];
}

async function openSendDialog() {
  renderWithProviders(<AdminNotifications />);
  await screen.findByText('Mentors invitation');
  await user.click(screen.getByRole('button', { name: /Send message/ }));
  return screen.findByRole('dialog', { name: 'Send message' });
}

async function chooseNotification(dialog: HTMLElement) {
  await user.click(within(dialog).getByLabelText('Notification'));
  const dropdown = await waitFor(openDropdown);
  // Only the enabled notifications, each with its type.
  expect(within(dropdown).queryByText(/Retired letter/)).not.toBeInTheDocument();
  await user.click(await within(dropdown).findByText('Mentors invitation (mentorsInvitation) · message'));
}

async function chooseUser(dialog: HTMLElement, text: string, label: string) {
  await user.type(within(dialog).getByLabelText('Users'), text);
  await user.click(await within(await waitFor(openDropdown)).findByText(label, {}, { timeout: 10_000 }));
}

describe('/admin/notifications "Send message"', () => {
  it('asks for the notification and the users and sends nothing without them', async () => {
    const sends = serve();
    const dialog = await openSendDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose the notification')).toBeInTheDocument();
    expect(await within(dialog).findByText('Choose the users')).toBeInTheDocument();
    expect(sends).toEqual([]);
  });

  it('rejects Data that is not a JSON object', async () => {
    const sends = serve();
    const dialog = await openSendDialog();
    await chooseNotification(dialog);
    await chooseUser(dialog, 'task', 'taskowner (Tomas Taskowner)');
    for (const text of ['[[1, 2]', '{{oops']) {
      await user.clear(within(dialog).getByLabelText('Data'));
      await user.type(within(dialog).getByLabelText('Data'), text);
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      // The last text's message may still be leaving (antd animates it out): wait for the one that stays.
      await waitFor(() => expect(within(dialog).getByText('Data must be a JSON object')).toBeInTheDocument());
    }
    expect(sends).toEqual([]);
  });

  it('sends one request per chosen user with the data and the expire date in UTC, then sums up', async () => {
    const sends = serve();
    const dialog = await openSendDialog();
    await chooseNotification(dialog);
    await chooseUser(dialog, 'task', 'taskowner (Tomas Taskowner)');
    await chooseUser(dialog, 'stud', 'student1 (Sam Student)');
    await user.type(within(dialog).getByLabelText('Data'), '{{"text": "Hello"}');
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const expire = within(dialog).getByLabelText(`Expire date (${timeZone})`);
    await user.click(expire);
    await user.type(expire, '2030-01-15 10:30');
    // The picker's own OK confirms the typed date (Enter would also submit the form).
    const picker = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
      if (!open) throw new Error('The date picker did not open');
      return open;
    });
    await user.click(within(picker).getByRole('button', { name: 'OK' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Queued for 2 users')).toBeInTheDocument();
    const expireDate = dayjs('2030-01-15 10:30').toISOString();
    const expected = (userId: number) => ({
      notificationId: 'mentorsInvitation',
      userId,
      data: { text: 'Hello' },
      expireDate,
    });
    expect([...sends].sort((a, b) => a.userId - b.userId)).toEqual([expected(6), expected(7)]);
  });

  it('names the users the server refused with its problem detail', async () => {
    const sends = serve({ failFor: 7 });
    const dialog = await openSendDialog();
    await chooseNotification(dialog);
    await chooseUser(dialog, 'task', 'taskowner (Tomas Taskowner)');
    await chooseUser(dialog, 'stud', 'student1 (Sam Student)');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Queued for 1 user')).toBeInTheDocument();
    expect(within(dialog).getByText('Failed for 1 user')).toBeInTheDocument();
    expect(
      within(dialog).getByText('student1 (Sam Student): The user has no e-mail or connected channel'),
    ).toBeInTheDocument();
    expect(sends.map((body) => body.userId).sort()).toEqual([6, 7]);
    expect(sends.every((body) => body.data === undefined && body.expireDate === undefined)).toBe(true);
  });
});
