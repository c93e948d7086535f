import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { ScheduleCopyInput, ScheduleItem, Session } from '@/api/model';
import Schedule from '@/pages/course/schedule';

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
jest.setTimeout(90_000);

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const item = (overrides: Partial<ScheduleItem>): ScheduleItem => ({
  key: 'courseTask-1',
  id: 1,
  entityType: 'courseTask',
  name: 'Songbird',
  type: 'jstask',
  tag: 'coding',
  status: 'available',
  startDate: '2026-03-02T09:00:00.000Z',
  endDate: inDays(2.5),
  descriptionUrl: 'https://example.com/songbird',
  organizer: { id: 5, githubId: 'owner', name: 'Olga Owner' },
  place: null,
  score: null,
  maxScore: 100,
  scoreWeight: 1,
  crossCheckStatus: 'initial',
  ...overrides,
});
const items: ScheduleItem[] = [
  item({}),
  item({ key: 'courseTask-2', id: 2, name: 'Quiz', tag: 'test', status: 'missed', endDate: inDays(-1) }),
  item({ key: 'courseTask-3', id: 3, name: 'Portfolio', status: 'done', score: 80, endDate: inDays(-3) }),
  item({
    key: 'courseEvent-4',
    id: 4,
    entityType: 'courseEvent',
    name: 'Kick-off',
    type: 'lecture_online',
    tag: 'lecture',
    status: 'available',
    descriptionUrl: null,
    maxScore: null,
    scoreWeight: null,
    crossCheckStatus: null,
    endDate: inDays(0.2),
  }),
];

const studentSession = makeSession({ courses: { 1: courseRoles(['student']) } });
const managerSession = makeSession({ courses: { 1: courseRoles(['manager']), 2: courseRoles(['manager']) } });

function serve(session: Session = studentSession, schedule: ScheduleItem[] = items) {
  const calls = { csv: [] as URLSearchParams[], ical: [] as URLSearchParams[], copies: [] as ScheduleCopyInput[] };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026' }), makeCourse({ id: 2, name: 'JS/FE 2025' })]),
    http.get(`${API}/api/v2/courses/1/schedule`, () => HttpResponse.json(schedule)),
    http.get(`${API}/api/v2/courses/1/icalendar/token`, () =>
      HttpResponse.json({ token: '11111111-2222-4333-8444-555555555555' }),
    ),
    http.get(`${API}/api/v2/courses/1/icalendar/:token`, ({ request }) => {
      calls.ical.push(new URL(request.url).searchParams);
      return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { headers: { 'Content-Type': 'text/calendar' } });
    }),
    http.get(`${API}/api/v2/courses/1/schedule/csv`, ({ request }) => {
      calls.csv.push(new URL(request.url).searchParams);
      return new HttpResponse('entityType\r\ncourseTask\r\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="schedule_1.csv"' },
      });
    }),
    http.post(`${API}/api/v2/courses/1/schedule/copy`, async ({ request }) => {
      calls.copies.push((await request.json()) as ScheduleCopyInput);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const table = () => screen.findByRole('table');
const tab = (name: RegExp) => screen.findByRole('tab', { name });
async function openMore() {
  await user.click(screen.getByText('More', { selector: 'button span' }));
}
const menuItem = (name: string) => screen.findByRole('menuitem', { name });

describe('/course/schedule', () => {
  it('shows the status tabs with counts and filters the table by the chosen tab, remembered', async () => {
    serve();
    const { unmount } = renderWithProviders(<Schedule />);
    expect(await within(await table()).findByText('Songbird')).toBeInTheDocument();
    expect(await tab(/^All \(4\)$/)).toBeInTheDocument();
    expect(await tab(/^Available \(2\)$/)).toBeInTheDocument();
    expect(await tab(/^Missed \(1\)$/)).toBeInTheDocument();
    expect(await tab(/^Review \(0\)$/)).toBeInTheDocument();
    await user.click(await tab(/^Missed/));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Songbird')).not.toBeInTheDocument());
    expect(within(await table()).getByText('Quiz')).toBeInTheDocument();
    expect(window.localStorage.getItem('scheduleStatusFilter')).toBe('missed');
    unmount();
    renderWithProviders(<Schedule />);
    expect(await within(await table()).findByText('Quiz')).toBeInTheDocument();
    expect(within(await table()).queryByText('Songbird')).not.toBeInTheDocument();
  });

  it('links tasks to their description and says how close each end is in words', async () => {
    serve();
    renderWithProviders(<Schedule />);
    const songbird = await within(await table()).findByRole('link', { name: 'Songbird' });
    expect(songbird).toHaveAttribute('href', 'https://example.com/songbird');
    expect(within(await table()).getByText(/2 days left/)).toBeInTheDocument();
    expect(within(await table()).getAllByText(/ended/)).toHaveLength(2);
    expect(within(await table()).getByText(/hours left/)).toBeInTheDocument();
    expect(within(await table()).getByText('80 / 100')).toBeInTheDocument();
  });

  it('shows dates in the remembered zone and names it; a zone chosen in the settings is remembered', async () => {
    window.localStorage.setItem('scheduleTimezone', 'Asia/Tashkent');
    serve();
    renderWithProviders(<Schedule />);
    expect(
      await within(await table()).findByRole('columnheader', { name: 'Start (Asia/Tashkent)' }),
    ).toBeInTheDocument();
    expect(within(await table()).getAllByText('2026-03-02 14:00').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: /Schedule settings/ }));
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    await user.click(zone);
    await user.paste('America/Phoenix');
    await user.click(await screen.findByTitle('America/Phoenix'));
    await waitFor(() => expect(window.localStorage.getItem('scheduleTimezone')).toBe('America/Phoenix'));
    expect(
      await within(await table()).findByRole('columnheader', { name: 'Start (America/Phoenix)' }),
    ).toBeInTheDocument();
    expect(within(await table()).getAllByText('2026-03-02 02:00').length).toBeGreaterThan(0);
  });

  it('gives a student the iCal link with his zone but neither the CSV nor the manager actions', async () => {
    window.localStorage.setItem('scheduleTimezone', 'Europe/Warsaw');
    serve();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWithProviders(<Schedule />);
    await within(await table()).findByText('Songbird');
    expect(screen.queryByText('+ Event')).not.toBeInTheDocument();
    await openMore();
    expect(screen.queryByRole('menuitem', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Copy from' })).not.toBeInTheDocument();
    await user.click(await menuItem('Copy iCal Link'));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        'http://localhost/api/v2/courses/1/icalendar/11111111-2222-4333-8444-555555555555?timezone=Europe%2FWarsaw',
      ),
    );
  });

  it('remembers hidden columns, hidden event types and tag colours chosen in the settings', async () => {
    serve();
    renderWithProviders(<Schedule />);
    await within(await table()).findByText('Kick-off');
    await user.click(screen.getByRole('button', { name: /Schedule settings/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Organizer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Online lecture' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Kick-off')).not.toBeInTheDocument());
    expect(within(await table()).queryByRole('columnheader', { name: 'Organizer' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('scheduleColumnsHidden') ?? '[]')).toEqual(['organizer']);
    expect(JSON.parse(window.localStorage.getItem('scheduleEventTypesHidden') ?? '[]')).toEqual(['lecture_online']);
    expect(await tab(/^All \(3\)$/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Colour of Coding' }));
    const gold = (await screen.findAllByTitle('gold')).find((node) => node.matches('.ant-select-item-option'));
    await user.click(gold as HTMLElement);
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('scheduleTagsColors') ?? '{}')).toMatchObject({ coding: 'gold' }),
    );
  });

  it('lets a manager download the iCal feed and the CSV in the chosen zone', async () => {
    window.localStorage.setItem('scheduleTimezone', 'Asia/Tashkent');
    const calls = serve(managerSession);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:schedule'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<Schedule />);
    await within(await table()).findByText('Songbird');
    expect(screen.getByText('+ Event').closest('a')).toHaveAttribute('href', '/course/admin/events');
    expect(screen.getByText('+ Task').closest('a')).toHaveAttribute('href', '/course/admin/tasks');
    await openMore();
    await user.click(await menuItem('Export CSV'));
    await waitFor(() => expect(saved).toContain('schedule_1.csv'));
    expect(calls.csv[0].get('timezone')).toBe('Asia/Tashkent');
    await openMore();
    await user.click(await menuItem('Download iCal'));
    await waitFor(() => expect(saved).toContain('schedule_1.ics'));
    expect(calls.ical[0].get('timezone')).toBe('Asia/Tashkent');
  });

  it('copies the schedule from another managed course after the warning and confirmation', async () => {
    const calls = serve(managerSession);
    renderWithProviders(<Schedule />);
    await within(await table()).findByText('Songbird');
    await openMore();
    await user.click(await menuItem('Copy from'));
    expect(await screen.findByText(/This cannot be undone/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Course to copy from' }));
    await user.click(await screen.findByTitle('JS/FE 2025'));
    await user.click(screen.getByText('Copy', { selector: 'button span' }));
    await waitFor(() => expect(calls.copies).toEqual([{ copyFromCourseId: 2 }]));
  });

  it('filters by a column and shows the filter as a removable tag', async () => {
    serve();
    renderWithProviders(<Schedule />);
    await within(await table()).findByText('Songbird');
    const statusHeader = within(await table()).getByRole('columnheader', { name: /Status/ });
    await user.click(statusHeader.querySelector('.ant-table-filter-trigger') as HTMLElement);
    await user.click(await screen.findByRole('menuitem', { name: /Missed/ }));
    await user.click(screen.getByText('OK', { selector: 'button span' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Songbird')).not.toBeInTheDocument());
    const chip = await screen.findByText('Status: Missed');
    await user.click(within(chip.closest('.ant-tag') as HTMLElement).getByLabelText('Close'));
    expect(await within(await table()).findByText('Songbird')).toBeInTheDocument();
    expect(screen.queryByText('Status: Missed')).not.toBeInTheDocument();
  });

  it('says "No tasks or events yet" for an empty schedule', async () => {
    serve(studentSession, []);
    renderWithProviders(<Schedule />);
    expect(await within(await table()).findByText('No tasks or events yet')).toBeInTheDocument();
    expect(await tab(/^All \(0\)$/)).toBeInTheDocument();
  });
});
