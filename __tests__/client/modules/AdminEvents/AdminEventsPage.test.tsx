import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Event, EventInput } from '@/api/model';
import AdminEvents from '@/pages/admin/events';

import {
  API,
  courseRoles,
  coursesHandler,
  makeCourse,
  makeSession,
  problemResponse,
  sessionHandler,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
const URL = `${API}/api/v2/events`;

function event(id: number, name: string, overrides: Partial<Event> = {}): Event {
  return {
    id,
    name,
    type: 'lecture_online',
    discipline: { id: 1, name: 'JavaScript' },
    descriptionUrl: `https://example.com/events/${id}`,
    description: `About ${name}`,
    createdDate: '2026-01-01T00:00:00.000Z',
    updatedDate: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

// pages.md §5 "/admin/events" against an in-memory catalogue; event 2 is used by a course event (409 on delete).
function serve(session = makeSession({ courses: { 1: courseRoles(['manager']) } })) {
  let list = [event(1, 'Lecture: Closures'), event(2, 'Meetup with mentors', { type: 'meetup' })];
  const calls = { posts: [] as EventInput[], deletes: [] as string[] };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse()]),
    http.get(`${API}/api/v2/disciplines`, () =>
      HttpResponse.json([{ id: 1, name: 'JavaScript', createdDate: '', updatedDate: '' }]),
    ),
    http.get(URL, () => HttpResponse.json(list)),
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as EventInput;
      calls.posts.push(body);
      const created = event(10, body.name, { type: body.type });
      list = [...list, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete(`${URL}/:id`, ({ params }) => {
      calls.deletes.push(String(params.id));
      if (params.id === '2') return problemResponse(409, 'The event cannot be deleted: 1 course event uses it.');
      list = list.filter((item) => item.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function openTable() {
  renderWithProviders(<AdminEvents />);
  const table = await screen.findByRole('table');
  await within(table).findByText('Lecture: Closures');
  return table;
}

describe('/admin/events', () => {
  it('lists the catalogue with discipline, description URL, description and type', async () => {
    serve();
    const table = await openTable();
    expect(screen.getByText('Add Event')).toBeInTheDocument();
    expect(within(table).getByText('meetup')).toBeInTheDocument();
    expect(within(table).getByText('https://example.com/events/1')).toBeInTheDocument();
    expect(within(table).getByText('About Lecture: Closures')).toBeInTheDocument();
    expect(within(table).getAllByText('JavaScript')).toHaveLength(2);
  });

  it('searches by name', async () => {
    serve();
    const table = await openTable();
    await user.type(screen.getByLabelText('Search by name'), 'meetup');
    await waitFor(() => expect(within(table).queryByText('Lecture: Closures')).not.toBeInTheDocument());
    expect(within(table).getByText('Meetup with mentors')).toBeInTheDocument();
  });

  it('adds an event with POST {name, type, ...} and nulls for empty optional fields', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(screen.getByText('Add Event'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    await user.type(within(dialog).getByLabelText('Name'), ' Workshop: Git ');
    await user.click(within(dialog).getByLabelText('Type'));
    await user.click(await screen.findByTitle('workshop'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.posts).toEqual([
        { name: 'Workshop: Git', type: 'workshop', disciplineId: null, descriptionUrl: null, description: null },
      ]),
    );
    expect(await within(table).findByText('Workshop: Git')).toBeInTheDocument();
  });

  it('asks before deleting and shows the server message when a used event is refused', async () => {
    const calls = serve();
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Delete Meetup with mentors' }));
    expect(await screen.findByText('Delete the event "Meetup with mentors"?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deletes).toEqual(['2']));
    expect(await screen.findByText('The event cannot be deleted: 1 course event uses it.')).toBeInTheDocument();
    expect(within(table).getByText('Meetup with mentors')).toBeInTheDocument();
  });

  it('refuses a student', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['student']) } }));
    renderWithProviders(<AdminEvents />);
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
  });
});
