import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { useGetCertificate } from '@/api/certificates';
import { AppLayout } from '@/components/layout/AppLayout';
import { problemStatus } from '@/hooks/problem';

import { isPublicCertificate } from '../utils';

// The certificate and the result page load in their own chunks (DESIGN.md "Performance": first load ≤ 300 kB).
const CertificateView = dynamic(() => import('../components/CertificateView').then((mod) => mod.CertificateView), {
  loading: () => <Skeleton active />,
});
const ResultPage = dynamic(() => import('@/components/ResultPage').then((mod) => mod.ResultPage));

// pages.md §1 "/certificate/[publicId]": public, so anyone with the link can open and verify it. An unknown id (or
// one that is not a UUID: 400) shows the 404 result page.
export function CertificatePage({ publicId }: { publicId: string | undefined }) {
  const { data, error } = useGetCertificate(publicId ?? '', undefined, {
    swr: { enabled: Boolean(publicId), revalidateOnFocus: false, shouldRetryOnError: false },
  });
  if (error) {
    const status = problemStatus(error);
    return <ResultPage status={status === 404 || status === 400 ? 404 : 500} />;
  }
  return (
    <AppLayout title="Certificate">
      {isPublicCertificate(data) ? <CertificateView certificate={data} /> : <Skeleton active />}
    </AppLayout>
  );
}
