import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';

import type { CourseInput, Problem } from '@/api/model';
import AdminCourses from '@/pages/admin/courses';

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

const courses = [
  makeCourse({
    id: 1,
    name: 'JS 2025',
    alias: 'js-2025',
    fullName: 'JavaScript Front-end 2025',
    description: 'Front-end from scratch',
    logo: 'javascript',
    personalMentoring: true,
    personalMentoringStartDate: '2025-03-01T00:00:00.000Z',
    personalMentoringEndDate: '2025-05-31T00:00:00.000Z',
  }),
  makeCourse({ id: 2, name: 'React 2024', alias: 'react-2024', completed: true }),
  makeCourse({ id: 3, name: 'Node 2026', alias: 'node-2026', planned: true }),
  makeCourse({ id: 4, name: 'Angular Invite', alias: 'ng', inviteOnly: true }),
];

// A page with a table and a modal form renders slowly in jsdom, more so on a busy machine.
const user = userEvent.setup({ delay: null });
// The course form has many antd fields; on a loaded machine a form test can take over 30 s.
jest.setTimeout(90_000);

function conflict(): Response {
  const body: Problem = {
    type: '/problems/conflict',
    title: 'Conflict',
    status: 409,
    detail: 'A course with this alias exists.',
    errors: [{ path: 'alias', message: 'This alias is taken' }],
    requestId: 'test',
  };
  return HttpResponse.json(body, { status: 409, headers: { 'Content-Type': 'application/problem+json' } });
}

function serve(session = makeSession({ isAdmin: true })) {
  const calls = { posts: [] as CourseInput[], puts: [] as { id: string; body: CourseInput }[] };
  server.use(
    sessionHandler(session),
    coursesHandler(courses),
    http.get(`${API}/api/v2/courses`, () => HttpResponse.json(courses)),
    http.get(`${API}/api/v2/disciplines`, () => HttpResponse.json([])),
    http.get(`${API}/api/v2/discord-servers/reduced`, () => HttpResponse.json([])),
    http.post(`${API}/api/v2/courses`, async ({ request }) => {
      const body = (await request.json()) as CourseInput;
      calls.posts.push(body);
      if (courses.some((course) => course.alias === body.alias)) return conflict();
      return HttpResponse.json(makeCourse({ ...body, id: 10, discipline: null }), { status: 201 });
    }),
    http.put(`${API}/api/v2/courses/:id`, async ({ params, request }) => {
      const body = (await request.json()) as CourseInput;
      calls.puts.push({ id: String(params.id), body });
      return HttpResponse.json(makeCourse({ ...body, id: Number(params.id), discipline: null }));
    }),
  );
  return calls;
}

async function fillNewCourse(alias: string) {
  await user.click(await screen.findByRole('button', { name: /Add Course/ }));
  const dialog = await screen.findByRole('dialog', { name: /Add Course/ });
  for (const [label, value] of [
    ['Name', 'New 2026'],
    ['Full Name', 'New course 2026'],
    ['Alias', alias],
  ]) {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(value);
  }
  await user.click(within(dialog).getByLabelText('Start–End'));
  await user.keyboard('2026-01-10{Enter}');
  await user.keyboard('2026-05-31{Enter}');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('/admin/courses', () => {
  it('lists the columns of pages.md §5, the three flags in words', async () => {
    serve();
    renderWithProviders(<AdminCourses />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('JS 2025')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    expect(headers).toEqual([
      'Id',
      'Logo',
      'Name',
      'Full Name',
      'Alias',
      'Description',
      'Start',
      'End',
      'Discipline',
      'Completed',
      'Planned',
      'Invite Only',
      'Edit',
    ]);
    const row = within(table).getByText('JS 2025').closest('tr') as HTMLElement;
    // The logo is an icon with its name (pages.md §15).
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('JavaScript');
    expect(within(row).getByText('JavaScript Front-end 2025')).toBeInTheDocument();
    expect(within(row).getByText('Front-end from scratch')).toBeInTheDocument();
    const invite = within(table).getByText('Angular Invite').closest('tr') as HTMLElement;
    expect(
      within(invite)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['4', 'No', 'No', 'Yes']));
  });

  it('filters by the name search', async () => {
    serve(makeSession({ courses: { 9: courseRoles(['manager']) } }));
    renderWithProviders(<AdminCourses />);
    const table = await screen.findByRole('table');
    await within(table).findByText('JS 2025');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search course name' }), 'react');
    expect(within(table).queryByText('JS 2025')).not.toBeInTheDocument();
    expect(within(table).getByText('React 2024')).toBeInTheDocument();
  });

  it('refuses a user who is not a manager anywhere', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['student']) } }));
    renderWithProviders(<AdminCourses />);
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
  });

  it('shows "Add Course" to an admin and not to a manager, who edits only their course', async () => {
    serve();
    const { unmount } = renderWithProviders(<AdminCourses />);
    expect(await screen.findByRole('button', { name: /Add Course/ })).toBeInTheDocument();
    unmount();
    serve(makeSession({ courses: { 1: courseRoles(['manager']) } }));
    renderWithProviders(<AdminCourses />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('button', { name: 'Edit JS 2025' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit React 2024' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Course/ })).not.toBeInTheDocument();
  });

  it('creates a course: POSTs the form with the defaults and says it is saved', async () => {
    const calls = serve();
    renderWithProviders(<AdminCourses />);
    await fillNewCourse('new-2026');
    await waitFor(() => expect(calls.posts).toHaveLength(1));
    const body = calls.posts[0];
    expect(body).toMatchObject({
      name: 'New 2026',
      fullName: 'New course 2026',
      alias: 'new-2026',
      certificateThreshold: 70,
      minStudentsPerMentor: 2,
      personalMentoring: true,
      planned: true,
      completed: false,
      inviteOnly: false,
      certificateDisciplines: [],
    });
    expect(dayjs(body.startDate).format('YYYY-MM-DD')).toBe('2026-01-10');
    expect(dayjs(body.endDate).format('YYYY-MM-DD')).toBe('2026-05-31');
    expect(await screen.findByText('Course saved')).toBeInTheDocument();
  });

  it('puts a 409 "alias taken" on the Alias field', async () => {
    serve();
    renderWithProviders(<AdminCourses />);
    const dialog = await fillNewCourse('js-2025');
    expect(await within(dialog).findByText('This alias is taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Alias')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a course with PUT and the prefilled values', async () => {
    const calls = serve();
    renderWithProviders(<AdminCourses />);
    const table = await screen.findByRole('table');
    await user.click(await within(table).findByRole('button', { name: 'Edit React 2024' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Course' });
    const fullName = within(dialog).getByLabelText('Full Name');
    expect(fullName).toHaveValue('Course 2 full name');
    expect(within(dialog).getByLabelText('Logo')).toBeInTheDocument();
    // Personal mentoring is off for this course, so its dates are not asked.
    expect(within(dialog).queryByLabelText('Personal mentoring dates')).not.toBeInTheDocument();
    await user.clear(fullName);
    await user.paste('React course');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.puts).toHaveLength(1));
    const { id, body } = calls.puts[0];
    expect(id).toBe('2');
    expect(body).toMatchObject({
      name: 'React 2024',
      fullName: 'React course',
      alias: 'react-2024',
      completed: true,
      planned: false,
      disciplineId: 1,
      certificateThreshold: 70,
      minStudentsPerMentor: 2,
      personalMentoring: false,
      year: 2025,
      startDate: '2025-02-01T00:00:00.000Z',
      endDate: '2025-06-30T00:00:00.000Z',
    });
  });

  it('edits the logo and the personal-mentoring dates of a course', async () => {
    const calls = serve();
    renderWithProviders(<AdminCourses />);
    const table = await screen.findByRole('table');
    await user.click(await within(table).findByRole('button', { name: 'Edit JS 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Course' });
    expect(within(dialog).getByTitle('JavaScript')).toBeInTheDocument();
    const dates = within(dialog).getAllByPlaceholderText(/date/i);
    expect(dates.map((input) => (input as HTMLInputElement).value)).toContain('2025-03-01');
    await user.click(within(dialog).getByLabelText('Logo'));
    await user.click(await screen.findByTitle('Node.js'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.puts).toHaveLength(1));
    expect(calls.puts[0].body).toMatchObject({ logo: 'nodejs', personalMentoring: true });
    expect(dayjs(calls.puts[0].body.personalMentoringStartDate).format('YYYY-MM-DD')).toBe('2025-03-01');
    expect(dayjs(calls.puts[0].body.personalMentoringEndDate).format('YYYY-MM-DD')).toBe('2025-05-31');
  });
});
