import { Button, Flex } from 'antd';

import type { Discord } from '@/api/model';

import { Muted } from './Muted';
import { ProfileCard, type OwnerTools } from './ProfileCard';

interface DiscordCardProps {
  discord: Discord | null | undefined;
  owner?: OwnerTools;
  canConnect: boolean;
  connect: () => void;
}

const handleOf = (discord: NonNullable<Discord>) =>
  discord.discriminator && discord.discriminator !== '0'
    ? `${discord.username}#${discord.discriminator}`
    : discord.username;

// pages.md §7 Discord card: the owner types his Discord name, or connects the account when a Discord client id is
// configured (the implicit flow fills in the id, which notifications need, R20.6).
export function DiscordCard({ discord, owner, canConnect, connect }: DiscordCardProps) {
  return (
    <ProfileCard title="Discord" owner={owner} editor={canConnect ? undefined : 'discord'}>
      <Flex vertical gap={8} align="flex-start">
        {discord ? <span>{handleOf(discord)}</span> : <Muted>No Discord account yet</Muted>}
        {owner && canConnect && (
          <Button type="primary" onClick={connect}>
            {discord?.id ? 'Reconnect' : 'Connect'}
          </Button>
        )}
      </Flex>
    </ProfileCard>
  );
}
