import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { CourseTaskDetailed, CourseTaskInput, Task } from '@/api/model';
import CourseTasks from '@/pages/course/admin/tasks';

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

const base: CourseTaskDetailed = {
  id: 11,
  taskId: 1,
  name: 'Songbird',
  type: 'jstask',
  checker: 'mentor',
  studentStartDate: '2026-03-02T10:00:00.000Z',
  studentEndDate: '2026-03-16T10:00:00.000Z',
  studentRegistrationStartDate: null,
  crossCheckEndDate: null,
  descriptionUrl: 'https://example.com/songbird',
  taskOwner: null,
  maxScore: 100,
  scoreWeight: 1,
  pairsCount: null,
  crossCheckStatus: 'initial',
  crossCheckScoreRule: 'topMean',
  submitText: null,
  validations: {},
  teamDistributionId: null,
  publicAttributes: {},
  githubRepoName: null,
  sourceGithubRepoUrl: null,
  resultsCount: 42,
  submissionsCount: 0,
  notEnoughSubmissions: false,
};
const crossCheck: CourseTaskDetailed = {
  ...base,
  id: 12,
  taskId: 2,
  name: 'Portfolio',
  checker: 'crossCheck',
  crossCheckEndDate: '2026-03-23T10:00:00.000Z',
  crossCheckStatus: 'distributed',
  pairsCount: 3,
  resultsCount: 5,
};
// Past its submit deadline, still initial: the manager may distribute it.
const dueCrossCheck: CourseTaskDetailed = {
  ...base,
  id: 13,
  taskId: 2,
  name: 'Shelter',
  checker: 'crossCheck',
  studentStartDate: '2026-01-02T10:00:00.000Z',
  studentEndDate: '2026-01-16T10:00:00.000Z',
  crossCheckEndDate: '2026-01-23T10:00:00.000Z',
  submissionsCount: 5,
  resultsCount: 0,
};
const catalogue = [
  { id: 1, name: 'Songbird', type: 'jstask' },
  { id: 2, name: 'Portfolio', type: 'htmltask' },
] as Task[];

function serve() {
  const calls = {
    puts: [] as CourseTaskInput[],
    posts: [] as CourseTaskInput[],
    deletes: [] as string[],
    distributions: 0,
    crossCheck: [] as string[],
  };
  let list = [base, crossCheck, dueCrossCheck];
  server.use(
    sessionHandler(makeSession({ id: 3, githubId: 'manager', courses: { 1: courseRoles(['manager']) } })),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/tasks/detailed`, () => HttpResponse.json(list)),
    http.get(`${API}/api/v2/tasks`, () => HttpResponse.json(catalogue)),
    http.put(`${API}/api/v2/courses/1/tasks/:id`, async ({ request }) => {
      const body = (await request.json()) as CourseTaskInput;
      calls.puts.push(body);
      if (body.scoreWeight === 99) {
        return HttpResponse.json(
          {
            type: '/problems/validation',
            title: 'Bad',
            status: 400,
            detail: 'Invalid body: scoreWeight.',
            requestId: 't',
            errors: [{ path: 'scoreWeight', message: 'scoreWeight is refused' }],
          },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }
      list = list.map((task) => (task.id === 11 ? { ...task, maxScore: body.maxScore ?? 100 } : task));
      return HttpResponse.json(list[0]);
    }),
    http.post(`${API}/api/v2/courses/1/tasks`, async ({ request }) => {
      calls.posts.push((await request.json()) as CourseTaskInput);
      return HttpResponse.json(base, { status: 201 });
    }),
    http.delete(`${API}/api/v2/courses/1/tasks/:id`, ({ params }) => {
      calls.deletes.push(String(params.id));
      list = list.filter((task) => String(task.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/api/v2/courses/1/tasks/11/distribution`, () => {
      calls.distributions += 1;
      return HttpResponse.json(
        { created: 2, pairs: [], unassigned: [{ id: 9, githubId: 'lonely', name: 'Lonely Student' }] },
        { status: 201 },
      );
    }),
    http.post(`${API}/api/v2/courses/1/tasks/12/distribution`, () => problemResponse(409, 'Not a mentor task')),
    http.post(`${API}/api/v2/courses/1/cross-checks/13/distribution`, () => {
      calls.crossCheck.push('distribution');
      return HttpResponse.json({ pairsCount: 15, reviewersPerSolution: 3, solutions: 5 }, { status: 201 });
    }),
    http.post(`${API}/api/v2/courses/1/cross-checks/12/completion`, () => {
      calls.crossCheck.push('completion');
      return HttpResponse.json({ scored: 2, withoutScore: [{ githubId: 'lazy', reason: 'Reviewed 0 of 2 required' }] });
    }),
  );
  return calls;
}

async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

async function openTable() {
  renderWithProviders(<CourseTasks />);
  const table = await screen.findByRole('table');
  await within(table).findByText('Songbird');
  return table;
}

async function openRowMenu(name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  const menus = await waitFor(() => {
    const open = document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)');
    expect(open.length).toBeGreaterThan(0);
    return open;
  });
  return within(menus[menus.length - 1]).findAllByRole('menuitem');
}

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('/course/admin/tasks', () => {
  it('lists the course tasks with the columns of pages.md §4 and names the time zone', async () => {
    serve();
    const table = await openTable();
    for (const title of [
      'Id',
      'Name',
      'Results count',
      'Cross-Check Status',
      'Max Score',
      'Type',
      'Score Weight',
      'Who Checks',
      'Task Owner',
      'Pairs',
    ]) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    }
    expect(
      within(table).getByRole('columnheader', { name: new RegExp(`Start / End \\(${zone}\\)`) }),
    ).toBeInTheDocument();
    const row = within(table).getByText('Portfolio').closest('tr') as HTMLElement;
    expect(within(row).getByText('Cross-Check')).toBeInTheDocument();
    expect(within(row).getByText('Distributed')).toBeInTheDocument();
    expect(within(table).getByText('42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Task/ })).toBeInTheDocument();
  });

  it('offers Distribute only for mentor-checked tasks; confirms and shows the result summary', async () => {
    const calls = serve();
    await openTable();
    expect((await openRowMenu('Portfolio')).map((item) => item.textContent)).toEqual([
      'Edit',
      'Delete',
      'Cross-Check: Complete',
    ]);
    await user.keyboard('{Escape}');
    const items = await openRowMenu('Songbird');
    await user.click(items.find((item) => item.textContent === 'Distribute') as HTMLElement);
    const confirm = await screen.findByText('Distribute "Songbird" for mentor review?', {
      selector: '.ant-modal-confirm-title',
    });
    await user.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Distribute' }));
    expect(await screen.findByText(/Created pairs: 2\. Unassigned: 1 \(lonely\)/)).toBeInTheDocument();
    expect(calls.distributions).toBe(1);
  });

  it('distributes a cross-check past its deadline, naming the submissions, and shows the pairs created (R7.3)', async () => {
    const calls = serve();
    await openTable();
    const items = await openRowMenu('Shelter');
    expect(items.map((item) => item.textContent)).toEqual([
      'Edit',
      'Delete',
      'Cross-Check: Distribute (5 submissions)',
    ]);
    await user.click(items[2]);
    const confirm = await screen.findByText('Distribute the cross-check of "Shelter"?', {
      selector: '.ant-modal-confirm-title',
    });
    const dialog = confirm.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText(/5 solutions of active students will be distributed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Distribute' }));
    expect(
      await screen.findByText('Created pairs: 15. Solutions distributed: 5. Reviewers per solution: 3.'),
    ).toBeInTheDocument();
    expect(calls.crossCheck).toEqual(['distribution']);
  });

  it('completes a distributed cross-check and lists who got no score and why (R7.8)', async () => {
    const calls = serve();
    await openTable();
    const items = await openRowMenu('Portfolio');
    await user.click(items.find((item) => item.textContent === 'Cross-Check: Complete') as HTMLElement);
    const confirm = await screen.findByText('Complete the cross-check of "Portfolio"?', {
      selector: '.ant-modal-confirm-title',
    });
    const dialog = confirm.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText(/by the rule "Mean of the best reviews \(R7\)"/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Scored: 2. Without a score: 1.')).toBeInTheDocument();
    expect(screen.getByText('lazy: Reviewed 0 of 2 required')).toBeInTheDocument();
    expect(calls.crossCheck).toEqual(['completion']);
  });

  it('flags a cross-check the sweep could not distribute: "not enough submissions"', async () => {
    serve();
    server.use(
      http.get(`${API}/api/v2/courses/1/tasks/detailed`, () =>
        HttpResponse.json([base, { ...dueCrossCheck, submissionsCount: 2, notEnoughSubmissions: true }]),
      ),
    );
    const table = await openTable();
    const row = within(table).getByText('Shelter').closest('tr') as HTMLElement;
    expect(within(row).getByText('not enough submissions')).toBeInTheDocument();
  });

  it("sends the cross-check's Score rule chosen in the modal", async () => {
    const calls = serve();
    await openTable();
    const items = await openRowMenu('Portfolio');
    await user.click(items.find((item) => item.textContent === 'Edit') as HTMLElement);
    const dialog = await findDialog('Course Task');
    expect(within(dialog).getByLabelText('Pairs Count')).toHaveValue('3');
    await user.click(within(dialog).getByLabelText('Score rule'));
    const options = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await user.click(within(options[options.length - 1]).getByText('Median of the reviews'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.puts).toHaveLength(1));
    expect(calls.puts[0]).toMatchObject({ checker: 'crossCheck', pairsCount: 3, crossCheckScoreRule: 'median' });
  });

  it('deletes a course task after confirmation', async () => {
    const calls = serve();
    const table = await openTable();
    const items = await openRowMenu('Portfolio');
    await user.click(items.find((item) => item.textContent === 'Delete') as HTMLElement);
    const confirm = await screen.findByText('Delete the course task "Portfolio"?', {
      selector: '.ant-modal-confirm-title',
    });
    await user.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deletes).toEqual(['12']));
    await waitFor(() => expect(within(table).queryByText('Portfolio')).not.toBeInTheDocument());
  });

  it('edits a task: the form is filled, the PUT carries UTC instants and the new max score', async () => {
    const calls = serve();
    await openTable();
    const items = await openRowMenu('Songbird');
    await user.click(items.find((item) => item.textContent === 'Edit') as HTMLElement);
    const dialog = await findDialog('Course Task');
    expect(within(dialog).getByText(`Start–End (${zone})`)).toBeInTheDocument();
    const maxScore = within(dialog).getByLabelText('Max Score');
    await user.clear(maxScore);
    await user.type(maxScore, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.puts).toHaveLength(1));
    expect(calls.puts[0]).toMatchObject({
      taskId: 1,
      checker: 'mentor',
      maxScore: 250,
      scoreWeight: 1,
      studentStartDate: '2026-03-02T10:00:00.000Z',
      studentEndDate: '2026-03-16T10:00:00.000Z',
      validations: { githubIdInUrl: false, githubPrInUrl: false },
    });
  });

  it("puts the server's field error on the field", async () => {
    const calls = serve();
    await openTable();
    const items = await openRowMenu('Songbird');
    await user.click(items.find((item) => item.textContent === 'Edit') as HTMLElement);
    const dialog = await findDialog('Course Task');
    const weight = within(dialog).getByLabelText('Score Weight');
    await user.clear(weight);
    await user.type(weight, '99');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('scoreWeight is refused')).toBeInTheDocument();
    expect(calls.puts).toHaveLength(1);
  });

  it('refuses to add a task without task and dates, sending nothing', async () => {
    const calls = serve();
    await openTable();
    await user.click(screen.getByRole('button', { name: /Add Task/ }));
    const dialog = await findDialog('Course Task');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a task')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the start and end')).toBeInTheDocument();
    expect(calls.posts).toEqual([]);
  });

  it('shows the Task Owner search only when the checker is Task Owner', async () => {
    serve();
    await openTable();
    await user.click(screen.getByRole('button', { name: /Add Task/ }));
    const dialog = await findDialog('Course Task');
    expect(within(dialog).queryByLabelText('Task Owner')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Checker'));
    const options = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await user.click(within(options[options.length - 1]).getByText('Task Owner'));
    expect(await within(dialog).findByLabelText('Task Owner')).toBeInTheDocument();
  });
});
