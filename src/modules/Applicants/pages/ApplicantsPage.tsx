import { Alert } from 'antd';

import { useGetApplicants } from '@/api/opportunities';
import { problemDetail } from '@/hooks/problem';

import { ApplicantsTable } from '../components/ApplicantsTable';

// pages.md §5 "/applicants": the live CVs (rules.md R18.4) for hirers.
export function ApplicantsPage() {
  const { data, error, isLoading } = useGetApplicants({ swr: { revalidateOnFocus: false } });
  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  return <ApplicantsTable applicants={data ?? []} loading={isLoading} />;
}
