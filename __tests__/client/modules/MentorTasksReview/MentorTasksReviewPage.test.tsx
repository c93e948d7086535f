import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { MentorReview, MentorReviewInput } from '@/api/model';
import MentorTasksReview from '@/pages/course/admin/mentor-tasks-review';

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

const review = (overrides: Partial<MentorReview>): MentorReview => ({
  id: 1,
  courseTaskId: 10,
  taskName: 'Songbird',
  taskDescriptionUrl: null,
  student: { id: 5, githubId: 'alice', name: 'Alice Zephyr' },
  solutionUrl: 'https://github.com/alice/songbird/pull/1',
  submittedAt: '2026-02-10T10:00:00.000Z',
  checker: null,
  score: null,
  maxScore: 100,
  reviewedAt: null,
  ...overrides,
});

function serve() {
  const queries: URLSearchParams[] = [];
  const posts: MentorReviewInput[] = [];
  server.use(
    sessionHandler(makeSession({ courses: { 1: courseRoles(['manager']) } })),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/tasks`, () => HttpResponse.json([])),
    http.get(`${API}/api/v2/course/1/mentor-reviews`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        items: [
          review({}),
          review({
            id: 2,
            student: { id: 6, githubId: 'bob', name: 'Bob Brown' },
            checker: { githubId: 'mark', name: 'Mark Mentor' },
            score: 70,
            reviewedAt: '2026-02-20T10:00:00.000Z',
          }),
        ],
        pagination: { current: 1, pageSize: 20, total: 2, totalPages: 1 },
      });
    }),
    http.get(`${API}/api/v2/course/1/mentors/search/:text`, () =>
      HttpResponse.json([{ id: 9, githubId: 'mark', name: 'Mark Mentor' }]),
    ),
    http.post(`${API}/api/v2/course/1/mentor-reviews`, async ({ request }) => {
      posts.push((await request.json()) as MentorReviewInput);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { queries, posts };
}

describe('/course/admin/mentor-tasks-review', () => {
  it('asks for 20 rows a page and disables "Assign Reviewer" once scored', async () => {
    const { queries } = serve();
    renderWithProviders(<MentorTasksReview />);
    expect(await screen.findByText('Mentor tasks review')).toBeInTheDocument();
    const scored = (await screen.findByText('Bob Brown (bob)')).closest('tr') as HTMLElement;
    expect(within(scored).getByRole('button', { name: 'Assign Reviewer' })).toBeDisabled();
    expect(queries[0].get('pageSize')).toBe('20');
    expect(screen.getAllByText(/Submitted \(.+\)/).length).toBeGreaterThan(0);
  });

  it('assigns a course mentor as reviewer', async () => {
    const { posts } = serve();
    renderWithProviders(<MentorTasksReview />);
    const row = (await screen.findByText('Alice Zephyr (alice)')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Assign Reviewer' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Mentor'), 'ma');
    await user.click(
      await screen.findByText('Mark Mentor (mark)', { selector: '.ant-select-item-option-content' }, { timeout: 5000 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(posts).toHaveLength(1), { timeout: 5000 });
    expect(await screen.findByText('The reviewer has been assigned.')).toBeInTheDocument();
    expect(posts).toEqual([{ courseTaskId: 10, studentId: 5, mentorId: 9 }]);
  });
});
