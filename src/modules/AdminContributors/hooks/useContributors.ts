import { useCallback } from 'react';

import { createContributor, deleteContributor, updateContributor, useGetContributors } from '@/api/contributors';
import type { Contributor, ContributorInput } from '@/api/model';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';
import { useNotify } from '@/hooks/useNotify';

// pages.md §5 "/admin/contributors": the list and its writes; every write revalidates the list.
export function useContributors() {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetContributors({ swr: { revalidateOnFocus: false } });

  // Throws on failure so the form can show the field errors (a user who already contributes: 409 on User).
  const save = useCallback(
    async (input: ContributorInput, contributor?: Contributor) => {
      if (contributor) await updateContributor(contributor.id, input);
      else await createContributor(input);
      notify.success('Contributor saved');
      void mutate();
    },
    [mutate, notify],
  );

  const attempt = useNotifiedWrite(mutate);
  const remove = useCallback(
    (contributor: Contributor) => attempt(() => deleteContributor(contributor.id), 'Contributor deleted'),
    [attempt],
  );

  return { contributors: data ?? [], error, isLoading, save, remove };
}
