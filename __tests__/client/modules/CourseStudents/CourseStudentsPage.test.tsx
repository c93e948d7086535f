import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { BulkExpelInput, CourseStudent, Session, StudentStatusInput } from '@/api/model';
import CourseStudents from '@/pages/course/admin/students';

import {
  API,
  courseRoles,
  coursesHandler,
  makeCourse,
  makeSession,
  problemResponse,
  sessionHandler,
} from '../../../support/client/fixtures';
import { makeCourseTask } from '../../../support/client/course-tasks';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
// A server table, a drawer and a modal form render slowly in jsdom, more so on a busy machine.
jest.setTimeout(90_000);

const student = (overrides: Partial<CourseStudent>): CourseStudent => ({
  id: 1,
  githubId: 'alice',
  name: 'Alice Zephyr',
  isActive: true,
  mentoring: true,
  mentor: { id: 7, githubId: 'marta', name: 'Marta Mentor' },
  cityName: 'Warsaw',
  countryName: 'Poland',
  totalScore: 120.5,
  rank: 1,
  screening: 'none',
  certificate: null,
  discord: null,
  expellingReason: null,
  ...overrides,
});
const alice = student({});
const bob = student({ id: 2, githubId: 'bob', name: 'Bob Young', mentor: null, totalScore: 80, rank: 2 });
const carol = student({ id: 3, githubId: 'carol', name: 'Carol Xu', isActive: false, expellingReason: 'Left' });

const managerSession = makeSession({ courses: { 1: courseRoles(['manager']) } });

// Course 1's students; every GET of the list is recorded with its query.
function serve(session: Session = managerSession) {
  const calls = {
    lists: [] as URLSearchParams[],
    statuses: [] as { githubId: string; body: StudentStatusInput }[],
    expels: [] as BulkExpelInput[],
    csv: [] as URLSearchParams[],
  };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/students`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const rows = query.get('status') === 'active' ? [alice, bob] : [alice, bob, carol];
      if (query.get('pageSize') !== '1') calls.lists.push(query);
      const items = query.get('pageSize') === '1' ? rows.slice(0, 1) : rows;
      return HttpResponse.json({
        items,
        pagination: { current: 1, pageSize: Number(query.get('pageSize')), total: rows.length, totalPages: 1 },
      });
    }),
    http.get(`${API}/api/v2/courses/1/tasks`, () =>
      HttpResponse.json([makeCourseTask({ id: 11, name: 'Songbird' }), makeCourseTask({ id: 12, name: 'Shelter' })]),
    ),
    http.get(`${API}/api/v2/courses/1/students/csv`, ({ request }) => {
      calls.csv.push(new URL(request.url).searchParams);
      return new HttpResponse('githubId\r\nalice\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="students.csv"',
        },
      });
    }),
    http.post(`${API}/api/v2/courses/1/students/:githubId/status`, async ({ params, request }) => {
      calls.statuses.push({ githubId: String(params.githubId), body: (await request.json()) as StudentStatusInput });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/api/v2/courses/1/students/expel`, async ({ request }) => {
      const body = (await request.json()) as BulkExpelInput;
      calls.expels.push(body);
      return HttpResponse.json({ expelled: [{ githubId: 'bob', name: 'Bob Young' }] });
    }),
  );
  return calls;
}

const table = () => screen.findByRole('table');
// antd labels its dialogs through generated ids, which the test environment makes identical: find them by title.
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title);
  return heading.closest('[role="dialog"]') as HTMLElement;
}
// The confirm button of the open Popconfirm (getByRole over the whole table is slow in jsdom).
async function confirmPopover() {
  const button = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>('.ant-popover:not(.ant-popover-hidden) .ant-btn-primary'),
    ].at(-1);
    if (!found) throw new Error('No open confirmation');
    return found;
  });
  await user.click(button);
}
// Typing letter by letter is slow in jsdom: focus the field and paste.
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('/course/admin/students', () => {
  it('shows the active count of all students and the active students first, 100 per page', async () => {
    const calls = serve();
    renderWithProviders(<CourseStudents />);
    expect(await within(await table()).findByText('Alice Zephyr (alice)')).toBeInTheDocument();
    expect(await screen.findByText('2 / 3')).toBeInTheDocument();
    expect(Object.fromEntries(calls.lists[0])).toEqual({ current: '1', pageSize: '100', status: 'active' });
    expect(within(await table()).getByText('Marta Mentor (marta)')).toBeInTheDocument();
  });

  it('lists every student when "Active Students Only" is off, and searches on the server', async () => {
    const calls = serve();
    renderWithProviders(<CourseStudents />);
    await within(await table()).findByText('Alice Zephyr (alice)');
    await user.click(screen.getByRole('switch', { name: 'Active Students Only' }));
    expect(await within(await table()).findByText('Carol Xu (carol)')).toBeInTheDocument();
    expect(within(await table()).getByText('Inactive')).toBeInTheDocument();
    await fill(screen.getByRole('searchbox', { name: 'Search students' }), 'warsaw');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.lists.at(-1)?.get('search')).toBe('warsaw'));
    expect(calls.lists.at(-1)?.get('status')).toBeNull();
  });

  it.each([
    ['Student', 'student', 'alice'],
    ['Mentor', 'mentor', 'marta'],
    ['Country', 'country', 'Poland'],
  ])('searches the %s column on the server, within the active students', async (column, param, text) => {
    const calls = serve();
    renderWithProviders(<CourseStudents />);
    await within(await table()).findByText('Alice Zephyr (alice)');
    const header = within(await table()).getAllByRole('columnheader', { name: new RegExp(column) })[0];
    await user.click(header.querySelector('.ant-table-filter-trigger') as HTMLElement);
    await user.click(await screen.findByRole('textbox', { name: `Search ${column}` }));
    await user.paste(text);
    await user.click(screen.getAllByRole('button', { name: /Search$/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(calls.lists.at(-1)?.get(param)).toBe(text));
    expect(calls.lists.at(-1)?.get('current')).toBe('1');
    expect(calls.lists.at(-1)?.get('status')).toBe('active');
  });

  it('sorts on the server when a column header is clicked', async () => {
    const calls = serve();
    renderWithProviders(<CourseStudents />);
    await within(await table()).findByText('Alice Zephyr (alice)');
    await user.click(within(await table()).getByRole('columnheader', { name: /Total/ }));
    await waitFor(() => expect(calls.lists.at(-1)?.get('orderBy')).toBe('totalScore'));
    expect(calls.lists.at(-1)?.get('orderDirection')).toBe('asc');
  });

  it('expels from the drawer with a reason, then restores', async () => {
    const calls = serve();
    renderWithProviders(<CourseStudents />);
    await within(await table()).findByText('Bob Young (bob)');
    await user.click(screen.getByLabelText('More about bob'));
    const drawer = await dialogTitled('Bob Young, bob');
    await user.click(within(drawer).getByText('Expel', { selector: 'button span' }));
    await confirmPopover();
    expect(await within(drawer).findByText('Enter the reason')).toBeInTheDocument();
    expect(calls.statuses).toEqual([]);
    await fill(within(drawer).getByLabelText('Reason for expelling'), 'No tasks done');
    await user.click(within(drawer).getByText('Expel', { selector: 'button span' }));
    await confirmPopover();
    await waitFor(() =>
      expect(calls.statuses).toEqual([{ githubId: 'bob', body: { status: 'expelled', comment: 'No tasks done' } }]),
    );
    expect(await screen.findByText('bob expelled')).toBeInTheDocument();
    await user.click(await within(drawer).findByText('Restore', { selector: 'button span' }));
    await confirmPopover();
    await waitFor(() => expect(calls.statuses.at(-1)).toEqual({ githubId: 'bob', body: { status: 'active' } }));
  });

  it('previews the bulk expulsion, then expels after confirmation', async () => {
    const calls = serve();
    renderWithProviders(<CourseStudents />);
    await within(await table()).findByText('Alice Zephyr (alice)');
    await user.click(screen.getByText('Expel Students', { selector: 'button span' }));
    const dialog = await dialogTitled('Expel Criteria');
    await fill(within(dialog).getByLabelText('Minimum total score'), '100');
    await user.click(within(dialog).getByLabelText("Don't expel students with assigned mentor"));
    await user.click(within(dialog).getByText('Preview', { selector: 'button span' }));
    expect(await within(dialog).findByText('1 students will be expelled')).toBeInTheDocument();
    expect(calls.expels).toEqual([{ criteria: { minScore: 100 }, options: { keepWithMentor: true }, dryRun: true }]);
    await fill(within(dialog).getByLabelText('Reason for expelling'), 'Below 100');
    await user.click(within(dialog).getByText('Expel Students', { selector: 'button span' }));
    await confirmPopover();
    await waitFor(() => expect(calls.expels).toHaveLength(2));
    expect(calls.expels[1]).toEqual({
      criteria: { minScore: 100 },
      options: { keepWithMentor: true },
      expellingReason: 'Below 100',
    });
    expect(await screen.findByText('1 students expelled')).toBeInTheDocument();
  });

  it('expels by tasks not done (courseTaskIds) alone, and asks for a criterion when none is given', async () => {
    const calls = serve();
    renderWithProviders(<CourseStudents />);
    await within(await table()).findByText('Alice Zephyr (alice)');
    await user.click(screen.getByText('Expel Students', { selector: 'button span' }));
    const dialog = await dialogTitled('Expel Criteria');
    await user.click(within(dialog).getByText('Preview', { selector: 'button span' }));
    expect(await within(dialog).findAllByText('Choose tasks not done or enter a minimum total score')).not.toHaveLength(
      0,
    );
    expect(calls.expels).toEqual([]);
    await user.click(within(dialog).getByLabelText('Tasks not done'));
    await user.click(await screen.findByTitle('Shelter'));
    await user.click(within(dialog).getByText('Preview', { selector: 'button span' }));
    expect(await within(dialog).findByText('1 students will be expelled')).toBeInTheDocument();
    expect(calls.expels).toEqual([{ criteria: { courseTaskIds: [12] }, dryRun: true }]);
  });

  it('exports the CSV of the shown scope under the server file name', async () => {
    const calls = serve(makeSession({ courses: { 1: courseRoles(['supervisor']) } }));
    const createObjectURL = jest.fn(() => 'blob:students');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithProviders(<CourseStudents />);
    await within(await table()).findByText('Alice Zephyr (alice)');
    expect(screen.queryByText('Expel Students')).not.toBeInTheDocument();
    await user.click(screen.getByText('Export CSV', { selector: 'button span' }));
    await waitFor(() => expect(clicked).toEqual(['students.csv']));
    expect(calls.csv[0].get('status')).toBe('active');
  });

  it('shows a dementor the table without export, bulk expel or mentor change', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['dementor']) } }));
    renderWithProviders(<CourseStudents />);
    await within(await table()).findByText('Alice Zephyr (alice)');
    expect(screen.queryByText('Export CSV')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('More about alice'));
    const drawer = await dialogTitled('Alice Zephyr, alice');
    expect(within(drawer).queryByText('Change Mentor')).not.toBeInTheDocument();
    expect(within(drawer).queryByText('Mentoring availability')).not.toBeInTheDocument();
  });

  it('shows the problem when the list fails, and refuses a mentor', async () => {
    serve();
    server.use(http.get(`${API}/api/v2/courses/1/students`, () => problemResponse(500, 'Database is down')));
    const { unmount } = renderWithProviders(<CourseStudents />);
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    unmount();
    serve(makeSession({ courses: { 1: courseRoles(['mentor']) } }));
    renderWithProviders(<CourseStudents />);
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
  });
});
