import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';

import type { HallOfFameMentor } from '@/api/model';
import MentorsHallOfFame from '@/pages/mentors-hall-of-fame';

import { API, problemResponse } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const mentor = (rank: number, githubId: string, totalStudents: number): HallOfFameMentor => ({
  rank,
  githubId,
  name: `${githubId} Mentor`,
  totalStudents,
  totalGratitudes: 3,
  courseStats: [{ courseName: 'JS/FE 2025', studentsCount: totalStudents }],
});

function serve(answers: { lastYear: HallOfFameMentor[]; allTime: HallOfFameMentor[] }) {
  const queries: string[] = [];
  server.use(
    // Public page: nobody is signed in.
    http.get(`${API}/api/v2/session`, () => problemResponse(401)),
    http.get(`${API}/api/v2/mentors-hall-of-fame`, async ({ request }) => {
      const allTime = new URL(request.url).searchParams.get('allTime');
      queries.push(String(allTime));
      await delay(50);
      return HttpResponse.json(allTime === 'true' ? answers.allTime : answers.lastYear);
    }),
  );
  return queries;
}

describe('/mentors-hall-of-fame', () => {
  it('loads the top mentors of the last year without a session, then all time', async () => {
    const queries = serve({ lastYear: [mentor(1, 'mark', 4)], allTime: [mentor(1, 'olga', 9), mentor(2, 'mark', 4)] });
    setRouter({ pathname: '/mentors-hall-of-fame', query: {} });
    renderWithProviders(<MentorsHallOfFame />);
    expect(screen.getByText('Loading top mentors...')).toBeInTheDocument();
    const card = (await screen.findByText('mark Mentor')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('#1')).toBeInTheDocument();
    expect(within(card).getByText('4 certified students')).toBeInTheDocument();
    expect(within(card).getByText(/3 gratitudes/)).toBeInTheDocument();
    expect(within(card).getByText('JS/FE 2025: 4')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '@mark' })).toHaveAttribute('href', 'https://github.com/mark');
    expect(within(card).getByRole('link', { name: 'Say Thank you!' })).toHaveAttribute(
      'href',
      '/gratitude?githubId=mark',
    );
    await user.click(screen.getByText('All Time'));
    expect(await screen.findByText('olga Mentor')).toBeInTheDocument();
    expect(queries).toEqual(['false', 'true']);
  });

  it('says so when no mentor has certified students', async () => {
    serve({ lastYear: [], allTime: [] });
    setRouter({ pathname: '/mentors-hall-of-fame', query: {} });
    renderWithProviders(<MentorsHallOfFame />);
    expect(await screen.findByText('No mentors found')).toBeInTheDocument();
  });
});
