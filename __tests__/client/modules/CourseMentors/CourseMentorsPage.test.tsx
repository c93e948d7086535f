import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { MentorChangeInput, MentorDetails, Session } from '@/api/model';
import CourseMentors from '@/pages/course/admin/mentors';

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
jest.setTimeout(90_000);

const mentor = (overrides: Partial<MentorDetails>): MentorDetails => ({
  id: 1,
  githubId: 'ada',
  name: 'Ada Lovelace',
  cityName: 'London',
  countryName: 'UK',
  isActive: true,
  maxStudentsLimit: 4,
  studentsPreference: 'city',
  studentsCount: 2,
  screenings: { total: 0, completed: 0 },
  interviews: { total: 0, completed: 0 },
  taskResultsStats: { total: 6, checked: 0, lastUpdatedDate: null },
  ...overrides,
});
const ada = mentor({});
const gone = mentor({
  id: 2,
  githubId: 'gone',
  name: 'Gone Mentor',
  isActive: false,
  studentsCount: 0,
  taskResultsStats: { total: 0, checked: 0, lastUpdatedDate: null },
});

function serve(session: Session = makeSession({ courses: { 1: courseRoles(['manager']) } })) {
  const calls = { posts: [] as string[], puts: [] as { githubId: string; body: MentorChangeInput }[] };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/course/1/mentors/details`, () => HttpResponse.json([ada, gone])),
    http.get(`${API}/api/v2/courses/1/students`, () =>
      HttpResponse.json({ items: [], pagination: { current: 1, pageSize: 1, total: 9, totalPages: 9 } }),
    ),
    http.post(`${API}/api/v2/course/1/mentors/:githubId/status/:action`, ({ params }) => {
      calls.posts.push(`${String(params.githubId)} ${String(params.action)}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API}/api/v2/courses/1/students/search/:text`, () =>
      HttpResponse.json([{ id: 5, githubId: 'bob', name: 'Bob Young', mentor: null }]),
    ),
    http.put(`${API}/api/v2/courses/1/students/:githubId`, async ({ params, request }) => {
      const body = (await request.json()) as MentorChangeInput;
      calls.puts.push({ githubId: String(params.githubId), body });
      if (params.githubId === 'bob')
        return HttpResponse.json({ githubId: 'bob', mentor: { id: 1, githubId: 'ada', name: 'Ada Lovelace' } });
      return problemResponse(409, 'bob is expelled');
    }),
  );
  return calls;
}

async function dialogTitled(title: string): Promise<HTMLElement> {
  const [heading] = await screen.findAllByText(title);
  return heading.closest('[role="dialog"], .ant-modal') as HTMLElement;
}

describe('/course/admin/mentors', () => {
  it('shows the side stats and the mentors with their numbers', async () => {
    serve();
    renderWithProviders(<CourseMentors />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText(/Ada Lovelace \(ada\)/)).toBeInTheDocument();
    expect(within(table).getByText('Expelled')).toBeInTheDocument();
    expect(within(table).getByText('0 / 6')).toBeInTheDocument();
    expect(screen.getByText('Active Mentors').closest('.ant-statistic')).toHaveTextContent('1');
    expect(screen.getByText('Max Students Count').closest('.ant-statistic')).toHaveTextContent('4');
    expect(await screen.findByText('2 / 9')).toBeInTheDocument();
  });

  // getByRole walks the whole accessibility tree of the table: these tests reach buttons by label and text instead.
  async function chooseRowAction(githubId: string, action: string) {
    await user.click(await screen.findByLabelText(`Actions for ${githubId}`));
    await user.click(await screen.findByText(action, { selector: '.ant-dropdown-menu-title-content' }));
  }
  const confirmButton = (dialog: HTMLElement, text: string) =>
    within(dialog).getByText(text, { selector: 'button span' }).closest('button') as HTMLElement;

  it('expels a mentor only after confirmation', async () => {
    const calls = serve();
    renderWithProviders(<CourseMentors />);
    await chooseRowAction('ada', 'Expel');
    const dialog = await dialogTitled('Expel ada?');
    expect(calls.posts).toEqual([]);
    await user.click(confirmButton(dialog, 'Expel'));
    await waitFor(() => expect(calls.posts).toEqual(['ada expelled']));
  });

  it('restores an expelled mentor after confirmation', async () => {
    const calls = serve();
    renderWithProviders(<CourseMentors />);
    await chooseRowAction('gone', 'Restore');
    const dialog = await dialogTitled('Restore gone?');
    await user.click(confirmButton(dialog, 'Restore'));
    await waitFor(() => expect(calls.posts).toEqual(['gone restore']));
  });

  it('adds a student to a mentor through the mentor change', async () => {
    const calls = serve();
    renderWithProviders(<CourseMentors />);
    await chooseRowAction('ada', 'Add student');
    const dialog = await dialogTitled('Add student to Ada Lovelace');
    await user.type(within(dialog).getByLabelText('Student'), 'bo');
    await user.click(await screen.findByText('Bob Young (bob)', {}, { timeout: 5000 }));
    await user.click(confirmButton(dialog, 'Add'));
    await waitFor(() => expect(calls.puts).toEqual([{ githubId: 'bob', body: { mentorGithubId: 'ada' } }]));
    expect(await screen.findByText('bob assigned to ada')).toBeInTheDocument();
  });

  it('gives a supervisor the table and the export, without the row menu', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['supervisor']) } }));
    renderWithProviders(<CourseMentors />);
    await within(await screen.findByRole('table')).findByText(/Ada Lovelace/);
    expect(screen.getByText('Export CSV')).toBeInTheDocument();
    expect(screen.queryByLabelText('Actions for ada')).not.toBeInTheDocument();
  });

  it('refuses a dementor', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['dementor']) } }));
    renderWithProviders(<CourseMentors />);
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
  });
});
