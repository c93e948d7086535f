import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { BulkScoreInput, CourseTask, Session } from '@/api/model';
import SubmitScores from '@/pages/course/submit-scores';

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

const courseTask = (id: number, name: string, ownerId: number | null): CourseTask => ({
  id,
  taskId: id,
  name,
  type: 'jstask',
  checker: ownerId ? 'taskOwner' : 'mentor',
  studentStartDate: '2026-01-01T00:00:00.000Z',
  studentEndDate: '2026-01-15T00:00:00.000Z',
  studentRegistrationStartDate: null,
  crossCheckEndDate: null,
  descriptionUrl: null,
  taskOwner: ownerId ? { id: ownerId, githubId: 'owner', name: 'Owner' } : null,
  maxScore: 100,
  scoreWeight: 1,
  pairsCount: null,
  crossCheckStatus: 'initial',
  crossCheckScoreRule: 'topMean',
  submitText: null,
  validations: {},
  teamDistributionId: null,
});

function serve(session: Session) {
  const uploads: { courseTaskId: string; body: BulkScoreInput }[] = [];
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/tasks`, () =>
      HttpResponse.json([courseTask(11, 'Songbird', null), courseTask(12, 'Test: JS', 1)]),
    ),
    http.post(`${API}/api/v2/course/1/students/score/task/:courseTaskId/multiple`, async ({ params, request }) => {
      const body = (await request.json()) as BulkScoreInput;
      uploads.push({ courseTaskId: String(params.courseTaskId), body });
      return HttpResponse.json(
        body.map((row) =>
          row.studentGithubId === 'ghost'
            ? { githubId: row.studentGithubId, status: 'failed', message: 'Not a student of this course.' }
            : { githubId: row.studentGithubId, status: 'created' },
        ),
      );
    }),
  );
  return uploads;
}

const managerSession = makeSession({ courses: { 1: courseRoles(['manager']) } });
const ownerSession = makeSession({ courses: { 1: courseRoles(['taskOwner']) } });

async function chooseOption(combobox: HTMLElement, label: string) {
  await user.click(combobox);
  const options = await screen.findAllByTitle(label);
  await user.click(options.at(-1) as HTMLElement);
}

describe('/course/submit-scores', () => {
  it('submits manual rows per task and shows the result summary with failed rows', async () => {
    const uploads = serve(managerSession);
    renderWithProviders(<SubmitScores />);
    await user.click(await screen.findByRole('tab', { name: 'Manual Entry' }));
    await user.click(await screen.findByRole('textbox', { name: 'Student (GitHub) 1' }));
    await user.paste('https://github.com/alice');
    await chooseOption(screen.getByRole('combobox', { name: 'Task 1' }), 'Songbird (max 100)');
    await user.click(screen.getByRole('spinbutton', { name: 'Score 1' }));
    await user.paste('90');
    await user.click(screen.getByRole('button', { name: /Add row/ }));
    await user.click(await screen.findByRole('textbox', { name: 'Student (GitHub) 2' }));
    await user.paste('ghost');
    await chooseOption(screen.getByRole('combobox', { name: 'Task 2' }), 'Songbird (max 100)');
    await user.click(screen.getByRole('spinbutton', { name: 'Score 2' }));
    await user.paste('10');
    const manual = screen.getByRole('tabpanel');
    await user.click(within(manual).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toEqual({
      courseTaskId: '11',
      body: [
        { studentGithubId: 'alice', score: 90 },
        { studentGithubId: 'ghost', score: 10 },
      ],
    });
    expect(await screen.findByText('Score has been submitted.')).toBeInTheDocument();
    expect(screen.getByText('ghost: Not a student of this course.')).toBeInTheDocument();
  });

  it('offers a task owner his own tasks and uploads a parsed CSV file', async () => {
    const uploads = serve(ownerSession);
    renderWithProviders(<SubmitScores />);
    const taskSelect = await screen.findByRole('combobox', { name: 'Task' });
    await user.click(taskSelect);
    expect(await screen.findByTitle('Test: JS (max 100)')).toBeInTheDocument();
    expect(screen.queryByTitle('Songbird (max 100)')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('Test: JS (max 100)'));
    expect(screen.getByText('Uploading rules')).toBeInTheDocument();
    const file = new File(['GitHub,Score\r\nbob,7\r\ncarol,oops\r\n'], 'scores.csv', { type: 'text/csv' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toEqual({ courseTaskId: '12', body: [{ studentGithubId: 'bob', score: 7 }] });
    expect(await screen.findByText('carol: The score is not a number.')).toBeInTheDocument();
  });
});
