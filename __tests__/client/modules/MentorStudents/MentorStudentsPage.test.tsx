import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import type { MentorStudent } from '@/api/model';
import MentorStudents from '@/pages/course/mentor/students';

import { API, coursesHandler, makeCourse, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

jest.setTimeout(60_000);

const alice: MentorStudent = {
  id: 1,
  githubId: 'alice',
  name: 'Alice Zephyr',
  cityName: 'Minsk',
  countryName: 'Belarus',
  rank: 4,
  totalScore: 312.5,
  isActive: true,
  feedbacks: [],
};

function serve(students: MentorStudent[]) {
  server.use(
    sessionHandler(
      makeSession({ courses: { 1: { roles: ['mentor'], isExpelled: false, mentorId: 7, studentId: null } } }),
    ),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/mentors/7/course/1/students`, () => HttpResponse.json(students)),
  );
}

describe('/course/mentor/students', () => {
  it('shows a card per student with GitHub, profile link, place, rank and score', async () => {
    serve([alice]);
    renderWithProviders(<MentorStudents />);
    const name = await screen.findByRole('link', { name: 'Alice Zephyr' });
    expect(name).toHaveAttribute('href', '/profile?githubId=alice');
    expect(screen.getByRole('link', { name: /alice/ })).toHaveAttribute('href', 'https://github.com/alice');
    expect(screen.getByText('Minsk, Belarus')).toBeInTheDocument();
    expect(screen.getByText('Rank: 4 · Score: 312.5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Give Feedback' })).toHaveAttribute(
      'href',
      '/course/mentor/feedback?course=js-fe-2026&studentId=1',
    );
    expect(screen.getByRole('link', { name: 'Change Status' })).toHaveAttribute(
      'href',
      '/course/mentor/expel-student?course=js-fe-2026',
    );
  });

  it('offers "Edit Feedback" once the mentor wrote his recommendation letter', async () => {
    serve([{ ...alice, feedbacks: [{ id: 9, recommendation: 'hire' }] }]);
    renderWithProviders(<MentorStudents />);
    expect(await screen.findByRole('link', { name: 'Edit Feedback' })).toHaveAttribute(
      'href',
      '/course/mentor/feedback?course=js-fe-2026&studentId=1',
    );
    expect(screen.queryByRole('link', { name: 'Give Feedback' })).not.toBeInTheDocument();
  });

  it('says "You do not have students" when there are none', async () => {
    serve([]);
    renderWithProviders(<MentorStudents />);
    expect(await screen.findByText('You do not have students')).toBeInTheDocument();
  });

  it('tells an admin without the mentor role that the page is for mentors of the course', async () => {
    server.use(sessionHandler(makeSession({ isAdmin: true })), coursesHandler([makeCourse({ id: 1 })]));
    renderWithProviders(<MentorStudents />);
    expect(await screen.findByText('This page is for mentors of the course')).toBeInTheDocument();
    expect(screen.queryByText('You do not have students')).not.toBeInTheDocument();
  });
});
