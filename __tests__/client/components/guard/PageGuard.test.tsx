import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Session } from '@/api/model';
import { PageGuard } from '@/components/guard/PageGuard';
import type { GuardOptions } from '@/components/guard/access-rules';

import {
  courseRoles,
  coursesFailure,
  coursesHandler,
  makeCourse,
  makeSession,
  sessionFailure,
  sessionHandler,
} from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { mockRouter, setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

const NO_ROLE = "You don't have required role to access this page";
const course1 = makeCourse({ id: 1, alias: 'js-2025' });
const course2 = makeCourse({ id: 2, alias: 'react-2025' });

function renderGuard(session: Session, options: GuardOptions, courses = [course1, course2]) {
  server.use(sessionHandler(session), coursesHandler(courses));
  return renderWithProviders(
    <PageGuard {...options}>
      <p>Protected content</p>
    </PageGuard>,
  );
}

describe('PageGuard: signed in', () => {
  it('shows the full-screen "Loading..." while the session is pending', async () => {
    server.use(sessionHandler(makeSession()), coursesHandler([course1]));
    renderWithProviders(
      <PageGuard>
        <p>Protected content</p>
      </PageGuard>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Protected content')).toBeInTheDocument();
  });

  it('redirects a signed-out visitor (401) to /login with the encoded path and query, silently', async () => {
    setRouter({ pathname: '/course/score', query: { course: 'js-2025', tab: 'a b' } });
    server.use(sessionFailure(401));
    renderWithProviders(
      <PageGuard>
        <p>Protected content</p>
      </PageGuard>,
    );
    await waitFor(() =>
      expect(mockRouter.replace).toHaveBeenCalledWith(
        `/login?url=${encodeURIComponent('/course/score?course=js-2025&tab=a+b')}`,
      ),
    );
    expect(screen.queryByText('Error occurred during login')).not.toBeInTheDocument();
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('redirects and notifies "Error occurred during login" when the session call fails with 500', async () => {
    setRouter({ pathname: '/profile', query: {} });
    server.use(sessionFailure(500));
    renderWithProviders(
      <PageGuard>
        <p>Protected content</p>
      </PageGuard>,
    );
    expect(await screen.findByText('Error occurred during login')).toBeInTheDocument();
    expect(screen.getByText('Please try again later or contact course manager')).toBeInTheDocument();
    expect(mockRouter.replace).toHaveBeenCalledWith(`/login?url=${encodeURIComponent('/profile')}`);
  });

  it('treats a failing course list like a failing session (notification + redirect)', async () => {
    server.use(sessionHandler(makeSession()), coursesFailure(503));
    renderWithProviders(
      <PageGuard>
        <p>Protected content</p>
      </PageGuard>,
    );
    expect(await screen.findByText('Error occurred during login')).toBeInTheDocument();
    expect(mockRouter.replace).toHaveBeenCalledWith('/login?url=%2F');
  });

  it('redirects silently when the course list answers 401', async () => {
    server.use(sessionHandler(makeSession()), coursesFailure(401));
    renderWithProviders(
      <PageGuard>
        <p>Protected content</p>
      </PageGuard>,
    );
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/login?url=%2F'));
    expect(screen.queryByText('Error occurred during login')).not.toBeInTheDocument();
  });
});

describe('PageGuard: role guards', () => {
  it('adminOnly lets an admin in', async () => {
    renderGuard(makeSession({ isAdmin: true }), { adminOnly: true });
    expect(await screen.findByText('Protected content')).toBeInTheDocument();
  });

  it('adminOnly shows the warning to a manager, and Go Back goes back in history', async () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderGuard(makeSession({ courses: { 1: courseRoles(['manager']) } }), { adminOnly: true });
    expect(await screen.findByText(NO_ROLE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('hirerOnly passes a hirer and an admin, not a plain user', async () => {
    const { unmount } = renderGuard(makeSession({ isHirer: true }), { hirerOnly: true });
    expect(await screen.findByText('Protected content')).toBeInTheDocument();
    unmount();
    const second = renderGuard(makeSession({ isAdmin: true }), { hirerOnly: true });
    expect(await screen.findByText('Protected content')).toBeInTheDocument();
    second.unmount();
    renderGuard(makeSession({ courses: { 1: courseRoles(['student']) } }), { hirerOnly: true });
    expect(await screen.findByText(NO_ROLE)).toBeInTheDocument();
  });

  it('allowedRoles needs the role in the ACTIVE course', async () => {
    setRouter({ query: { course: 'react-2025' } });
    renderGuard(makeSession({ courses: { 1: courseRoles(['manager']), 2: courseRoles(['student']) } }), {
      allowedRoles: ['manager'],
      requireCourse: true,
    });
    expect(await screen.findByText(NO_ROLE)).toBeInTheDocument();
  });

  it('allowedRoles passes with the role in the active course', async () => {
    setRouter({ query: { course: 'js-2025' } });
    renderGuard(makeSession({ courses: { 1: courseRoles(['manager']), 2: courseRoles(['student']) } }), {
      allowedRoles: ['manager'],
      requireCourse: true,
    });
    expect(await screen.findByText('Protected content')).toBeInTheDocument();
  });

  it('allowedRoles + anyCoursePowerUser passes with the role in any course', async () => {
    setRouter({ query: { course: 'react-2025' } });
    renderGuard(makeSession({ courses: { 1: courseRoles(['manager']), 2: courseRoles(['student']) } }), {
      allowedRoles: ['manager'],
      anyCoursePowerUser: true,
    });
    expect(await screen.findByText('Protected content')).toBeInTheDocument();
  });

  it('allowedRoles + anyCoursePowerUser refuses a user without the role anywhere', async () => {
    renderGuard(makeSession({ courses: { 1: courseRoles(['student']), 2: courseRoles(['mentor']) } }), {
      allowedRoles: ['manager'],
      anyCoursePowerUser: true,
    });
    expect(await screen.findByText(NO_ROLE)).toBeInTheDocument();
  });
});

describe('PageGuard: active course', () => {
  it('shows "No Access" when ?course= names a course the user is not in', async () => {
    setRouter({ query: { course: 'unknown-course' } });
    renderGuard(makeSession({ courses: { 1: courseRoles(['student']) } }), { requireCourse: true }, [course1]);
    expect(await screen.findByText('No Access')).toBeInTheDocument();
    expect(
      screen.getByText('You probably do not participate in the course. Please register or choose another course.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('shows the welcome card on a course-bound page when the user has no course', async () => {
    renderGuard(makeSession(), { requireCourse: true }, []);
    expect(await screen.findByText('Welcome to RS School App! Please register to continue')).toBeInTheDocument();
  });
});
