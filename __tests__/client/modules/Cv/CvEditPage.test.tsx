import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { OpportunitiesConsent, Resume, ResumeForm } from '@/api/model';
import CvEdit from '@/pages/cv/edit';

import { API, coursesHandler, makeSession, problemResponse, sessionHandler } from '../../../support/client/fixtures';
import { makeResume } from '../../../support/client/careers';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

type Calls = { consents: string[]; patches: ResumeForm[]; visibility: unknown[]; prolongs: number };

function serve(initial: { consent: boolean; resume?: Resume }) {
  let consent: OpportunitiesConsent = { consent: initial.consent, expires: initial.resume?.expires ?? null };
  let resume = initial.resume;
  const calls: Calls = { consents: [], patches: [], visibility: [], prolongs: 0 };
  server.use(
    sessionHandler(makeSession({ githubId: 'stella' })),
    coursesHandler([]),
    http.get(`${API}/api/v2/opportunities/consent`, () => HttpResponse.json(consent)),
    http.post(`${API}/api/v2/opportunities/consent`, () => {
      calls.consents.push('give');
      resume = makeResume({ name: 'Stella Student', desiredPosition: null, notes: null, locations: [] });
      consent = { consent: true, expires: resume.expires };
      return HttpResponse.json(consent);
    }),
    http.delete(`${API}/api/v2/opportunities/consent`, () => {
      calls.consents.push('withdraw');
      resume = undefined;
      consent = { consent: false, expires: null };
      return HttpResponse.json(consent);
    }),
    http.get(`${API}/api/v2/opportunities/me/resume`, () =>
      resume ? HttpResponse.json(resume) : problemResponse(404, 'There is no CV yet'),
    ),
    http.patch(`${API}/api/v2/opportunities/me/resume`, async ({ request }) => {
      const body = (await request.json()) as ResumeForm;
      calls.patches.push(body);
      if (body.desiredPosition === 'Chief Executive') {
        return HttpResponse.json(
          { ...problemBody(400), errors: [{ path: 'desiredPosition', message: 'desiredPosition is refused' }] },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }
      resume = { ...(resume as Resume), ...(body as Partial<Resume>), contacts: (resume as Resume).contacts };
      return HttpResponse.json(resume);
    }),
    http.post(`${API}/api/v2/opportunities/visibility`, async ({ request }) => {
      const body = (await request.json()) as { isHidden: boolean };
      calls.visibility.push(body);
      resume = { ...(resume as Resume), isHidden: body.isHidden };
      return HttpResponse.json(body);
    }),
    http.post(`${API}/api/v2/opportunities/prolong`, () => {
      calls.prolongs += 1;
      return HttpResponse.json({ expires: (resume as Resume).expires });
    }),
  );
  return calls;
}

const problemBody = (status: number) => ({
  type: '/problems/validation',
  title: 'Bad Request',
  status,
  detail: 'Invalid body: desiredPosition.',
  requestId: 'test',
});

async function confirmDialog(button: string) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: button }));
}

describe('/cv/edit', () => {
  it('without consent lists what becomes public and creates the CV after a confirmation', async () => {
    const calls = serve({ consent: false });
    renderWithProviders(<CvEdit />);
    expect(await screen.findByText('You have no CV yet')).toBeInTheDocument();
    expect(screen.getByText(/your courses with mentor, status, score/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my CV' }));
    expect(
      await screen.findByText(/Your CV is public until \d{4}-\d{2}-\d{2} \(one month\); renew it monthly\./),
    ).toBeInTheDocument();
    await confirmDialog('Create my CV');
    await waitFor(() => expect(calls.consents).toEqual(['give']));
    // The form opens, pre-filled from the profile.
    expect(await screen.findByLabelText('Name')).toHaveValue('Stella Student');
  });

  it('shows the CV with its actions and hides, shows and prolongs it', async () => {
    const calls = serve({ consent: true, resume: makeResume() });
    renderWithProviders(<CvEdit />);
    expect(await screen.findByRole('heading', { name: 'Stella Student' })).toBeInTheDocument();
    expect(screen.getByText(/Your CV is public until/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(screen.getByText('JavaScript / Front-end 2026')).toBeInTheDocument();
    expect(screen.getByText('A reliable developer.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(calls.visibility).toEqual([{ isHidden: true }]));
    expect(await screen.findByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    expect(screen.getByText(/Your CV is hidden: only you see it/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Prolong' }));
    await waitFor(() => expect(calls.prolongs).toBe(1));
  });

  it('says an expired CV has expired and cannot be shared', async () => {
    serve({ consent: true, resume: makeResume({ expires: '2020-01-31T10:00:00.000Z' }) });
    renderWithProviders(<CvEdit />);
    expect(await screen.findByText(/Your CV expired on 2020-01-31: prolong it/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it('saves the form and shows the saved CV', async () => {
    const calls = serve({ consent: true, resume: makeResume() });
    renderWithProviders(<CvEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit CV' }));
    const position = await screen.findByLabelText('Desired position');
    await user.clear(position);
    await user.type(position, 'Front-end Developer');
    await user.click(screen.getByRole('button', { name: 'Save CV' }));
    await waitFor(() => expect(calls.patches).toHaveLength(1));
    expect(calls.patches[0]).toMatchObject({
      name: 'Stella Student',
      desiredPosition: 'Front-end Developer',
      locations: ['Warsaw', 'Remote'],
      startFrom: '2026-04-01',
      fullTime: true,
      visibleCourses: [],
    });
    expect(await screen.findByRole('heading', { name: 'Stella Student' })).toBeInTheDocument();
    expect(screen.getByText('Front-end Developer')).toBeInTheDocument();
  });

  it('checks the limit of 3 locations itself before calling the server', async () => {
    const calls = serve({
      consent: true,
      resume: makeResume({ locations: ['Warsaw', 'Krakow', 'Berlin', 'Riga'] }),
    });
    renderWithProviders(<CvEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit CV' }));
    await user.click(await screen.findByRole('button', { name: 'Save CV' }));
    expect(await screen.findByText('Choose at most 3 locations')).toBeInTheDocument();
    expect(calls.patches).toEqual([]);
  });

  it('lands a field the server refuses on that field', async () => {
    serve({ consent: true, resume: makeResume() });
    renderWithProviders(<CvEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit CV' }));
    const position = await screen.findByLabelText('Desired position');
    await user.clear(position);
    await user.type(position, 'Chief Executive');
    await user.click(screen.getByRole('button', { name: 'Save CV' }));
    expect(await screen.findByText('desiredPosition is refused')).toBeInTheDocument();
  });

  it('deletes the CV after a confirmation, which withdraws the consent', async () => {
    const calls = serve({ consent: true, resume: makeResume() });
    renderWithProviders(<CvEdit />);
    await user.click(await screen.findByRole('button', { name: 'Delete CV' }));
    await confirmDialog('Delete CV');
    await waitFor(() => expect(calls.consents).toEqual(['withdraw']));
    expect(await screen.findByText('You have no CV yet')).toBeInTheDocument();
  });
});
