import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';

import type { Session } from '@/api/model';
import CrossCheckTable from '@/pages/course/admin/cross-check-table';
import CrossCheckReview from '@/pages/course/student/cross-check-review';
import CrossCheckSubmit from '@/pages/course/student/cross-check-submit';

import { makeCourseTask } from '../../../support/client/course-tasks';
import {
  API,
  courseRoles,
  coursesHandler,
  makeCourse,
  makeSession,
  sessionHandler,
} from '../../../support/client/fixtures';
import type * as LazyGate from '../../../support/client/lazy-gate';
import { closeChunks, openChunks } from '../../../support/client/lazy-gate';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

// Each page's body is a next/dynamic chunk; here it "arrives" only on openChunks().
jest.mock('@/modules/CrossCheckSubmit/components/CrossCheckSubmit', () =>
  jest
    .requireActual<typeof LazyGate>('../../../support/client/lazy-gate')
    .gateExport(jest.requireActual('@/modules/CrossCheckSubmit/components/CrossCheckSubmit'), 'CrossCheckSubmit'),
);
jest.mock('@/modules/CrossCheckReview/components/CrossCheckReview', () =>
  jest
    .requireActual<typeof LazyGate>('../../../support/client/lazy-gate')
    .gateExport(jest.requireActual('@/modules/CrossCheckReview/components/CrossCheckReview'), 'CrossCheckReview'),
);
jest.mock('@/modules/CrossCheckTable/components/CrossCheckTable', () =>
  jest
    .requireActual<typeof LazyGate>('../../../support/client/lazy-gate')
    .gateExport(jest.requireActual('@/modules/CrossCheckTable/components/CrossCheckTable'), 'CrossCheckTable'),
);

jest.setTimeout(90_000);

// Serves the session, the course and `routes`, counting the requests each route receives; other requests are
// answered with an empty list and not counted (those the chunk makes once it knows the task).
function serve(session: Session, routes: Record<string, JsonBodyType>) {
  const hits: Record<string, number> = Object.fromEntries(Object.keys(routes).map((path) => [path, 0]));
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    ...Object.entries(routes).map(([path, body]) =>
      http.get(`${API}${path}`, () => {
        hits[path] += 1;
        return HttpResponse.json(body);
      }),
    ),
    http.get(`${API}/api/v2/*`, () => HttpResponse.json([])),
  );
  return hits;
}

const renderPage = (ui: ReactElement) =>
  renderWithProviders(<SWRConfig value={{ dedupingInterval: 2000 }}>{ui}</SWRConfig>);

async function expectRequestsBeforeChunk(hits: Record<string, number>, content: string) {
  const once = Object.fromEntries(Object.keys(hits).map((path) => [path, 1]));
  // The first render of the file compiles the page: give it more than waitFor's default second.
  await waitFor(() => expect(hits).toEqual(once), { timeout: 10_000 });
  expect(screen.queryByText(content)).not.toBeInTheDocument();
  act(() => openChunks());
  expect(await screen.findByText(content)).toBeInTheDocument();
  expect(hits).toEqual(once);
}

beforeEach(() => closeChunks());

const student = makeSession({ courses: { 1: courseRoles(['student']) } });
const tasks = [makeCourseTask({ id: 30, checker: 'crossCheck', start: 2, end: 9 })];

describe('cross-check pages: the first request starts with the page, not after the chunk', () => {
  it('/course/student/cross-check-submit requests the cross-check tasks once', async () => {
    const hits = serve(student, { '/api/v2/courses/1/tasks': tasks });
    renderPage(<CrossCheckSubmit />);
    await expectRequestsBeforeChunk(hits, 'No tasks available for submission now');
  });

  it('/course/student/cross-check-review requests the cross-check tasks once', async () => {
    const hits = serve(student, { '/api/v2/courses/1/tasks': tasks });
    renderPage(<CrossCheckReview />);
    await expectRequestsBeforeChunk(hits, 'At the moment, there are no tasks available for review');
  });

  it('/course/admin/cross-check-table requests the tasks, the progress and the first page of pairs once', async () => {
    const hits = serve(makeSession({ courses: { 1: courseRoles(['dementor']) } }), {
      '/api/v2/courses/1/tasks': tasks,
      '/api/v2/courses/1/cross-checks/progress': [],
      '/api/v2/courses/1/cross-checks/pairs': {
        items: [],
        pagination: { current: 1, pageSize: 50, total: 0, totalPages: 0 },
      },
    });
    renderPage(<CrossCheckTable />);
    await expectRequestsBeforeChunk(hits, 'Pairs');
  });
});
