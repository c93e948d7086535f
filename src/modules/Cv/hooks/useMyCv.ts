import { useCallback, useMemo } from 'react';

import {
  createConsent,
  deleteConsent,
  prolongResume,
  setResumeVisibility,
  updateResume,
  useGetConsent,
  useGetResume,
} from '@/api/opportunities';
import type { ResumeForm } from '@/api/model';
import { useNotify } from '@/hooks/useNotify';

const swr = { revalidateOnFocus: false, shouldRetryOnError: false };

// pages.md §8 "/cv/edit": the caller's consent and CV (access.md §23), and the writes that change them. Each write
// refreshes what it changed; a failure is told by a toast and rethrown so the form keeps its state.
export function useMyCv() {
  const notify = useNotify();
  const consent = useGetConsent({ swr });
  const hasConsent = consent.data?.consent === true;
  const resume = useGetResume('me', { swr: { ...swr, enabled: hasConsent } });
  const { mutate: refreshConsent } = consent;
  const { mutate: refreshResume } = resume;

  const run = useCallback(
    async <T>(work: () => Promise<T>, success?: string): Promise<T> => {
      try {
        const result = await work();
        if (success) notify.success(success);
        return result;
      } catch (error) {
        notify.error(error);
        throw error;
      }
    },
    [notify],
  );

  const actions = useMemo(
    () => ({
      create: () =>
        run(async () => {
          await createConsent();
          await refreshConsent();
          await refreshResume();
        }, 'Your CV is created'),
      withdraw: () =>
        run(async () => {
          await deleteConsent();
          await refreshResume(undefined, { revalidate: false });
          await refreshConsent();
        }, 'Your CV is deleted'),
      save: (form: ResumeForm) =>
        run(async () => {
          const saved = await updateResume('me', form);
          await refreshResume(saved, { revalidate: false });
          return saved;
        }, 'Your CV is saved'),
      prolong: () =>
        run(async () => {
          await prolongResume();
          await refreshResume();
        }, 'Your CV is public for one more month'),
      setHidden: (isHidden: boolean) =>
        run(
          async () => {
            await setResumeVisibility({ isHidden });
            await refreshResume();
          },
          isHidden ? 'Your CV is hidden' : 'Your CV is public again',
        ),
    }),
    [run, refreshConsent, refreshResume],
  );

  return {
    consent: consent.data,
    resume: hasConsent ? resume.data : undefined,
    loading: consent.isLoading || (hasConsent && resume.isLoading),
    error: consent.error ?? resume.error,
    ...actions,
  };
}
