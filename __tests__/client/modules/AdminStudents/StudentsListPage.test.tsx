import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { StudentListItem } from '@/api/model';
import AdminStudents from '@/pages/admin/students';

import { API, coursesHandler, makeCourse, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(60_000);

const anna: StudentListItem = {
  id: 11,
  githubId: 'anna',
  name: 'Anna Kowalska',
  countryName: 'Poland',
  cityName: 'Warsaw',
  languages: ['EN', 'PL'],
  contacts: { email: 'anna@example.com' },
  discord: 'anna#1',
  onGoingCourses: [{ courseId: 1, name: 'JS/FE 2026', totalScore: 120, rank: 7, certificatePublicId: null }],
  previousCourses: [
    {
      courseId: 2,
      name: 'JS/FE 2025',
      totalScore: 500,
      rank: 1,
      certificatePublicId: '0d2c7e4a-1111-4c1e-9a53-3f0c6f0d9a11',
    },
  ],
};

function serve(total = 1) {
  const queries: URLSearchParams[] = [];
  server.use(
    sessionHandler(makeSession({ isHirer: true })),
    coursesHandler([]),
    http.get(`${API}/api/v2/courses`, () =>
      HttpResponse.json([
        makeCourse({ id: 1, name: 'JS/FE 2026' }),
        makeCourse({ id: 2, name: 'JS/FE 2025', completed: true }),
      ]),
    ),
    http.get(`${API}/api/v2/students`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const items = query.get('city') === 'nowhere' ? [] : [anna];
      return HttpResponse.json({
        items,
        pagination: {
          current: Number(query.get('current')),
          pageSize: 20,
          total: items.length ? total : 0,
          totalPages: 1,
        },
      });
    }),
  );
  return queries;
}

const header = (name: string) =>
  screen.getAllByRole('columnheader').find((cell) => cell.textContent?.includes(name)) as HTMLElement;

describe('/admin/students', () => {
  it('lists 20 students a page with their courses, place and languages', async () => {
    const queries = serve();
    renderWithProviders(<AdminStudents />);
    expect(await screen.findByRole('button', { name: 'Anna Kowalska (anna)' })).toBeInTheDocument();
    const row = within(screen.getByRole('button', { name: 'Anna Kowalska (anna)' }).closest('tr') as HTMLElement);
    expect(row.getByText('JS/FE 2026')).toBeInTheDocument();
    expect(row.getByText('JS/FE 2025')).toBeInTheDocument();
    expect(row.getByText('Poland')).toBeInTheDocument();
    expect(row.getByText('English, Polish')).toBeInTheDocument();
    expect(queries[0].get('current')).toBe('1');
    expect(queries[0].get('pageSize')).toBe('20');
  });

  it('asks the server for the city searched', async () => {
    const queries = serve();
    renderWithProviders(<AdminStudents />);
    await screen.findByRole('button', { name: 'Anna Kowalska (anna)' });
    await user.click(within(header('City')).getByRole('button'));
    await user.type(await screen.findByLabelText('Search City'), 'nowhere');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(queries.at(-1)?.get('city')).toBe('nowhere'));
    expect(queries.at(-1)?.get('current')).toBe('1');
    expect(await screen.findAllByText('No data')).not.toHaveLength(0);
  });

  it('filters by ongoing courses, offering only the courses that are not completed', async () => {
    const queries = serve();
    renderWithProviders(<AdminStudents />);
    await screen.findByRole('button', { name: 'Anna Kowalska (anna)' });
    await user.click(within(header('Ongoing Courses')).getByRole('button'));
    const dropdown = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-table-filter-dropdown');
      if (!found) throw new Error('The filter dropdown is not open');
      return found;
    });
    expect(within(dropdown).queryByText('JS/FE 2025')).not.toBeInTheDocument();
    await user.click(within(dropdown).getByText('JS/FE 2026'));
    await user.click(within(dropdown).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(queries.at(-1)?.get('ongoingCourses')).toBe('1'));
  });

  it('opens the student details: location, contacts and courses with position, score and certificate', async () => {
    serve();
    renderWithProviders(<AdminStudents />);
    await user.click(await screen.findByRole('button', { name: 'Anna Kowalska (anna)' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Student Details' }));
    expect(drawer.getByText('Warsaw, Poland')).toBeInTheDocument();
    expect(drawer.getByText('anna@example.com')).toBeInTheDocument();
    expect(drawer.getByText('anna#1')).toBeInTheDocument();
    const finished = within(drawer.getByText('JS/FE 2025').closest('tr') as HTMLElement);
    expect(finished.getByText('Certified')).toBeInTheDocument();
    expect(finished.getByText('500')).toBeInTheDocument();
    expect(finished.getByRole('link', { name: 'Certificate' })).toHaveAttribute(
      'href',
      '/certificate/0d2c7e4a-1111-4c1e-9a53-3f0c6f0d9a11',
    );
  });
});
