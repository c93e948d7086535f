import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';

import type { AggregateStats, CourseStats, Session, TaskPerformance } from '@/api/model';
import CourseStatsRoute from '@/pages/course/stats';

import { makeCourseTask } from '../../../support/client/course-tasks';
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

// G2 draws on a canvas that jsdom lacks: each chart is a stand-in listing what it was asked to draw and its theme.
jest.mock('@ant-design/plots', () => {
  const chart =
    (kind: string) =>
    ({ data, theme }: { data: unknown; theme: string }): ReactNode => (
      <div data-testid={`${kind}-chart`} data-theme={theme}>
        {JSON.stringify(data)}
      </div>
    );
  return { Bar: chart('bar'), Gauge: chart('gauge'), Pie: chart('pie') };
});

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

const students: CourseStats = {
  totalStudents: 300,
  activeStudentsCount: 270,
  studentsWithMentorCount: 216,
  certifiedStudentsCount: 20,
  eligibleForCertificationCount: 60,
};
const performance = (total: number): TaskPerformance => ({
  totalAchievement: total,
  minimalAchievement: 0,
  lowAchievement: total ? 1 : 0,
  moderateAchievement: 0,
  highAchievement: total ? total - 2 : 0,
  exceptionalAchievement: 0,
  perfectScores: total ? 1 : 0,
});
const countries = (...pairs: [string, number][]) => ({
  countries: pairs.map(([countryName, count]) => ({ countryName, count })),
});

type Served = { students?: CourseStats; certificates?: ReturnType<typeof countries>; tasks?: boolean };

function serve(session: Session, served: Served = {}) {
  const calls = { performance: [] as string[], aggregate: [] as URLSearchParams[] };
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/stats`, () => HttpResponse.json(served.students ?? students)),
    http.get(`${API}/api/v2/courses/1/stats/mentors`, () =>
      HttpResponse.json({ mentorsActiveCount: 30, mentorsTotalCount: 31, mentorsWithCorporateEmailCount: 6 }),
    ),
    http.get(`${API}/api/v2/courses/1/stats/students/countries`, () =>
      HttpResponse.json(countries(['Poland', 55], ['Ukraine', 36], ['Unknown', 4])),
    ),
    http.get(`${API}/api/v2/courses/1/stats/mentors/countries`, () => HttpResponse.json(countries(['Georgia', 12]))),
    http.get(`${API}/api/v2/courses/1/stats/students/certificates/countries`, () =>
      HttpResponse.json(served.certificates ?? countries(['Poland', 11], ['Latvia', 9])),
    ),
    http.get(`${API}/api/v2/courses/1/tasks`, () =>
      HttpResponse.json(
        served.tasks === false
          ? []
          : [makeCourseTask({ id: 11, name: 'Songbird' }), makeCourseTask({ id: 12, name: 'Shelter' })],
      ),
    ),
    http.get(`${API}/api/v2/courses/:courseId/stats/task/:taskId/performance`, ({ params }) => {
      calls.performance.push(`${params.courseId}/${params.taskId}`);
      return HttpResponse.json(performance(params.taskId === '12' ? 0 : 10));
    }),
    http.get(`${API}/api/v2/courses/aggregate/stats`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.aggregate.push(query);
      const aggregate: AggregateStats = {
        courses: [
          { id: 1, name: 'JS/FE 2026', fullName: 'JS', alias: 'js-fe-2026', startDate: '2026-01-01T00:00:00.000Z' },
          { id: 4, name: 'Android 2026', fullName: 'A', alias: 'android-2026', startDate: '2026-02-01T00:00:00.000Z' },
        ],
        studentsCountries: countries(['Poland', 60]),
        studentsStats: { ...students, totalStudents: 310 },
        mentorsCountries: countries(['Georgia', 13]),
        mentorsStats: { mentorsActiveCount: 31, mentorsTotalCount: 32, mentorsWithCorporateEmailCount: 6 },
        courseTasks: [{ id: 40, name: 'Kotlin basics', courseId: 4, courseName: 'Android 2026', maxScore: 100 }],
        studentsCertificatesCountries: countries(),
      };
      return HttpResponse.json(aggregate);
    }),
  );
  return calls;
}

const member = makeSession({ courses: { 1: courseRoles(['student']) } });
const cardOf = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

describe('/course/stats', () => {
  it('shows every card with data to a member, each with its numbers in words', async () => {
    serve(member);
    renderWithProviders(<CourseStatsRoute />);
    const countriesCard = await cardOf('Students Countries');
    expect(within(countriesCard).getByText('Poland 55, Ukraine 36, Unknown 4')).toBeInTheDocument();
    expect(await within(countriesCard).findByTestId('bar-chart')).toHaveTextContent(
      '"countryName":"Poland","count":55',
    );
    expect(within(await cardOf('Active Students')).getByText('270 of 300 (90%)')).toBeInTheDocument();
    expect(within(await cardOf('Students With Mentor')).getByText('216 of 270 (80%)')).toBeInTheDocument();
    expect(within(await cardOf('Mentors Countries')).getByText('Georgia 12')).toBeInTheDocument();
    expect(within(await cardOf('Mentors with corporate e-mail')).getByText('6 of 30 (20%)')).toBeInTheDocument();
    expect(within(await cardOf('Students With Certificate')).getByText('20 of 300 (6.7%)')).toBeInTheDocument();
    expect(within(await cardOf('Certificates Countries')).getByText('Poland 11, Latvia 9')).toBeInTheDocument();
    expect(screen.queryByText('Eligible for Certification')).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Statistics scope' })).not.toBeInTheDocument();
  });

  it('hides the cards without data: no certificates shows who is eligible instead, no tasks no performance', async () => {
    serve(member, { students: { ...students, certifiedStudentsCount: 0 }, certificates: countries(), tasks: false });
    renderWithProviders(<CourseStatsRoute />);
    expect(within(await cardOf('Eligible for Certification')).getByText('60 of 270 (22.2%)')).toBeInTheDocument();
    expect(screen.queryByText('Students With Certificate')).not.toBeInTheDocument();
    expect(screen.queryByText('Certificates Countries')).not.toBeInTheDocument();
    expect(screen.queryByText('Task Performance')).not.toBeInTheDocument();
  });

  it('draws the score bands of the first task and of the task chosen in the select', async () => {
    const calls = serve(member);
    renderWithProviders(<CourseStatsRoute />);
    const card = await cardOf('Task Performance');
    expect(await within(card).findByTestId('pie-chart')).toHaveTextContent('"type":"High (70–89%)","value":8');
    expect(
      within(card).getByText(/^10 scores above 0: Minimal \(below 20%\) 0, Low \(20–49%\) 1, .* Perfect \(100%\) 1$/),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('combobox', { name: 'Task' }));
    await user.click(await screen.findByTitle('Shelter'));
    expect(await within(card).findByText('No scores for this task yet')).toBeInTheDocument();
    expect(calls.performance).toEqual(['1/11', '1/12']);
  });

  it('lets an admin switch to the timeline: nothing before a year, then the courses of that year summed', async () => {
    const calls = serve(makeSession({ isAdmin: true }));
    renderWithProviders(<CourseStatsRoute />);
    await cardOf('Students Countries');
    await user.click(screen.getByText('Timeline'));
    expect(await screen.findByRole('heading', { name: 'Courses Statistics' })).toBeInTheDocument();
    expect(screen.getByText('No data available.')).toBeInTheDocument();
    expect(calls.aggregate).toEqual([]);
    const year = screen.getByRole('textbox', { name: 'Year' });
    await user.click(year);
    fireEvent.change(year, { target: { value: '2026' } });
    fireEvent.keyDown(year, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(calls.aggregate.map((query) => query.toString())).toEqual(['year=2026']));
    const courses = await screen.findByLabelText('Courses');
    expect(within(courses).getByText('Android 2026')).toBeInTheDocument();
    expect(within(await cardOf('Active Students')).getByText('270 of 310 (87.1%)')).toBeInTheDocument();
    const taskCard = await cardOf('Task Performance');
    expect(within(taskCard).getByText('Kotlin basics (Android 2026)')).toBeInTheDocument();
    await waitFor(() => expect(calls.performance).toContain('4/40'));
  });

  it('draws the charts in the dark theme when the app is dark', async () => {
    window.localStorage.setItem('app-theme', 'dark');
    try {
      serve(member);
      renderWithProviders(<CourseStatsRoute />);
      const card = await cardOf('Active Students');
      expect(await within(card).findByTestId('gauge-chart')).toHaveAttribute('data-theme', 'classicDark');
    } finally {
      window.localStorage.removeItem('app-theme');
    }
  });
});
