import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import GithubOutlined from '@ant-design/icons/GithubOutlined';
import { Flex } from 'antd';

import type { ProfileInfo } from '@/api/model';

import { CARD_VISIBILITY } from '../constants';
import { formatLocation } from '../utils';
import { ConfirmLoginButton } from './ConfirmLoginButton';
import { GithubAvatar } from './GithubAvatar';
import { ProfileCard, type OwnerTools } from './ProfileCard';

interface MainCardProps {
  profile: ProfileInfo;
  owner?: OwnerTools;
  isAdmin: boolean;
  obfuscate: (login: string) => Promise<void>;
}

// pages.md §7 Main card: avatar, name, location; the owner edits name and location; deleting the data (owner) and
// obfuscation (admin) are confirmed by typing the login (rules.md R19.5).
export function MainCard({ profile, owner, isAdmin, obfuscate }: MainCardProps) {
  const { githubId, name, cityName, countryName } = profile.generalInfo;
  const location = formatLocation(cityName, countryName);
  const warning = 'Every personal detail of this profile is removed for good; course records stay, anonymous.';
  return (
    <ProfileCard title="Main" owner={owner} editor="main" visibility={CARD_VISIBILITY.main}>
      <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
        <GithubAvatar githubId={githubId} name={name} />
        <h3 style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{name}</h3>
        <a href={`https://github.com/${encodeURIComponent(githubId)}`} target="_blank" rel="noreferrer">
          <GithubOutlined aria-hidden /> {githubId}
        </a>
        {location && (
          <span>
            <EnvironmentOutlined aria-hidden /> {location}
          </span>
        )}
        {owner && (
          <ConfirmLoginButton label="Delete my data" login={githubId} warning={warning} onConfirm={obfuscate} />
        )}
        {!owner && isAdmin && (
          <ConfirmLoginButton label="Obfuscate" login={githubId} warning={warning} onConfirm={obfuscate} />
        )}
      </Flex>
    </ProfileCard>
  );
}
