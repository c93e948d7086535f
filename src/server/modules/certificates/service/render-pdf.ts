import type { PublicCertificate } from '../schemas';
import type * as CertificateLayout from './certificate-layout';

type Layout = typeof CertificateLayout;

// pdf-lib and fontkit take about 0.3 s to load; only a certificate download needs them, so they are loaded on the
// first PDF (or the start-up warm-up below), not by every process and test that builds the app. A failed load is not
// kept, so the next download tries again.
let loading: Promise<Layout> | undefined;
function layout(): Promise<Layout> {
  loading ??= import('./certificate-layout').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

// rules.md R16.4: an A4 landscape page with the student's name, the course's full name, the discipline, the issuer,
// the issue date, the public id and the verification URL, rendered on request (nothing is stored).
export async function renderCertificatePdf(
  certificate: PublicCertificate,
  verifyUrl: string,
): Promise<Uint8Array<ArrayBuffer>> {
  return (await layout()).layOutCertificate(certificate, verifyUrl);
}

// The first PDF of a process costs ten times the next (300 ms against 30 on the bench's machine: both fonts parsed,
// the PDF and font code compiled), and the bench's first four concurrent downloads waited 750 ms for it. Rendered once
// at start-up, off the request path, so that no visitor pays it.
export async function warmCertificateRenderer(): Promise<void> {
  await renderCertificatePdf(
    {
      publicId: '00000000-0000-4000-8000-000000000000',
      studentName: 'Warm-up Прогрев',
      githubId: 'warm-up',
      courseName: 'Warm-up',
      courseFullName: 'Warm-up',
      discipline: 'Warm-up',
      issuer: 'RS School',
      issueDate: '2026-01-01',
    },
    'http://localhost/certificate/00000000-0000-4000-8000-000000000000',
  );
}
