import { useRouter } from 'next/router';

import { CertificatePage } from '@/modules/Certificate';

// pages.md §1 "/certificate/[publicId]": public (no PageGuard); the certificate anyone with the link can verify.
export default function Certificate() {
  const { query, isReady } = useRouter();
  const publicId = isReady && typeof query.publicId === 'string' ? query.publicId : undefined;
  return <CertificatePage publicId={publicId} />;
}
