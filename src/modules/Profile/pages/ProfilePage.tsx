import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import type { ReactElement } from 'react';

import { problemStatus } from '@/hooks/problem';

import { AboutCard } from '../components/AboutCard';
import { ContactsCard } from '../components/ContactsCard';
import { DiscordCard } from '../components/DiscordCard';
import { EducationCard } from '../components/EducationCard';
import { LanguagesCard } from '../components/LanguagesCard';
import { MainCard } from '../components/MainCard';
import { MentorStatsCard } from '../components/MentorStatsCard';
import type { OwnerTools } from '../components/ProfileCard';
import { ProfileMasonry } from '../components/ProfileMasonry';
import { StudentStatsCard } from '../components/StudentStatsCard';
import { useDiscordConnect } from '../hooks/useDiscordConnect';
import { useProfile } from '../hooks/useProfile';

const NotVisibleResult = dynamic(() => import('../components/NotVisibleResult').then((mod) => mod.NotVisibleResult));
const ResultPage = dynamic(() => import('@/components/ResultPage').then((mod) => mod.ResultPage));

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

  const owner: OwnerTools | undefined = profile.permissionsSettings
    ? { profile, settings: profile.permissionsSettings, save }
    : undefined;
  const { generalInfo } = profile;
  const cards: ReactElement[] = [
    <MainCard key="main" profile={profile} owner={owner} isAdmin={isAdmin} obfuscate={obfuscate} />,
  ];
  if (owner || 'aboutMyself' in generalInfo)
    cards.push(<AboutCard key="about" aboutMyself={generalInfo.aboutMyself} owner={owner} />);
  cards.push(<LanguagesCard key="languages" generalInfo={generalInfo} owner={owner} />);
  if (owner || generalInfo.educationHistory?.length)
    cards.push(<EducationCard key="education" education={generalInfo.educationHistory} owner={owner} />);
  if (owner || profile.contacts) cards.push(<ContactsCard key="contacts" contacts={profile.contacts} owner={owner} />);
  if (owner || profile.discord)
    cards.push(<DiscordCard key="discord" discord={profile.discord} owner={owner} {...discord} />);
  if (profile.studentStats && (owner || profile.studentStats.length))
    cards.push(
      <StudentStatsCard key="student" stats={profile.studentStats} owner={owner} leave={leave} rejoin={rejoin} />,
    );
  if (profile.mentorStats?.length)
    cards.push(
      <MentorStatsCard
        key="mentor"
        githubId={generalInfo.githubId}
        stats={profile.mentorStats}
        owner={owner}
        isAdmin={isAdmin}
      />,
    );
  return <ProfileMasonry cards={cards} />;
}
