import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { ExpelledStat, Session } from '@/api/model';
import CourseReports from '@/pages/course/admin/reports';

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

const swift: ExpelledStat = {
  id: '00000000-0000-4000-8000-000000000001',
  user: { id: 1, githubId: 'swift', name: 'Apus Swift' },
  reasonForLeaving: ['Found a job', 'Not enough time'],
  otherComment: 'Got an offer, "thanks"',
  submittedAt: '2026-02-20T08:00:00.000Z',
};
const lark: ExpelledStat = {
  id: '00000000-0000-4000-8000-000000000002',
  user: { id: 2, githubId: 'lark', name: 'Lark' },
  reasonForLeaving: ['Too difficult'],
  otherComment: null,
  submittedAt: '2026-02-01T08:00:00.000Z',
};

const manager = makeSession({ courses: { 1: courseRoles(['manager']) } });

// The report of course 1: DELETE removes a survey from what the next GET answers.
function serve(session: Session, stats: ExpelledStat[] = [swift, lark]) {
  let list = [...stats];
  const deletes: string[] = [];
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, name: 'JS/FE 2026', alias: 'js-fe-2026' })]),
    http.get(`${API}/api/v2/courses/1/stats/expelled`, () => HttpResponse.json(list)),
    http.delete(`${API}/api/v2/courses/1/stats/expelled/:id`, ({ params }) => {
      deletes.push(String(params.id));
      list = list.filter((stat) => stat.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return deletes;
}

async function openTable() {
  renderWithProviders(<CourseReports />);
  const table = await screen.findByRole('table');
  await within(table).findByRole('link', { name: 'swift' });
  return table;
}

describe('/course/admin/reports', () => {
  it('lists the departures newest first: GitHub link, reasons, comment and date', async () => {
    serve(manager);
    const table = await openTable();
    expect(screen.getByRole('heading', { name: 'Detailed Statistics on Student Departures' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'swift' })).toHaveAttribute('href', 'https://github.com/swift');
    expect(within(table).getByText('Found a job')).toBeInTheDocument();
    expect(within(table).getByText('Not enough time')).toBeInTheDocument();
    expect(within(table).getByText('Got an offer, "thanks"')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('link')[0].textContent)).toEqual(['swift', 'lark']);
    for (const title of ['Student GitHub', 'Reasons', 'Other Comments', 'Date', 'Delete']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    }
  });

  it('says "No data" and disables "Export CSV" when nobody left', async () => {
    serve(manager, []);
    renderWithProviders(<CourseReports />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  });

  it('deletes a row only after the confirmation', async () => {
    const deletes = serve(manager);
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Delete the survey answer of lark' }));
    expect(await screen.findByText('Delete the survey answer of lark?')).toBeInTheDocument();
    expect(deletes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual([lark.id]));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'lark' })).not.toBeInTheDocument());
    expect(within(table).getByRole('link', { name: 'swift' })).toBeInTheDocument();
  });

  it('keeps the row when the confirmation is cancelled', async () => {
    const deletes = serve(manager);
    const table = await openTable();
    await user.click(within(table).getByRole('button', { name: 'Delete the survey answer of swift' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(deletes).toEqual([]);
    expect(within(table).getByRole('link', { name: 'swift' })).toBeInTheDocument();
  });

  it('exports expelled_students_stats.csv built in the browser from the rows', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['supervisor']) } }));
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:report';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await openTable();
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(names).toEqual(['expelled_students_stats.csv']);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0].text()).toBe(
      'Student GitHub,Student Name,Reasons,Other Comments,Date\r\n' +
        'swift,Apus Swift,Found a job; Not enough time,"Got an offer, ""thanks""",2026-02-20T08:00:00.000Z\r\n' +
        'lark,Lark,Too difficult,,2026-02-01T08:00:00.000Z\r\n',
    );
    click.mockRestore();
  });

  it('refuses a dementor of the course', async () => {
    serve(makeSession({ courses: { 1: courseRoles(['dementor']) } }));
    renderWithProviders(<CourseReports />);
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
  });
});
