import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { Applicant } from '@/api/model';
import Applicants from '@/pages/applicants';

import { API, coursesHandler, makeSession, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(60_000);

const applicant = (overrides: Partial<Applicant>): Applicant => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  name: 'Anna Applicant',
  desiredPosition: 'Junior Front-end Developer',
  locations: ['Warsaw', 'Remote'],
  englishLevel: 'b2',
  fullTime: true,
  startFrom: '2026-04-01',
  expires: '2026-04-20T10:00:00.000Z',
  githubId: 'anna',
  ...overrides,
});

const anna = applicant({});
const boris = applicant({
  uuid: '00000000-0000-4000-8000-000000000002',
  name: 'Boris Blank',
  githubId: 'boris',
  desiredPosition: null,
  locations: [],
  englishLevel: null,
  fullTime: false,
  startFrom: null,
});

function serve(applicants: Applicant[], isHirer = true) {
  server.use(
    sessionHandler(makeSession({ isHirer })),
    coursesHandler([]),
    http.get(`${API}/api/v2/opportunities/applicants`, () => HttpResponse.json(applicants)),
  );
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('/applicants', () => {
  it('lists the live CVs with a link to each, and "<Not set>" for what a CV leaves empty', async () => {
    serve([anna, boris]);
    renderWithProviders(<Applicants />);
    expect(await screen.findByRole('link', { name: 'Anna Applicant' })).toHaveAttribute('href', `/cv/${anna.uuid}`);
    const annaRow = within(rowOf('Anna Applicant'));
    expect(annaRow.getByText('Junior Front-end Developer')).toBeInTheDocument();
    expect(annaRow.getByText('Warsaw, Remote')).toBeInTheDocument();
    expect(annaRow.getByText('B2 (Upper-Intermediate)')).toBeInTheDocument();
    expect(annaRow.getByText('2026-04-20')).toBeInTheDocument();
    expect(within(rowOf('Boris Blank')).getAllByText('<Not set>')).toHaveLength(4);
  });

  it('searches the names', async () => {
    serve([anna, boris]);
    renderWithProviders(<Applicants />);
    await screen.findByRole('link', { name: 'Anna Applicant' });
    const nameHeader = screen.getAllByRole('columnheader').find((cell) => cell.textContent?.includes('Name'));
    await user.click(within(nameHeader as HTMLElement).getByRole('button'));
    await user.type(await screen.findByLabelText('Search Name'), 'bor');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByRole('link', { name: 'Boris Blank' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anna Applicant' })).not.toBeInTheDocument();
  });

  it('shows antd "No data" when nobody published a CV', async () => {
    serve([]);
    renderWithProviders(<Applicants />);
    expect(await screen.findAllByText('No data')).not.toHaveLength(0);
  });

  it('is for hirers: others get the role warning', async () => {
    serve([], false);
    renderWithProviders(<Applicants />);
    expect(await screen.findByText("You don't have required role to access this page")).toBeInTheDocument();
  });
});
