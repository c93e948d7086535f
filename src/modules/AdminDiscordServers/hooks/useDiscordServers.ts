import { useCallback } from 'react';

import {
  createDiscordServer,
  deleteDiscordServer,
  updateDiscordServer,
  useGetDiscordServers,
} from '@/api/discord-servers';
import type { DiscordServer, DiscordServerInput } from '@/api/model';
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

  const remove = useCallback(
    async (server: DiscordServer) => {
      try {
        await deleteDiscordServer(server.id);
        notify.success('Discord server deleted');
        void mutate();
      } catch (failure) {
        notify.error(failure);
      }
    },
    [mutate, notify],
  );

  return { servers: data ?? [], error, isLoading, save, remove };
}
