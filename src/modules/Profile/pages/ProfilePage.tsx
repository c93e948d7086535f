import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';

import { problemStatus } from '@/hooks/problem';

import { useDiscordConnect } from '../hooks/useDiscordConnect';
import { useProfile } from '../hooks/useProfile';

const NotVisibleResult = dynamic(() => import('../components/NotVisibleResult').then((mod) => mod.NotVisibleResult));
const ResultPage = dynamic(() => import('@/components/ResultPage').then((mod) => mod.ResultPage));

// The cards (antd Card with the Tabs it brings) load in their own chunk (DESIGN.md "Performance").
const ProfileCards = dynamic(() => import('../components/ProfileCards').then((mod) => mod.ProfileCards), {
  loading: () => <Skeleton active />,
});

// pages.md §7 "/profile": ?githubId= (default: me); each card shows only what the caller may see (rules.md R19.2).
export function ProfilePage() {
  const { query, isReady } = useRouter();
  const githubId = typeof query.githubId === 'string' && query.githubId.trim() ? query.githubId.trim() : undefined;
  const { profile, error, isLoading, isOwner, isAdmin, save, leave, rejoin, obfuscate } = useProfile(
    isReady ? githubId : undefined,
  );
  const discord = useDiscordConnect(isOwner, save);

  if (!isReady || isLoading) return <Skeleton active />;
  if (error) {
    const status = problemStatus(error);
    if (status === 403 || status === 404) return <NotVisibleResult />;
    return <ResultPage status={500} />;
  }
  if (!profile) return null;
  return (
    <ProfileCards
      profile={profile}
      isAdmin={isAdmin}
      save={save}
      leave={leave}
      rejoin={rejoin}
      obfuscate={obfuscate}
      discord={discord}
    />
  );
}
