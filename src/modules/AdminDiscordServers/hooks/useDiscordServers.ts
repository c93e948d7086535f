import { useCallback } from 'react';

import {
  createDiscordServer,
  deleteDiscordServer,
  updateDiscordServer,
  useGetDiscordServers,
} from '@/api/discord-servers';
import type { DiscordServer, DiscordServerInput } from '@/api/model';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';
import { useNotify } from '@/hooks/useNotify';

// pages.md §5 "/admin/discord-telegram": the list and its writes; every write revalidates the list.
export function useDiscordServers() {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetDiscordServers({ swr: { revalidateOnFocus: false } });

  // Throws on failure so the form can show the field errors.
  const save = useCallback(
    async (input: DiscordServerInput, server?: DiscordServer) => {
      if (server) await updateDiscordServer(server.id, input);
      else await createDiscordServer(input);
      notify.success('Discord server saved');
      void mutate();
    },
    [mutate, notify],
  );

  const attempt = useNotifiedWrite(mutate);
  const remove = useCallback(
    (server: DiscordServer) => attempt(() => deleteDiscordServer(server.id), 'Discord server deleted'),
    [attempt],
  );

  return { servers: data ?? [], error, isLoading, save, remove };
}
