import { useCallback } from 'react';

import { createDiscipline, deleteDiscipline, updateDiscipline, useGetDisciplines } from '@/api/disciplines';
import type { Discipline, DisciplineInput } from '@/api/model';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';
import { useNotify } from '@/hooks/useNotify';

// pages.md §5 "/admin/disciplines": the list and its writes; every write revalidates the list.
export function useDisciplines() {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetDisciplines({ swr: { revalidateOnFocus: false } });

  // Throws on failure so the form can show the field errors.
  const save = useCallback(
    async (input: DisciplineInput, discipline?: Discipline) => {
      if (discipline) await updateDiscipline(discipline.id, input);
      else await createDiscipline(input);
      notify.success('Discipline saved');
      void mutate();
    },
    [mutate, notify],
  );

  const attempt = useNotifiedWrite(mutate);
  const remove = useCallback(
    (discipline: Discipline) => attempt(() => deleteDiscipline(discipline.id), 'Discipline deleted'),
    [attempt],
  );

  return { disciplines: data ?? [], error, isLoading, save, remove };
}
