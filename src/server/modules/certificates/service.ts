export { issueCourseCertificates } from './service/issue-bulk';
export { issueCertificate, issueCourseStudentCertificate } from './service/issue-single';
export { findPublicCertificate } from './service/public-certificate';
export { removeCertificate } from './service/remove-certificate';
export { renderCertificatePdf, warmCertificateRenderer } from './service/render-pdf';

// rules.md R16.4: the page anyone can open to verify a certificate.
export const verificationUrl = (appUrl: string, publicId: string) =>
  `${appUrl.replace(/\/+$/, '')}/certificate/${publicId}`;
