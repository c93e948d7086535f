import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { CourseEvent, CourseEventInput, Event } from '@/api/model';
import CourseEvents from '@/pages/course/admin/events';

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

const lecture: CourseEvent = {
  id: 21,
  event: {
    id: 1,
    name: 'Lecture: Closures',
    type: 'lecture_online',
    descriptionUrl: null,
    description: null,
    discipline: null,
  },
  dateTime: '2026-03-05T17:00:00.000Z',
  endTime: '2026-03-05T18:30:00.000Z',
  duration: null,
  place: 'Online',
  organizer: { id: 7, githubId: 'mentor', name: 'Mia Mentor' },
  broadcastUrl: 'https://youtube.com/live/1',
  coordinator: null,
  comment: 'Bring questions',
  special: 'live,optional',
};
const meetup: CourseEvent = {
  ...lecture,
  id: 22,
  event: { ...lecture.event, id: 2, name: 'Meetup with mentors', type: 'meetup' },
  dateTime: '2026-03-08T17:00:00.000Z',
  endTime: null,
  duration: 60,
  place: 'Discord',
  organizer: null,
  comment: null,
  special: '',
};
const catalogue = [
  { id: 1, name: 'Lecture: Closures', type: 'lecture_online' },
  { id: 2, name: 'Meetup with mentors', type: 'meetup' },
] as Event[];

function serve() {
  const calls = { puts: [] as CourseEventInput[], deletes: [] as string[] };
  let list = [lecture, meetup];
  server.use(
    sessionHandler(makeSession({ id: 3, githubId: 'manager', courses: { 1: courseRoles(['manager']) } })),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/events`, () => HttpResponse.json(list)),
    http.get(`${API}/api/v2/events`, () => HttpResponse.json(catalogue)),
    http.put(`${API}/api/v2/courses/1/events/:id`, async ({ request }) => {
      const body = (await request.json()) as CourseEventInput;
      calls.puts.push(body);
      list = list.map((event) => (event.id === 21 ? { ...event, place: body.place ?? null } : event));
      return HttpResponse.json(list[0]);
    }),
    http.delete(`${API}/api/v2/courses/1/events/:id`, ({ params }) => {
      calls.deletes.push(String(params.id));
      list = list.filter((event) => String(event.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

async function openTable() {
  renderWithProviders(<CourseEvents />);
  const table = await screen.findByRole('table');
  await within(table).findByText('Lecture: Closures');
  return table;
}

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('/course/admin/events', () => {
  it('lists the course events with the columns of pages.md §4 and names the time zone', async () => {
    serve();
    const table = await openTable();
    for (const title of ['Id', 'Name', 'Type', 'Place', 'Organizer', 'Comment']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    }
    expect(within(table).getByRole('columnheader', { name: new RegExp(`Start \\(${zone}\\)`) })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: new RegExp(`End \\(${zone}\\)`) })).toBeInTheDocument();
    const row = within(table).getByText('Meetup with mentors').closest('tr') as HTMLElement;
    expect(within(row).getByText('60 min')).toBeInTheDocument();
    expect(within(row).getByText('Discord')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Event/ })).toBeInTheDocument();
  });

  it('edits an event: the form is filled and the PUT keeps UTC instants and the special tags', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Edit Lecture: Closures' }));
    const dialog = await findDialog('Edit Event');
    expect(within(dialog).getByText(`Date and Time (${zone})`)).toBeInTheDocument();
    const place = within(dialog).getByLabelText('Place');
    await user.clear(place);
    await user.type(place, 'Room 101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.puts).toHaveLength(1));
    expect(calls.puts[0]).toEqual({
      eventId: 1,
      dateTime: '2026-03-05T17:00:00.000Z',
      endTime: '2026-03-05T18:30:00.000Z',
      duration: null,
      place: 'Room 101',
      organizerId: 7,
      broadcastUrl: 'https://youtube.com/live/1',
      special: 'live,optional',
      comment: 'Bring questions',
    });
    expect(await within(table).findByText('Room 101')).toBeInTheDocument();
  });

  it('refuses a broadcast URL that is not http(s)', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Edit Lecture: Closures' }));
    const dialog = await findDialog('Edit Event');
    const url = within(dialog).getByLabelText('Broadcast URL');
    await user.clear(url);
    await user.type(url, 'ftp://nope');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an http(s) URL')).toBeInTheDocument();
    expect(calls.puts).toEqual([]);
  });

  it('deletes an event after confirmation', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Delete Meetup with mentors' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deletes).toEqual(['22']));
    await waitFor(() => expect(within(table).queryByText('Meetup with mentors')).not.toBeInTheDocument());
  });

  it('refuses to add an event without event and date, sending nothing', async () => {
    serve();
    await openTable();
    await user.click(screen.getByRole('button', { name: /Add Event/ }));
    const dialog = await findDialog('Add Event');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose an event')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the date and time')).toBeInTheDocument();
  });
});
