import type { CourseRolesInput, CourseUser, CourseUsersInput, UserGroup, UserName } from '@/api/model';

import { STAFF_FLAGS, type StaffFlag } from './constants';

export function flagsOf(user: CourseUser): StaffFlag[] {
  return STAFF_FLAGS.filter(({ flag }) => user[flag]).map(({ flag }) => flag);
}

// Every flag is sent: checked ones true, the others false (PUT .../users/{githubId} treats omitted as false anyway).
export function rolesInput(flags: readonly StaffFlag[]): CourseRolesInput {
  return Object.fromEntries(STAFF_FLAGS.map(({ flag }) => [flag, flags.includes(flag)])) as CourseRolesInput;
}

// The staff flags a user group grants; its other roles (student, mentor, task owner) are not course_user flags.
export function groupFlags(group: UserGroup): StaffFlag[] {
  return STAFF_FLAGS.filter(({ role }) => group.roles.includes(role)).map(({ flag }) => flag);
}

// access.md §9 PUT /courses/{courseId}/users: only the group's flags are sent as true, so roles the users already
// hold in the course are kept (omitted flags keep their value).
export function groupCourseUsers(group: UserGroup): CourseUsersInput {
  const flags = groupFlags(group);
  if (!flags.length) return [];
  return group.users.map((user) => ({
    userId: user.id,
    ...Object.fromEntries(flags.map((flag) => [flag, true])),
  }));
}

export function userLabel(user: Pick<UserName, 'githubId' | 'name'>): string {
  return user.name && user.name !== user.githubId ? `${user.githubId} (${user.name})` : user.githubId;
}

export function matchesUser(user: CourseUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || user.githubId.toLowerCase().includes(needle) || user.name.toLowerCase().includes(needle);
}
