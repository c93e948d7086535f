import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import type { PublicCertificate } from '@/api/model';
import Certificate from '@/pages/certificate/[publicId]';

import { API, problemResponse, sessionFailure } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

jest.setTimeout(60_000);

const publicId = '3f1c9a52-6a8e-4a8f-9b7e-0d2f4c1e5a77';
const certificate: PublicCertificate = {
  publicId,
  studentName: 'Stella Student',
  githubId: 'stella',
  courseName: 'JS/FE 2026',
  courseFullName: 'JavaScript / Front-end 2026',
  discipline: 'JavaScript',
  issuer: 'The Rolling Scopes School',
  issueDate: '2026-03-01',
};

// The page is public: nobody is signed in (the header's session call answers 401).
function serve(answer: () => Response) {
  const requests: string[] = [];
  server.use(
    sessionFailure(401),
    http.get(`${API}/api/v2/certificate/:publicId`, ({ request, params }) => {
      requests.push(`${params.publicId}${new URL(request.url).search}`);
      return answer();
    }),
  );
  return requests;
}

describe('/certificate/[publicId]', () => {
  it('shows the certificate to anyone: student, course, discipline, issuer, date, id and verification link', async () => {
    const requests = serve(() => HttpResponse.json(certificate));
    setRouter({ pathname: '/certificate/[publicId]', query: { publicId } });
    renderWithProviders(<Certificate />);
    expect(await screen.findByRole('heading', { name: 'Stella Student' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CERTIFICATE' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'JavaScript / Front-end 2026' })).toBeInTheDocument();
    expect(screen.getByText('JavaScript')).toBeInTheDocument();
    expect(screen.getByText('The Rolling Scopes School')).toBeInTheDocument();
    expect(screen.getByText('March 1, 2026')).toBeInTheDocument();
    expect(screen.getByText(publicId)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `http://localhost/certificate/${publicId}` })).toHaveAttribute(
      'href',
      `/certificate/${publicId}`,
    );
    expect(requests).toEqual([publicId]);
  });

  it('links the PDF rendered by the server, to download and to open', async () => {
    serve(() => HttpResponse.json(certificate));
    setRouter({ pathname: '/certificate/[publicId]', query: { publicId } });
    renderWithProviders(<Certificate />);
    const download = await screen.findByRole('link', { name: /Download PDF/ });
    expect(download).toHaveAttribute('href', `/api/v2/certificate/${publicId}?format=pdf`);
    expect(download).toHaveAttribute('download', `certificate-${publicId}.pdf`);
    expect(screen.getByRole('link', { name: /Open PDF/ })).toHaveAttribute(
      'href',
      `/api/v2/certificate/${publicId}?format=pdf`,
    );
  });

  it.each([404, 400])('shows the 404 result when the server answers %i', async (status) => {
    serve(() => problemResponse(status, 'No certificate'));
    setRouter({ pathname: '/certificate/[publicId]', query: { publicId: 'unknown' } });
    renderWithProviders(<Certificate />);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
  });

  it('asks nothing before the route is ready', async () => {
    const requests = serve(() => HttpResponse.json(certificate));
    setRouter({ pathname: '/certificate/[publicId]', query: {}, isReady: false });
    renderWithProviders(<Certificate />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });
});
