import { useCallback, useEffect, useRef } from 'react';

import type { ProfileInfoUpdate } from '@/api/model';
import { publicEnv } from '@/config/public-env';
import { useNotify } from '@/hooks/useNotify';

import { DISCORD_ME_URL, DISCORD_STATE_KEY } from '../constants';
import { discordAuthorizeUrl, readDiscordToken } from '../utils';

type DiscordUser = { id: string; username: string; discriminator?: string };

// product-spec.md §7 and pages.md §7: "Connect" sends the owner through Discord's implicit flow back to /profile; the
// access token in the URL hash reads his Discord identity, which is saved on the profile.
export function useDiscordConnect(isOwner: boolean, save: (update: ProfileInfoUpdate) => Promise<void>) {
  const notify = useNotify();
  const handled = useRef(false);
  const clientId = publicEnv.discordClientId;

  useEffect(() => {
    if (!isOwner || handled.current) return;
    const token = readDiscordToken(window.location.hash);
    if (!token) return;
    handled.current = true;
    const expected = window.sessionStorage.getItem(DISCORD_STATE_KEY);
    window.sessionStorage.removeItem(DISCORD_STATE_KEY);
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    // A token this page did not ask for (no or another state) is ignored.
    if (!expected || token.state !== expected) return;
    const connect = async () => {
      const response = await fetch(DISCORD_ME_URL, {
        headers: { Authorization: `${token.tokenType} ${token.accessToken}` },
      });
      if (!response.ok) throw new Error(`Discord answered ${response.status}`);
      const user = (await response.json()) as DiscordUser;
      await save({ discord: { id: user.id, username: user.username, discriminator: user.discriminator || '0' } });
    };
    connect().catch((failure: unknown) => notify.error(failure, 'Discord was not connected'));
  }, [isOwner, notify, save]);

  const connect = useCallback(() => {
    if (!clientId) return;
    const state = Array.from(window.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    window.sessionStorage.setItem(DISCORD_STATE_KEY, state);
    window.location.assign(discordAuthorizeUrl(clientId, `${window.location.origin}/profile`, state));
  }, [clientId]);

  return { canConnect: Boolean(clientId), connect };
}
