import { Alert, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import Link from 'next/link';

import { problemDetail } from '@/hooks/problem';

import { useTeamsView } from '../hooks/useTeamsView';

// The tables, tabs and dialogs load in their own chunk (DESIGN.md "Performance"); the distribution's detail is
// requested with the page.
const TeamsBoard = dynamic(() => import('../components/TeamsBoard').then((mod) => mod.TeamsBoard), {
  loading: () => <Skeleton active paragraph={{ rows: 6 }} />,
});

// pages.md §10 "/course/teams?teamDistributionId=".
export function TeamsPage() {
  const view = useTeamsView();
  if (!view.ready || !view.viewer || !view.courseId) return null;
  if (!view.distributionId) {
    return (
      <Alert
        type="info"
        showIcon
        title="Choose a team distribution"
        description={<Link href="/course/team-distributions">Team distributions</Link>}
      />
    );
  }
  if (view.error) return <Alert type="error" showIcon title={problemDetail(view.error)} />;
  if (view.isLoading || !view.detailed) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <TeamsBoard {...view} distributionId={view.distributionId} viewer={view.viewer} />;
}
