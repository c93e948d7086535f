import CrossCheckTable from '@/pages/course/admin/cross-check-table';
import CrossCheckReview from '@/pages/course/student/cross-check-review';
import CrossCheckSubmit from '@/pages/course/student/cross-check-submit';

import { makeCourseTask } from '../../../support/client/course-tasks';
import { courseRoles, makeSession } from '../../../support/client/fixtures';
import type * as LazyGate from '../../../support/client/lazy-gate';
import { closeChunks } from '../../../support/client/lazy-gate';
import { expectRequestsBeforeChunk, renderPage, serveCounted } from '../../../support/client/lazy-requests';

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

beforeEach(() => closeChunks());

const student = makeSession({ courses: { 1: courseRoles(['student']) } });
const tasks = [makeCourseTask({ id: 30, checker: 'crossCheck', start: 2, end: 9 })];

const serve = (session: Parameters<typeof serveCounted>[0], routes: Parameters<typeof serveCounted>[1]) =>
  serveCounted(session, routes, { othersEmpty: true });

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
