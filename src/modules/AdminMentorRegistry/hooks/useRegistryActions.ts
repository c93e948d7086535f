import { useCallback } from 'react';

import {
  cancelMentorApplication,
  commentMentorApplication,
  getMentorRegistryCsv,
  inviteMentors,
  preselectMentorCourses,
} from '@/api/mentor-registry';
import type { GetMentorRegistryCsvParams, InviteMentorsInput, MentorRegistryItem } from '@/api/model';
import { useNotify } from '@/hooks/useNotify';

// The row and toolbar actions of pages.md §5; each write refreshes the table. Writes throw so forms keep their errors.
export function useRegistryActions(refresh: () => Promise<void>) {
  const notify = useNotify();

  const invite = useCallback(
    async (item: MentorRegistryItem, courseIds: number[]) => {
      await preselectMentorCourses(item.githubId, { preselectedCourses: courseIds });
      notify.success(`Invitation sent to ${item.githubId}`);
      await refresh();
    },
    [notify, refresh],
  );

  const cancel = useCallback(
    async (item: MentorRegistryItem) => {
      try {
        await cancelMentorApplication(item.githubId);
        notify.success(`The application of ${item.githubId} is canceled`);
        await refresh();
      } catch (error) {
        notify.error(error);
      }
    },
    [notify, refresh],
  );

  const comment = useCallback(
    async (item: MentorRegistryItem, text: string) => {
      await commentMentorApplication(item.githubId, { comment: text.trim() || null });
      notify.success('Comment saved');
      await refresh();
    },
    [notify, refresh],
  );

  const sendInvitation = useCallback(
    async (input: InviteMentorsInput) => {
      const { recipients } = await inviteMentors(input);
      notify.success('Invitation accepted', `It goes to ${recipients} recipient${recipients === 1 ? '' : 's'}.`);
    },
    [notify],
  );

  // access.md §26 GET /registry/mentors/csv: the table's filters, saved as mentors.csv.
  const exportCsv = useCallback(
    async (params: GetMentorRegistryCsvParams) => {
      try {
        const blob = await getMentorRegistryCsv(params);
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = 'mentors.csv';
        link.click();
        URL.revokeObjectURL(url);
      } catch (error) {
        notify.error(error);
      }
    },
    [notify],
  );

  return { invite, cancel, comment, sendInvitation, exportCsv };
}
