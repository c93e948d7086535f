import { useCallback } from 'react';

import type { CourseUser, UserGroup } from '@/api/model';
import { putCourseUser, putCourseUsers, useGetCourseUsers } from '@/api/course-users';
import { useNotify } from '@/hooks/useNotify';

import type { StaffFlag } from '../constants';
import { groupCourseUsers, rolesInput } from '../utils';

// pages.md §4 "/course/admin/users": the staff list of the active course and its writes; each write revalidates it.
export function useCourseUsers(courseId: number) {
  const notify = useNotify();
  const { data, error, isLoading, mutate } = useGetCourseUsers(courseId, { swr: { revalidateOnFocus: false } });

  // Throws on failure so the form can show the field errors.
  const addUser = useCallback(
    async (userId: number, flags: StaffFlag[]) => {
      await putCourseUsers(courseId, [{ userId, ...rolesInput(flags) }]);
      notify.success('Course user saved');
      void mutate();
    },
    [courseId, mutate, notify],
  );

  const saveRoles = useCallback(
    async (user: CourseUser, flags: StaffFlag[]) => {
      await putCourseUser(courseId, user.githubId, rolesInput(flags));
      notify.success(flags.length ? 'Course user saved' : 'Course user removed');
      void mutate();
    },
    [courseId, mutate, notify],
  );

  const addGroup = useCallback(
    async (group: UserGroup) => {
      await putCourseUsers(courseId, groupCourseUsers(group));
      notify.success('User group added', `${group.users.length} users of "${group.name}"`);
      void mutate();
    },
    [courseId, mutate, notify],
  );

  return { courseUsers: data ?? [], error, isLoading, addUser, saveRoles, addGroup };
}
