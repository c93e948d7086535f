import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { UserNotificationSettings, UserNotificationSettingsUpdate } from '@/api/model';
import ConnectionConfirmed from '@/pages/profile/connection-confirmed';
import ProfileNotifications from '@/pages/profile/notifications';

import {
  API,
  coursesHandler,
  makeCourse,
  makeSession,
  problemResponse,
  sessionHandler,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { mockRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

// pages.md §7 "/profile/notifications" and "/profile/connection-confirmed" against access.md §35 (MSW).
const user = userEvent.setup({ delay: null });
const URL = `${API}/api/v2/users/notifications`;

const settings = (connections: UserNotificationSettings['connections']): UserNotificationSettings => ({
  notifications: [
    { id: 'taskGrade', name: 'Task grade', enabled: true, settings: { email: true, telegram: false, discord: false } },
    { id: 'mentor:assigned', name: 'Mentor assigned', enabled: true, settings: { email: false } },
  ],
  connections,
});

function serve(data: UserNotificationSettings) {
  const calls = { puts: [] as UserNotificationSettingsUpdate[], resends: 0, profiles: [] as unknown[] };
  server.use(
    sessionHandler(makeSession()),
    coursesHandler([makeCourse()]),
    http.get(URL, () => HttpResponse.json(data)),
    http.put(URL, async ({ request }) => {
      calls.puts.push((await request.json()) as UserNotificationSettingsUpdate);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${URL}/confirmation/email`, () => {
      calls.resends += 1;
      return calls.resends > 1
        ? problemResponse(429, 'A confirmation link was sent less than a minute ago; try again in 30 s.')
        : new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/api/v2/profile/user`, async ({ request }) => {
      calls.profiles.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('/profile/notifications', () => {
  it('shows the channel status and saves the ticked settings', async () => {
    const calls = serve(
      settings({
        email: { value: 'ann@example.com', enabled: true, lastLinkSentAt: null },
        telegram: { value: '42', enabled: true },
      }),
    );
    renderWithProviders(<ProfileNotifications />);
    expect(await screen.findByText('Your e-mail ann@example.com is confirmed.')).toBeInTheDocument();
    expect(screen.getByText('Telegram is connected.')).toBeInTheDocument();
    expect(screen.getByText('Discord is not connected.')).toBeInTheDocument();
    const telegram = await screen.findByRole('checkbox', { name: 'Task grade: Telegram' });
    expect(screen.getByRole('checkbox', { name: 'Task grade: Email' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Task grade: Discord' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Mentor assigned: Telegram' })).not.toBeInTheDocument();
    await user.click(telegram);
    await user.click(screen.getByRole('checkbox', { name: 'Mentor assigned: Email' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.puts).toEqual([
        [
          { notificationId: 'taskGrade', channelId: 'telegram', enabled: true },
          { notificationId: 'mentor:assigned', channelId: 'email', enabled: true },
        ],
      ]),
    );
    expect(await screen.findByText('New notification settings saved.')).toBeInTheDocument();
  });

  it('without connections: asks for an e-mail, hints the Telegram bot, disables Save and the checkboxes', async () => {
    const calls = serve(settings({}));
    renderWithProviders(<ProfileNotifications />);
    await waitFor(() => expect(screen.getByText('Connect a channel to receive notifications')).toBeInTheDocument());
    expect(screen.getByText('Ask the school bot for a link')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(await screen.findByRole('checkbox', { name: 'Task grade: Email' })).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Add e-mail' }));
    await waitFor(() => expect(calls.profiles).toEqual([{ contacts: { email: 'new@example.com' } }]));
    expect(await screen.findByText('We sent a confirmation link to your e-mail.')).toBeInTheDocument();
  });

  it('an unconfirmed e-mail offers Resend and shows the server refusing a second one too soon', async () => {
    const calls = serve(settings({ email: { value: 'ann@example.com', enabled: false, lastLinkSentAt: null } }));
    renderWithProviders(<ProfileNotifications />);
    const alert = (await screen.findByText('Confirm your e-mail ann@example.com')).closest('[role="alert"]');
    const resend = within(alert as HTMLElement).getByRole('button', { name: 'Resend' });
    await user.click(resend);
    expect(await screen.findByText('We sent a new confirmation link to your e-mail.')).toBeInTheDocument();
    await user.click(resend);
    expect(await screen.findByText(/less than a minute ago/)).toBeInTheDocument();
    expect(calls.resends).toBe(2);
  });
});

describe('/profile/connection-confirmed', () => {
  it('names the connected channel and links to Notifications', async () => {
    serve(settings({}));
    await mockRouter.push('/profile/connection-confirmed?connectionType=email');
    renderWithProviders(<ConnectionConfirmed />);
    expect(await screen.findByText('You have successfully connected your e-mail')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/profile/notifications');
  });
});
