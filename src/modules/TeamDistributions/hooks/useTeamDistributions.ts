import { useCallback } from 'react';

import type { TeamDistribution, TeamDistributionInput } from '@/api/model';
import {
  cancelTeamDistributionRegistration,
  createTeamDistribution,
  deleteTeamDistribution,
  registerToTeamDistribution,
  updateTeamDistribution,
  useGetTeamDistributions,
} from '@/api/team-distributions';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';
import { useNotify } from '@/hooks/useNotify';

// pages.md §10 "/course/team-distributions": the course's distributions with the caller's registration status, and
// their writes; each write revalidates the list (the status and the state change with it).
export function useTeamDistributions(courseId: number) {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetTeamDistributions(courseId, { swr: { revalidateOnFocus: false } });

  // Throws on failure so the form can show the field errors.
  const save = useCallback(
    async (input: TeamDistributionInput, distribution?: TeamDistribution) => {
      if (distribution) await updateTeamDistribution(courseId, distribution.id, input);
      else await createTeamDistribution(courseId, input);
      notify.success(distribution ? 'Team distribution saved' : 'Team distribution created');
      void mutate();
    },
    [courseId, mutate, notify],
  );

  // Resolves either way: the confirm closes, the failure reads in a toast with the problem's detail.
  const attempt = useNotifiedWrite(mutate);

  const remove = useCallback(
    (distribution: TeamDistribution) =>
      attempt(() => deleteTeamDistribution(courseId, distribution.id), 'Team distribution deleted'),
    [attempt, courseId],
  );
  const register = useCallback(
    (distribution: TeamDistribution) =>
      attempt(() => registerToTeamDistribution(courseId, distribution.id), 'You are registered'),
    [attempt, courseId],
  );
  const cancelRegistration = useCallback(
    (distribution: TeamDistribution) =>
      attempt(() => cancelTeamDistributionRegistration(courseId, distribution.id), 'Registration canceled'),
    [attempt, courseId],
  );

  return {
    distributions: data ?? [],
    error,
    isLoading,
    save,
    remove,
    register,
    cancelRegistration,
    refresh: mutate,
  };
}
