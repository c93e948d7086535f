import type { PublicCertificate } from '@/api/model';

// GET /certificate/{publicId} answers JSON by default; the generated type also allows the PDF's Blob.
export function isPublicCertificate(value: unknown): value is PublicCertificate {
  return typeof value === 'object' && value !== null && 'publicId' in value && 'studentName' in value;
}

// rules.md R16.4: the PDF is rendered by the server on request.
export const certificatePdfUrl = (publicId: string) => `/api/v2/certificate/${encodeURIComponent(publicId)}?format=pdf`;

export const certificatePagePath = (publicId: string) => `/certificate/${encodeURIComponent(publicId)}`;

// "2026-03-01" → "March 1, 2026": a calendar date, shown the same in every time zone.
export function formatIssueDate(issueDate: string): string {
  const [year, month, day] = issueDate.split('-').map(Number);
  if (!year || !month || !day) return issueDate;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
