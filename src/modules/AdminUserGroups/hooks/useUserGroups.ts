import { useCallback } from 'react';

import type { UserGroup, UserGroupInput } from '@/api/model';
import { createUserGroup, deleteUserGroup, updateUserGroup, useGetUserGroups } from '@/api/user-groups';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';
import { useNotify } from '@/hooks/useNotify';

// pages.md §5 "/admin/user-group": the list and its writes; every write revalidates the list.
export function useUserGroups() {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetUserGroups({ swr: { revalidateOnFocus: false } });

  // Throws on failure so the form can show the field errors.
  const save = useCallback(
    async (input: UserGroupInput, group?: UserGroup) => {
      if (group) await updateUserGroup(group.id, input);
      else await createUserGroup(input);
      notify.success('User group saved');
      void mutate();
    },
    [mutate, notify],
  );

  const attempt = useNotifiedWrite(mutate);
  const remove = useCallback(
    (group: UserGroup) => attempt(() => deleteUserGroup(group.id), 'User group deleted'),
    [attempt],
  );

  return { groups: data ?? [], error, isLoading, save, remove };
}
