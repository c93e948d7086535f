import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Badge, GratitudeInput } from '@/api/model';
import Gratitude from '@/pages/gratitude';

import {
  API,
  courseRoles,
  coursesHandler,
  makeCourse,
  makeSession,
  sessionHandler,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const studentBadges: Badge[] = ['Congratulations', 'Good_job', 'Thank_you'].map((id) => ({
  id: id as Badge['id'],
  name: id.replace(/_/g, ' '),
}));
const managerBadges: Badge[] = [...studentBadges, { id: 'Top_performer', name: 'Top performer' }];

function serve({ postStatus = 201 }: { postStatus?: number } = {}) {
  const posts: GratitudeInput[] = [];
  const badgeRequests: string[] = [];
  server.use(
    sessionHandler(makeSession({ id: 7, courses: { 1: courseRoles(['student']), 2: courseRoles(['manager']) } })),
    coursesHandler([
      makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026', discordServerId: 3 }),
      makeCourse({ id: 2, name: 'Android 2026', alias: 'android-2026' }),
    ]),
    http.get(`${API}/api/v2/gratitudes/badges/:courseId`, ({ params }) => {
      badgeRequests.push(String(params.courseId));
      return HttpResponse.json(params.courseId === '2' ? managerBadges : studentBadges);
    }),
    http.get(`${API}/api/users/search/:text`, ({ params }) =>
      HttpResponse.json(
        [
          { id: 11, githubId: 'mark', name: 'Mark Mentor' },
          { id: 12, githubId: 'mary', name: 'Mary Major' },
          { id: 7, githubId: 'stella', name: 'Stella Student' },
          // The sender himself is among the answers; the picker leaves him out.
        ].filter((candidate) => (params.text === 'mark' ? candidate.githubId === 'mark' : true)),
      ),
    ),
    http.post(`${API}/api/v2/gratitudes`, async ({ request }) => {
      posts.push((await request.json()) as GratitudeInput);
      if (postStatus === 400) {
        return HttpResponse.json(
          {
            type: '/problems/validation',
            title: 'Bad Request',
            status: 400,
            detail: 'You cannot thank yourself.',
            errors: [{ path: 'userIds', message: 'userIds must not include yourself' }],
            requestId: 'r1',
          },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }
      return HttpResponse.json([], { status: 201 });
    }),
  );
  return { posts, badgeRequests };
}

const comment = 'Thanks for the patient reviews of my pull requests';

async function openForm(query: Record<string, string> = { githubId: 'mark' }) {
  setRouter({ pathname: '/gratitude', query });
  renderWithProviders(<Gratitude />);
  expect(await screen.findByText('#gratitude')).toBeInTheDocument();
  await screen.findByRole('radio', { name: /Thank you/ }, { timeout: 10_000 });
}

describe('/gratitude', () => {
  it('pre-fills the person from ?githubId=, picks "Thank you" and sends the gratitude', async () => {
    const { posts } = serve();
    await openForm();
    expect(await screen.findByText('Mark Mentor (mark)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Thank you/ })).toBeChecked();
    expect(screen.getByText("Your feedback will be posted to the course's Discord channel")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Comment'), comment);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(posts).toEqual([{ userIds: [11], courseId: 1, badgeId: 'Thank_you', comment }]);
  });

  it('checks the comment rules before sending: 20 characters, no "@"', async () => {
    const { posts } = serve();
    await openForm();
    await screen.findByText('Mark Mentor (mark)');
    await user.type(screen.getByLabelText('Comment'), 'Thanks a lot!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The comment needs at least 20 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Comment'));
    await user.type(screen.getByLabelText('Comment'), `${comment} @mark`);
    expect(await screen.findByText('The comment must not contain "@".')).toBeInTheDocument();
    expect(screen.getByText('At least 20 characters, without "@".')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('asks for a person and offers people found by login, never the sender', async () => {
    const { posts } = serve();
    await openForm({});
    await user.type(screen.getByLabelText('Comment'), comment);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose at least one person to thank')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Person'), 'ma');
    await screen.findByText('Mary Major (mary)', { selector: '.ant-select-item-option-content' }, { timeout: 5000 });
    const options = document.querySelectorAll('.ant-select-item-option-content');
    expect([...options].map((option) => option.textContent)).toEqual(['Mark Mentor (mark)', 'Mary Major (mary)']);
    await user.click(screen.getByText('Mary Major (mary)', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].userIds).toEqual([12]);
  });

  it('reloads the badges when the course changes', async () => {
    const { posts, badgeRequests } = serve();
    await openForm();
    expect(screen.queryByRole('radio', { name: /Top performer/ })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Course'));
    await user.click(await screen.findByText('Android 2026', { selector: '.ant-select-item-option-content' }));
    await user.click(await screen.findByRole('radio', { name: /Top performer/ }, { timeout: 5000 }));
    expect(badgeRequests).toEqual(['1', '2']);
    expect(screen.queryByText("Your feedback will be posted to the course's Discord channel")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Comment'), comment);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ courseId: 2, badgeId: 'Top_performer' });
  });

  it("puts the server's field error on the field it names", async () => {
    serve({ postStatus: 400 });
    await openForm();
    await screen.findByText('Mark Mentor (mark)');
    await user.type(screen.getByLabelText('Comment'), comment);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const person = (await screen.findByText('userIds must not include yourself')).closest('.ant-form-item');
    expect(within(person as HTMLElement).getByText('Person')).toBeInTheDocument();
  });

  it('tells a user without courses where gratitude is possible', async () => {
    server.use(sessionHandler(makeSession()), coursesHandler([]));
    setRouter({ pathname: '/gratitude', query: {} });
    renderWithProviders(<Gratitude />);
    expect(await screen.findByText('You can say thank you in a course you take part in.')).toBeInTheDocument();
  });
});
