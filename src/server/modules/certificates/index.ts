export { certificatesRouter } from './routes';
export { bestTotals, eligible, idList } from './eligibility';
export { warmCertificateRenderer } from './service';
