import { Alert, Flex, Skeleton } from 'antd';

import { problemDetail } from '@/hooks/problem';

import { ProfileSummary } from '../components/ProfileSummary';
import { useOwnProfile } from '../hooks/useOwnProfile';

// pages.md §7 "/profile": the caller's own profile.
export function ProfilePage() {
  const { data, error, isLoading } = useOwnProfile();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720, margin: '0 auto' }}>
      {isLoading && <Skeleton active />}
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      {data && <ProfileSummary profile={data} />}
    </Flex>
  );
}
