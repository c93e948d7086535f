import type { MentorDashboardItem, ScheduleItem } from '@/api/model';
import MentorDashboard from '@/pages/course/mentor/dashboard';
import Schedule from '@/pages/course/schedule';
import Score from '@/pages/course/score';
import AutoTestTask from '@/pages/course/student/auto-test/task';
import StudentDashboard from '@/pages/course/student/dashboard';

import { makeCourseTask, makeDetailedTask } from '../../support/client/course-tasks';
import { courseRoles, makeSession } from '../../support/client/fixtures';
import type * as LazyGate from '../../support/client/lazy-gate';
import { closeChunks } from '../../support/client/lazy-gate';
import { expectRequestsBeforeChunk, renderPage, serveCounted } from '../../support/client/lazy-requests';
import { setRouter } from '../../support/client/router';

// The body of each page is a next/dynamic chunk; here it "arrives" only on openChunks().
jest.mock('@/modules/Schedule/components/Schedule', () =>
  jest
    .requireActual<typeof LazyGate>('../../support/client/lazy-gate')
    .gateExport(jest.requireActual('@/modules/Schedule/components/Schedule'), 'Schedule'),
);
jest.mock('@/modules/Score/components/CourseScore', () =>
  jest
    .requireActual<typeof LazyGate>('../../support/client/lazy-gate')
    .gateExport(jest.requireActual('@/modules/Score/components/CourseScore'), 'CourseScore'),
);
jest.mock('@/modules/StudentDashboard/components/StudentDashboard', () =>
  jest
    .requireActual<typeof LazyGate>('../../support/client/lazy-gate')
    .gateExport(jest.requireActual('@/modules/StudentDashboard/components/StudentDashboard'), 'StudentDashboard'),
);
jest.mock('@/modules/MentorDashboard/components/MentorDashboard', () =>
  jest
    .requireActual<typeof LazyGate>('../../support/client/lazy-gate')
    .gateExport(jest.requireActual('@/modules/MentorDashboard/components/MentorDashboard'), 'MentorDashboard'),
);
jest.mock('@/modules/AutoTests/components/AutoTestTask', () =>
  jest
    .requireActual<typeof LazyGate>('../../support/client/lazy-gate')
    .gateExport(jest.requireActual('@/modules/AutoTests/components/AutoTestTask'), 'AutoTestTask'),
);

jest.setTimeout(90_000);

const page = { current: 1, pageSize: 100, total: 1, totalPages: 1 };

beforeEach(() => closeChunks());

describe('lazy page bodies: the data request starts with the page, not after the chunk', () => {
  it('/course/schedule requests the schedule once', async () => {
    const item: ScheduleItem = {
      key: 'courseTask-1',
      id: 1,
      entityType: 'courseTask',
      name: 'Songbird',
      type: 'jstask',
      tag: 'coding',
      status: 'available',
      startDate: new Date(Date.now() - 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 86_400_000).toISOString(),
      descriptionUrl: null,
      organizer: null,
      place: null,
      score: null,
      maxScore: 100,
      scoreWeight: 1,
      crossCheckStatus: 'initial',
    };
    const session = makeSession({ courses: { 1: courseRoles(['student']) } });
    const hits = serveCounted(session, { '/api/v2/courses/1/schedule': [item] });
    renderPage(<Schedule />);
    await expectRequestsBeforeChunk(hits, 'Songbird');
  });

  it('/course/score requests the page of the table from the URL and the task columns once', async () => {
    setRouter({
      pathname: '/course/score',
      query: { activeOnly: 'true', current: '2', orderBy: 'totalScore', orderDirection: 'desc', cityName: 'Warsaw' },
    });
    const alice = {
      id: 1,
      githubId: 'alice',
      name: 'Alice Zephyr',
      rank: 1,
      totalScore: 120,
      crossCheckScore: 0,
      totalScoreChangeDate: null,
      cityName: 'Warsaw',
      countryName: 'Poland',
      isActive: true,
      mentor: null,
      taskResults: [],
    };
    const session = makeSession({ courses: { 1: courseRoles(['manager']) } });
    const hits = serveCounted(session, {
      '/api/v2/course/1/students/score': { items: [alice], pagination: page },
      '/api/v2/courses/1/tasks': [makeCourseTask({ id: 11, name: 'Shelter' })],
    });
    renderPage(<Score />);
    await expectRequestsBeforeChunk(hits, 'Alice Zephyr');
  });

  it('/course/student/dashboard requests the summary, the tasks and the review stats once', async () => {
    const session = makeSession({ courses: { 1: courseRoles(['student']) } });
    const hits = serveCounted(session, {
      '/api/v2/courses/1/students/me/summary': {
        totalScore: 150,
        rank: 3,
        rankTotal: 240,
        isActive: true,
        selfExpelled: false,
        results: [],
        mentor: null,
      },
      '/api/v2/courses/1/tasks/solutions': [{ ...makeCourseTask({ id: 1, name: 'Songbird' }), solution: null }],
      '/api/v2/courses/1/cross-checks/available-review-stats': [],
    });
    renderPage(<StudentDashboard />);
    await expectRequestsBeforeChunk(hits, '3 / 240');
  });

  it("/course/mentor/dashboard requests the mentor's review items once", async () => {
    const item: MentorDashboardItem = {
      student: { id: 1, githubId: 'alice', name: 'Alice Zephyr' },
      courseTaskId: 10,
      taskName: 'Songbird',
      taskDescriptionUrl: null,
      maxScore: 100,
      resultScore: null,
      solutionUrl: 'https://github.com/alice/songbird/pull/1',
      status: 'in-review',
      endDate: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const session = makeSession({
      courses: { 1: { roles: ['mentor'], isExpelled: false, mentorId: 7, studentId: null } },
    });
    const hits = serveCounted(session, { '/api/v2/mentors/7/course/1/dashboard': [item] });
    renderPage(<MentorDashboard />);
    await expectRequestsBeforeChunk(hits, 'In review (1)');
  });

  it("/course/student/auto-test/task requests the task and the student's verifications once", async () => {
    setRouter({ pathname: '/course/student/auto-test/task', query: { courseTaskId: '7' } });
    const session = makeSession({ courses: { 1: courseRoles(['student']) } });
    const hits = serveCounted(session, {
      '/api/v2/courses/1/tasks/7': makeDetailedTask({ id: 7, name: 'Self-check: JavaScript', checker: 'auto-test' }),
      '/api/v2/courses/1/student-verifications': [],
    });
    renderPage(<AutoTestTask />);
    await expectRequestsBeforeChunk(hits, 'Self-check: JavaScript');
  });
});
