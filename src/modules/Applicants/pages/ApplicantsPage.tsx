import { Alert } from 'antd';
import dynamic from 'next/dynamic';

import { useGetApplicants } from '@/api/opportunities';
import { LoadingScreen } from '@/components/LoadingScreen';
import { problemDetail } from '@/hooks/problem';

// The table and its filters load in their own chunk, keeping the page's first load under 300 kB; the list's request
// starts at once, before the chunk.
const ApplicantsTable = dynamic(
  () => import('../components/ApplicantsTable').then((module) => module.ApplicantsTable),
  {
    loading: () => <LoadingScreen />,
  },
);

// pages.md §5 "/applicants": the live CVs (rules.md R18.4) for hirers.
export function ApplicantsPage() {
  const { data, error, isLoading } = useGetApplicants({ swr: { revalidateOnFocus: false } });
  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  return <ApplicantsTable applicants={data ?? []} loading={isLoading} />;
}
