import { useCallback } from 'react';

import { useGetDisciplines } from '@/api/disciplines';
import { createTask, createTaskCriteria, updateTask, updateTaskCriteria, useGetTasks } from '@/api/tasks';
import type { Criterion } from '@/api/model';
import { problemStatus } from '@/hooks/problem';
import { useNotify } from '@/hooks/useNotify';

import type { TaskSave } from '../components/TaskModal';
import { reindex, toTaskInput } from '../utils';

// An emptied list is still stored (GET answers [] either way): POST then answers 409 and PATCH replaces it.
async function createOrReplaceCriteria(taskId: number, criteria: Criterion[]) {
  try {
    await createTaskCriteria(taskId, { criteria });
  } catch (failure) {
    if (problemStatus(failure) !== 409) throw failure;
    await updateTaskCriteria(taskId, { criteria });
  }
}

// pages.md §5 "/admin/tasks": the catalogue and its writes; every write revalidates the list.
export function useTasks() {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetTasks({ swr: { revalidateOnFocus: false } });
  const disciplines = useGetDisciplines({ swr: { revalidateOnFocus: false } });

  // Throws on failure so the form can show the field errors. Criteria are written after the task (access.md §30:
  // POST creates them, PATCH replaces existing ones); an untouched empty list writes nothing.
  const save = useCallback(
    async ({ values, task, hadCriteria }: TaskSave) => {
      const input = toTaskInput(values);
      const saved = task ? await updateTask(task.id, input) : await createTask(input);
      const criteria = reindex(values.criteria ?? []);
      if (hadCriteria) await updateTaskCriteria(saved.id, { criteria });
      else if (criteria.length) await createOrReplaceCriteria(saved.id, criteria);
      notify.success('Task saved');
      void mutate();
    },
    [mutate, notify],
  );

  return { tasks: data ?? [], disciplines: disciplines.data ?? [], error, isLoading, save };
}
