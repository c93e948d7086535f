import type { ReactElement } from 'react';

import type { ProfileInfo } from '@/api/model';

import type { useDiscordConnect } from '../hooks/useDiscordConnect';
import type { ProfileActions } from '../hooks/useProfile';
import { AboutCard } from './AboutCard';
import { ContactsCard } from './ContactsCard';
import { DiscordCard } from './DiscordCard';
import { EducationCard } from './EducationCard';
import { LanguagesCard } from './LanguagesCard';
import { MainCard } from './MainCard';
import { MentorStatsCard } from './MentorStatsCard';
import type { OwnerTools } from './ProfileCard';
import { ProfileMasonry } from './ProfileMasonry';
import { StudentStatsCard } from './StudentStatsCard';

interface ProfileCardsProps extends ProfileActions {
  profile: ProfileInfo;
  isAdmin: boolean;
  discord: ReturnType<typeof useDiscordConnect>;
}

// pages.md §7: the cards of one profile; each card shows only what the caller may see (rules.md R19.2).
export function ProfileCards({ profile, isAdmin, save, leave, rejoin, obfuscate, discord }: ProfileCardsProps) {
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
