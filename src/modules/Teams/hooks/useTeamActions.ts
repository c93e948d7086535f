import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

import type { TeamInput, TeamUpdate } from '@/api/model';
import { distributeTeams, removeStudentFromTeamDistribution } from '@/api/team-distributions';
import { changeTeamPassword, createTeam, joinTeam, leaveTeam, updateTeam } from '@/api/teams';
import { useNotifiedWrite } from '@/hooks/useNotifiedWrite';
import { useNotify } from '@/hooks/useNotify';

import { splitInvitationCode } from '../utils';

// The writes of /course/teams. Each revalidates everything under the distribution (its detail, both tables and the
// team password): a team created, joined or left changes the counts, the tables and the caller's status together.
export function useTeamActions(courseId: number, distributionId: number) {
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const prefix = `/api/v2/courses/${courseId}/team-distribution/${distributionId}`;
  const refresh = useCallback(
    // With the filter alone SWR revalidates and keeps the data on screen (a data argument, even undefined, would
    // clear it and flash the skeleton).
    () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(prefix)),
    [mutate, prefix],
  );

  // Form writes throw, so FormModal puts the problem's field errors on the fields and its detail in a toast.
  const create = useCallback(
    async (input: TeamInput) => {
      await createTeam(courseId, distributionId, input);
      notify.success('Team created', input.name);
      void refresh();
    },
    [courseId, distributionId, notify, refresh],
  );

  const update = useCallback(
    async (teamId: number, input: TeamUpdate) => {
      await updateTeam(courseId, distributionId, teamId, input);
      notify.success('Team saved');
      void refresh();
    },
    [courseId, distributionId, notify, refresh],
  );

  const join = useCallback(
    async (invitationCode: string) => {
      const code = splitInvitationCode(invitationCode);
      if (!code) throw new Error('The invitation code looks like 12_abc123');
      const team = await joinTeam(courseId, distributionId, code.teamId, { password: code.password });
      notify.success('You joined the team', team.name);
      void refresh();
    },
    [courseId, distributionId, notify, refresh],
  );

  // Confirmed writes resolve either way: the popover closes, a failure reads in a toast (pages.md §0.3).
  const attempt = useNotifiedWrite(refresh);

  const leave = useCallback(
    (teamId: number) => attempt(() => leaveTeam(courseId, distributionId, teamId), 'You left the team'),
    [attempt, courseId, distributionId],
  );
  const changePassword = useCallback(
    (teamId: number) =>
      attempt(() => changeTeamPassword(courseId, distributionId, teamId), 'The invitation code was changed'),
    [attempt, courseId, distributionId],
  );
  const removeStudent = useCallback(
    (studentId: number) =>
      attempt(
        () => removeStudentFromTeamDistribution(courseId, distributionId, studentId),
        'The student was removed from the distribution',
      ),
    [attempt, courseId, distributionId],
  );

  // rules.md R12.6; a dry run saves nothing, so nothing is revalidated for it.
  const distribute = useCallback(
    async (dryRun: boolean) => {
      try {
        const result = await distributeTeams(courseId, distributionId, { dryRun });
        if (!dryRun) void refresh();
        return result;
      } catch (failure) {
        notify.error(failure);
        return undefined;
      }
    },
    [courseId, distributionId, notify, refresh],
  );

  return { create, update, join, leave, changePassword, removeStudent, distribute, refresh };
}
