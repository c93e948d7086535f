import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { MentorChangeInput, Session, StudentSearchItem, StudentStatusInput } from '@/api/model';
import ExpelStudent from '@/pages/course/mentor/expel-student';

import { API, coursesHandler, makeCourse, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const mine: StudentSearchItem = {
  id: 1,
  githubId: 'alice',
  name: 'Alice Zephyr',
  mentor: { id: 7, githubId: 'mark', name: 'Mark Mentor' },
};
const theirs: StudentSearchItem = {
  id: 2,
  githubId: 'alex',
  name: 'Alex Other',
  mentor: { id: 8, githubId: 'olga', name: 'Olga' },
};

const mentorSession = makeSession({
  courses: { 1: { roles: ['mentor'], isExpelled: false, mentorId: 7, studentId: null } },
});

function serve(session: Session = mentorSession) {
  const calls = { statuses: [] as StudentStatusInput[], puts: [] as MentorChangeInput[] };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/students/search/:text`, () => HttpResponse.json([mine, theirs])),
    http.post(`${API}/api/v2/courses/1/students/alice/status`, async ({ request }) => {
      calls.statuses.push((await request.json()) as StudentStatusInput);
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`${API}/api/v2/courses/1/students/alice`, async ({ request }) => {
      calls.puts.push((await request.json()) as MentorChangeInput);
      return HttpResponse.json({ githubId: 'alice', mentor: null });
    }),
  );
  return calls;
}

// The confirm button of the open Popconfirm.
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

async function chooseStudent(label: RegExp) {
  await user.type(screen.getByLabelText('Student'), 'al');
  await user.click(await screen.findByText(label, {}, { timeout: 5000 }));
}

async function submit(reason: string) {
  await user.click(screen.getByLabelText('Reason'));
  await user.paste(reason);
  await user.click(screen.getByText('Submit', { selector: 'button span' }));
  await confirmPopover();
}

describe('/course/mentor/expel-student', () => {
  it('offers a mentor only his own students and expels one with the reason', async () => {
    const calls = serve();
    renderWithProviders(<ExpelStudent />);
    expect(await screen.findByText(/Expel\/Unassign Student/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Student'), 'al');
    expect(await screen.findByText(/Alice Zephyr \(alice\)/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/Alex Other/)).not.toBeInTheDocument();
    await user.click(screen.getByText(/Alice Zephyr \(alice\)/));
    await submit('Stopped answering');
    await waitFor(() => expect(calls.statuses).toEqual([{ status: 'expelled', comment: 'Stopped answering' }]));
    expect(await screen.findByText('alice expelled')).toBeInTheDocument();
  });

  it('unassigns with the reason as the unassigning comment', async () => {
    const calls = serve();
    renderWithProviders(<ExpelStudent />);
    await user.click(await screen.findByRole('radio', { name: /Unassign/ }));
    await chooseStudent(/Alice Zephyr \(alice\)/);
    await submit('Moving abroad');
    await waitFor(() => expect(calls.puts).toEqual([{ mentorGithubId: null, unassigningComment: 'Moving abroad' }]));
  });

  it('sends a student to self-study with the reason', async () => {
    const calls = serve();
    renderWithProviders(<ExpelStudent />);
    await user.click(await screen.findByRole('radio', { name: /Self-study/ }));
    await chooseStudent(/Alice Zephyr \(alice\)/);
    await submit('Wants to learn alone');
    await waitFor(() => expect(calls.statuses).toEqual([{ status: 'self-study', comment: 'Wants to learn alone' }]));
  });

  it('requires a student and a reason', async () => {
    const calls = serve();
    renderWithProviders(<ExpelStudent />);
    await user.click(await screen.findByText('Submit', { selector: 'button span' }));
    await confirmPopover();
    expect(await screen.findByText('Choose a student')).toBeInTheDocument();
    expect(screen.getByText('Enter the reason')).toBeInTheDocument();
    expect(calls.statuses).toEqual([]);
  });

  it('lets a manager choose any active student, and refuses a student', async () => {
    serve(makeSession({ courses: { 1: { roles: ['manager'], isExpelled: false, mentorId: null, studentId: null } } }));
    const { unmount } = renderWithProviders(<ExpelStudent />);
    await screen.findByLabelText('Student');
    await user.type(screen.getByLabelText('Student'), 'al');
    expect(await screen.findByText(/Alex Other/, {}, { timeout: 5000 })).toBeInTheDocument();
    unmount();
    serve(makeSession({ courses: { 1: { roles: ['student'], isExpelled: false, mentorId: null, studentId: 3 } } }));
    renderWithProviders(<ExpelStudent />);
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
    expect(within(document.body).queryByLabelText('Student')).not.toBeInTheDocument();
  });
});
