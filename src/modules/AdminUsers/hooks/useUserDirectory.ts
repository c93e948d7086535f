import { useCallback, useState } from 'react';

import type { UserFlagsInput, UserSearch } from '@/api/model';
import { updateUserFlags, useSearchUsers } from '@/api/users';
import { useNotify } from '@/hooks/useNotify';

import { USER_FLAGS, type UserFlag } from '../constants';
import { isSearchable } from '../utils';

// pages.md §5 "/admin/users": the submitted search (GET /users/search) and the admin flag switches
// (PATCH /users/{userId}/flags); a switch revalidates the list, so a refused change (409) flips back.
export function useUserDirectory() {
  const notify = useNotify();
  const [query, setQuery] = useState('');
  const enabled = isSearchable(query);
  const { data, error, isLoading, mutate } = useSearchUsers(
    { query: query.trim() },
    { swr: { enabled, revalidateOnFocus: false, keepPreviousData: true } },
  );
  const [saving, setSaving] = useState<string | null>(null);

  const search = useCallback((text: string) => setQuery(text), []);

  const setFlag = useCallback(
    async (user: UserSearch, flag: UserFlag, value: boolean) => {
      const key = `${user.id}:${flag}`;
      setSaving(key);
      try {
        const input: UserFlagsInput = { [flag]: value };
        await updateUserFlags(user.id, input);
        const label = USER_FLAGS.find((entry) => entry.flag === flag)?.label ?? flag;
        notify.success('User flags saved', `${label} ${value ? 'on' : 'off'} for ${user.githubId}`);
      } catch (failure) {
        notify.error(failure);
      } finally {
        setSaving(null);
        void mutate();
      }
    },
    [mutate, notify],
  );

  return {
    query,
    searched: enabled,
    users: enabled ? (data ?? []) : [],
    error: enabled ? error : undefined,
    isLoading: enabled && isLoading,
    search,
    setFlag,
    isSaving: (user: UserSearch, flag: UserFlag) => saving === `${user.id}:${flag}`,
  };
}
