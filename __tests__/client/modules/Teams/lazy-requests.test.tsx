import { HttpResponse, http } from 'msw';

import TeamDistributions from '@/pages/course/team-distributions';
import Teams from '@/pages/course/teams';

import { API, courseRoles, makeSession } from '../../../support/client/fixtures';
import type * as LazyGate from '../../../support/client/lazy-gate';
import { closeChunks } from '../../../support/client/lazy-gate';
import { expectRequestsBeforeChunk, renderPage, serveCounted } from '../../../support/client/lazy-requests';
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

// Each page's board is a next/dynamic chunk; here it "arrives" only on openChunks().
jest.mock('@/modules/TeamDistributions/components/TeamDistributionsBoard', () =>
  jest
    .requireActual<typeof LazyGate>('../../../support/client/lazy-gate')
    .gateExport(
      jest.requireActual('@/modules/TeamDistributions/components/TeamDistributionsBoard'),
      'TeamDistributionsBoard',
    ),
);
jest.mock('@/modules/Teams/components/TeamsBoard', () =>
  jest
    .requireActual<typeof LazyGate>('../../../support/client/lazy-gate')
    .gateExport(jest.requireActual('@/modules/Teams/components/TeamsBoard'), 'TeamsBoard'),
);

jest.setTimeout(90_000);

beforeEach(() => closeChunks());

const student = makeSession({ courses: { 1: { ...courseRoles(['student']), studentId: 501 } } });
const emptyPage = { items: [], pagination: { current: 1, pageSize: 10, total: 0, totalPages: 0 } };

describe('RS Teams pages: the first request starts with the page, not after the chunk', () => {
  it('/course/team-distributions requests the distributions once', async () => {
    const hits = serveCounted(student, { '/api/v2/courses/1/team-distribution': [] }, { othersEmpty: true });
    renderPage(<TeamDistributions />);
    await expectRequestsBeforeChunk(hits, 'No team distributions yet');
  });

  it("/course/teams requests the distribution's detail once", async () => {
    const hits = serveCounted(
      student,
      {
        '/api/v2/courses/1/team-distribution/4/detailed': {
          id: 4,
          name: 'Songbird teams',
          teamsCount: 0,
          studentsWithoutTeamCount: 0,
          myTeam: null,
        },
      },
      { othersEmpty: true },
    );
    server.use(http.get(`${API}/api/v2/courses/1/team-distribution/4/team`, () => HttpResponse.json(emptyPage)));
    setRouter({ pathname: '/course/teams', query: { teamDistributionId: '4' } });
    renderPage(<Teams />);
    await expectRequestsBeforeChunk(hits, 'My status: without team');
  });
});
