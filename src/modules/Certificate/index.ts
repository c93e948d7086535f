export { CertificatePage } from './pages/CertificatePage';
