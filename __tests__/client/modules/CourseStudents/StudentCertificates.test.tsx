import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { BulkCertificateInput, BulkCertificateResult, CourseStudent, Session } from '@/api/model';
import CourseStudents from '@/pages/course/admin/students';

import { makeCourseTask } from '../../../support/client/course-tasks';
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

// pages.md §4 "/course/admin/students": "Issue Certificates" (manager) with the "Certificate Criteria" dry run, and in
// the drawer "Issue Certificate" (manager) and "Remove Certificate" (admin, confirmed); access.md §4.
const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const publicId = '3f1c9a52-6a8e-4a8f-9b7e-0d2f4c1e5a77';
const row = (overrides: Partial<CourseStudent>): CourseStudent => ({
  id: 1,
  githubId: 'alice',
  name: 'Alice Zephyr',
  isActive: true,
  mentoring: true,
  mentor: null,
  cityName: 'Warsaw',
  countryName: 'Poland',
  totalScore: 320,
  rank: 1,
  screening: 'none',
  certificate: null,
  discord: null,
  expellingReason: null,
  ...overrides,
});
const alice = row({});
const bob = row({ id: 2, githubId: 'bob', name: 'Bob Young', totalScore: 300, rank: 2, certificate: { publicId } });

function serve(session: Session, bulk: (body: BulkCertificateInput) => Response | BulkCertificateResult) {
  const calls = { bulk: [] as BulkCertificateInput[], single: [] as string[], removed: [] as string[] };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026', certificateThreshold: 70 })]),
    http.get(`${API}/api/v2/courses/1/students`, ({ request }) => {
      const pageSize = Number(new URL(request.url).searchParams.get('pageSize'));
      const items = pageSize === 1 ? [alice] : [alice, bob];
      return HttpResponse.json({ items, pagination: { current: 1, pageSize, total: 2, totalPages: 1 } });
    }),
    http.get(`${API}/api/v2/courses/1/tasks`, () =>
      HttpResponse.json([makeCourseTask({ id: 11, name: 'Songbird' }), makeCourseTask({ id: 12, name: 'Shelter' })]),
    ),
    http.post(`${API}/api/v2/certificate/course/1`, async ({ request }) => {
      const body = (await request.json()) as BulkCertificateInput;
      calls.bulk.push(body);
      const answer = bulk(body);
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
    http.post(`${API}/api/v2/certificate/course/1/student/:githubId`, ({ params }) => {
      calls.single.push(String(params.githubId));
      return HttpResponse.json({ publicId, studentId: 1, issueDate: '2026-03-01' }, { status: 201 });
    }),
    http.delete(`${API}/api/v2/certificate/:studentId`, ({ params }) => {
      calls.removed.push(String(params.studentId));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const result = (dryRun: boolean | undefined): BulkCertificateResult => ({
  issued: dryRun ? 0 : 1,
  alreadyCertified: 1,
  students: [{ studentId: 1, githubId: 'alice', name: 'Alice Zephyr' }],
});
const manager = makeSession({ courses: { 1: courseRoles(['manager']) } });

async function dialogTitled(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title)).closest('[role="dialog"]') as HTMLElement;
}
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
async function openPage() {
  renderWithProviders(<CourseStudents />);
  await within(await screen.findByRole('table')).findByText('Alice Zephyr (alice)');
}

describe('Certificate Criteria', () => {
  it('previews by the course threshold when no criteria are given, then issues after confirmation', async () => {
    const calls = serve(manager, (body) => result(body.dryRun));
    await openPage();
    await user.click(screen.getByText('Issue Certificates', { selector: 'button span' }));
    const dialog = await dialogTitled('Certificate Criteria');
    expect(
      within(dialog).getByText(/the course threshold applies: a total of at least 70% of the best total/),
    ).toBeVisible();
    await user.click(within(dialog).getByText('Preview', { selector: 'button span' }));
    expect(await within(dialog).findByText('1 students will receive a certificate')).toBeInTheDocument();
    expect(within(dialog).getByText('alice')).toBeInTheDocument();
    expect(within(dialog).getByText('1 who qualify hold one already.')).toBeInTheDocument();
    expect(calls.bulk).toEqual([{ dryRun: true }]);
    await user.click(within(dialog).getByText('Issue Certificates', { selector: 'button span' }));
    await confirmPopover();
    await waitFor(() => expect(calls.bulk).toEqual([{ dryRun: true }, { dryRun: false }]));
    expect(await screen.findByText('1 certificates issued')).toBeInTheDocument();
  });

  it('sends the per-task minimums and the minimum total that are filled in', async () => {
    const calls = serve(manager, (body) => result(body.dryRun));
    await openPage();
    await user.click(screen.getByText('Issue Certificates', { selector: 'button span' }));
    const dialog = await dialogTitled('Certificate Criteria');
    await user.click(within(dialog).getByText('Add task minimum', { selector: 'button span' }));
    await user.click(within(dialog).getByText('Preview', { selector: 'button span' }));
    expect(await within(dialog).findByText('Choose a task')).toBeInTheDocument();
    expect(calls.bulk).toEqual([]);
    await user.click(within(dialog).getByLabelText('Task 1'));
    await user.click(await screen.findByTitle('Shelter (max 100)'));
    await user.click(within(dialog).getByLabelText('Minimum score 1'));
    await user.paste('50');
    await user.click(within(dialog).getByLabelText('Minimum total score'));
    await user.paste('200');
    await user.click(within(dialog).getByText('Preview', { selector: 'button span' }));
    await waitFor(() =>
      expect(calls.bulk).toEqual([
        { criteria: { taskCriteria: [{ courseTaskId: 12, minScore: 50 }], minTotalScore: 200 }, dryRun: true },
      ]),
    );
  });

  it("puts the server's field error on the task row it names", async () => {
    serve(manager, () =>
      HttpResponse.json(
        {
          type: '/problems/validation',
          title: 'Bad Request',
          status: 400,
          detail: 'Some criteria name tasks of another course.',
          errors: [{ path: 'criteria.taskCriteria.0.courseTaskId', message: 'Not a task of this course' }],
          requestId: 'x',
        },
        { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    await openPage();
    await user.click(screen.getByText('Issue Certificates', { selector: 'button span' }));
    const dialog = await dialogTitled('Certificate Criteria');
    await user.click(within(dialog).getByText('Add task minimum', { selector: 'button span' }));
    await user.click(within(dialog).getByLabelText('Task 1'));
    await user.click(await screen.findByTitle('Songbird (max 100)'));
    await user.click(within(dialog).getByLabelText('Minimum score 1'));
    await user.paste('10');
    await user.click(within(dialog).getByText('Preview', { selector: 'button span' }));
    expect(await within(dialog).findByText('Not a task of this course')).toBeInTheDocument();
  });
});

describe('the drawer', () => {
  it('lets a manager issue the certificate of a student without one, then links it', async () => {
    const calls = serve(manager, (body) => result(body.dryRun));
    await openPage();
    await user.click(screen.getByLabelText('More about alice'));
    const drawer = await dialogTitled('Alice Zephyr, alice');
    await user.click(within(drawer).getByText('Issue Certificate', { selector: 'button span' }));
    expect(await within(drawer).findByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      `/certificate/${publicId}`,
    );
    expect(calls.single).toEqual(['alice']);
    expect(await screen.findByText('Certificate issued to alice')).toBeInTheDocument();
    expect(within(drawer).queryByText('Remove Certificate')).not.toBeInTheDocument();
  });

  it('lets an admin remove a certificate only after the confirmation', async () => {
    const calls = serve(makeSession({ isAdmin: true }), (body) => result(body.dryRun));
    await openPage();
    await user.click(screen.getByLabelText('More about bob'));
    const drawer = await dialogTitled('Bob Young, bob');
    await user.click(within(drawer).getByText('Remove Certificate', { selector: 'button span' }));
    expect(await screen.findByText('Remove the certificate of bob?')).toBeInTheDocument();
    expect(calls.removed).toEqual([]);
    await confirmPopover();
    await waitFor(() => expect(calls.removed).toEqual(['2']));
    expect(await within(drawer).findByText('Issue Certificate', { selector: 'button span' })).toBeInTheDocument();
  });

  it('keeps the drawer as it was when the issue fails', async () => {
    serve(manager, (body) => result(body.dryRun));
    server.use(
      http.post(`${API}/api/v2/certificate/course/1/student/:githubId`, () => problemResponse(404, 'Not a student')),
    );
    await openPage();
    await user.click(screen.getByLabelText('More about alice'));
    const drawer = await dialogTitled('Alice Zephyr, alice');
    await user.click(within(drawer).getByText('Issue Certificate', { selector: 'button span' }));
    expect(await screen.findByText('Not a student')).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'View certificate' })).not.toBeInTheDocument();
  });

  it('shows a supervisor neither the bulk issue nor the drawer actions', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['supervisor']) } }), (body) => result(body.dryRun));
    await openPage();
    expect(screen.queryByText('Issue Certificates')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('More about alice'));
    const drawer = await dialogTitled('Alice Zephyr, alice');
    expect(within(drawer).getByText('No certificate')).toBeInTheDocument();
    expect(within(drawer).queryByText('Issue Certificate')).not.toBeInTheDocument();
  });
});
