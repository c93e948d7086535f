import { useCallback } from 'react';

import { useGetDisciplines } from '@/api/disciplines';
import { createEvent, deleteEvent, updateEvent, useGetEvents } from '@/api/events';
import type { Event, EventInput } from '@/api/model';
import { useNotify } from '@/hooks/useNotify';

// pages.md §5 "/admin/events": the catalogue and its writes; every write revalidates the list.
export function useEvents() {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetEvents({ swr: { revalidateOnFocus: false } });
  const disciplines = useGetDisciplines({ swr: { revalidateOnFocus: false } });

  // Throws on failure so the form can show the field errors.
  const save = useCallback(
    async (input: EventInput, event?: Event) => {
      if (event) await updateEvent(event.id, input);
      else await createEvent(input);
      notify.success('Event saved');
      void mutate();
    },
    [mutate, notify],
  );

  // access.md §18: a used event is refused with 409; the toast shows the server's message.
  const remove = useCallback(
    async (event: Event) => {
      try {
        await deleteEvent(event.id);
        notify.success('Event deleted');
        void mutate();
      } catch (failure) {
        notify.error(failure);
      }
    },
    [mutate, notify],
  );

  return { events: data ?? [], disciplines: disciplines.data ?? [], error, isLoading, save, remove };
}
