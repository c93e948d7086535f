import { screen, within } from '@testing-library/react';
import { http } from 'msw';

import PublicCv from '@/pages/cv/[uuid]';

import { problemResponse, sessionFailure } from '../../../support/client/fixtures';
import { makeResume } from '../../../support/client/careers';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

// pages.md §8 "/cv/[uuid]": the public CV the server rendered, readable without a session.
describe('/cv/[uuid]', () => {
  beforeEach(() => {
    server.use(
      sessionFailure(401),
      http.get('http://localhost/api/v2/profile/courses', () => problemResponse(401)),
    );
  });

  it('shows name, position, personal data, contacts, About, courses, the hire letters and gratitudes', async () => {
    renderWithProviders(<PublicCv resume={makeResume()} />);
    // The view arrives in its own chunk (next/dynamic), so the first lookup waits for it.
    expect(await screen.findByRole('heading', { name: 'Stella Student' })).toBeInTheDocument();
    expect(screen.getByText('Junior Front-end Developer')).toBeInTheDocument();
    expect(screen.getByText('Warsaw, Remote')).toBeInTheDocument();
    expect(screen.getByText('B2 (Upper-Intermediate)')).toBeInTheDocument();
    expect(screen.getByText('Not liable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'stella@example.com' })).toHaveAttribute(
      'href',
      'mailto:stella@example.com',
    );
    expect(screen.getByText(/Former accountant/)).toBeInTheDocument();

    const running = screen.getByText('JavaScript / Front-end 2026').closest('tr') as HTMLElement;
    expect(within(running).getByText('Mark Mentor')).toBeInTheDocument();
    expect(within(running).getByText('Studying')).toBeInTheDocument();
    const finished = screen.getByText('JavaScript / Front-end 2025').closest('tr') as HTMLElement;
    expect(within(finished).getByRole('link', { name: 'Certified: certificate' })).toHaveAttribute(
      'href',
      '/certificate/0d2c7e4a-1111-4c1e-9a53-3f0c6f0d9a11',
    );

    const letter = screen.getByRole('region', { name: 'Feedback from Mark Mentor' });
    expect(within(letter).getByText('A reliable developer.')).toBeInTheDocument();
    expect(within(letter).getByText('Responsible: Excellent')).toBeInTheDocument();
    expect(screen.getByText('Gratitudes (1)')).toBeInTheDocument();
    expect(screen.getByText('Thanks for the help in chat.')).toBeInTheDocument();
  });

  it('leaves out the blocks a CV does not fill', async () => {
    renderWithProviders(
      <PublicCv resume={makeResume({ feedbacks: [], gratitudes: { count: 0, items: [] }, notes: null })} />,
    );
    expect(await screen.findByRole('heading', { name: 'Stella Student' })).toBeInTheDocument();
    expect(screen.queryByText("Mentors' feedback")).not.toBeInTheDocument();
    expect(screen.queryByText(/Gratitudes/)).not.toBeInTheDocument();
    expect(screen.queryByText('About me')).not.toBeInTheDocument();
  });
});
