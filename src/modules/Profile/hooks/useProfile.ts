import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

import { leaveCourse, rejoinCourse } from '@/api/courses';
import type { LeaveCourseInput, ProfileInfoUpdate } from '@/api/model';
import { obfuscateProfile, updateProfileInfo, useGetProfileInfo } from '@/api/profile';
import { getGetSessionKey } from '@/api/session';
import { useNotify } from '@/hooks/useNotify';
import { useSession } from '@/hooks/useSession';

import { SAVED_TEXT } from '../constants';

// pages.md §7 "/profile": the profile as the caller may see it (default: his own) and the owner's and admin's writes.
export function useProfile(githubId: string | undefined) {
  const notify = useNotify();
  const router = useRouter();
  const { mutate: mutateKey } = useSWRConfig();
  const { data: session } = useSession();
  const { data, error, isLoading, mutate } = useGetProfileInfo(githubId ? { githubId } : undefined, {
    swr: { revalidateOnFocus: false, shouldRetryOnError: false },
  });
  // Only the owner receives his settings (access.md §24).
  const isOwner = Boolean(data?.permissionsSettings);

  // Throws on failure so that a form shows the field errors.
  const save = useCallback(
    async (update: ProfileInfoUpdate) => {
      await updateProfileInfo(update);
      notify.success(SAVED_TEXT);
      await mutate();
    },
    [mutate, notify],
  );

  // rules.md R13.3: leaving and rejoining change the session's course map too.
  const changeStudy = useCallback(
    async (write: () => Promise<unknown>, done: string) => {
      await write();
      notify.success(done);
      await Promise.all([mutate(), mutateKey(getGetSessionKey())]);
    },
    [mutate, mutateKey, notify],
  );
  const leave = useCallback(
    (courseId: number, input: LeaveCourseInput) =>
      changeStudy(() => leaveCourse(courseId, input), 'You have left the course'),
    [changeStudy],
  );
  const rejoin = useCallback(
    async (courseId: number) => {
      try {
        await changeStudy(() => rejoinCourse(courseId), 'Welcome back to the course');
      } catch (failure) {
        notify.error(failure);
      }
    },
    [changeStudy, notify],
  );

  // rules.md R19.5: removing oneself ends the session: nothing cached of it stays, and the login page follows.
  const obfuscate = useCallback(
    async (login: string) => {
      await obfuscateProfile(login);
      if (isOwner) {
        await mutateKey(() => true, undefined, { revalidate: false });
        await router.replace('/login');
        return;
      }
      notify.success('The profile was obfuscated');
      await mutate();
    },
    [isOwner, mutate, mutateKey, notify, router],
  );

  return {
    profile: data,
    error,
    isLoading,
    isOwner,
    isAdmin: Boolean(session?.isAdmin),
    save,
    leave,
    rejoin,
    obfuscate,
  };
}

export type ProfileActions = Pick<ReturnType<typeof useProfile>, 'save' | 'leave' | 'rejoin' | 'obfuscate'>;
