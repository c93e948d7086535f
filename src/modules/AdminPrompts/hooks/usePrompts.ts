import { useCallback } from 'react';

import type { Prompt, PromptInput } from '@/api/model';
import { createPrompt, deletePrompt, updatePrompt, useGetPrompts } from '@/api/prompts';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';
import { useNotify } from '@/hooks/useNotify';

// pages.md §5 "/admin/prompts": the list and its writes; every write revalidates the list.
export function usePrompts() {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetPrompts({ swr: { revalidateOnFocus: false } });

  // Throws on failure so the form can show the field errors (a taken type: 409 on Type).
  const save = useCallback(
    async (input: PromptInput, prompt?: Prompt) => {
      if (prompt) await updatePrompt(prompt.id, input);
      else await createPrompt(input);
      notify.success('Prompt saved');
      void mutate();
    },
    [mutate, notify],
  );

  const attempt = useNotifiedWrite(mutate);
  const remove = useCallback((prompt: Prompt) => attempt(() => deletePrompt(prompt.id), 'Prompt deleted'), [attempt]);

  return { prompts: data ?? [], error, isLoading, save, remove };
}
