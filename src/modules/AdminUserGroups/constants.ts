import { CourseRole } from '@/api/model';

// access.md §33: UserGroupInput.name is 1..100 characters.
export const NAME_MAX_LENGTH = 100;

// Pause after the last keystroke before the user search is called.
export const USER_SEARCH_DELAY_MS = 300;

// pages.md §15: roles are shown as words, never as the API's identifiers.
export const ROLE_LABELS: Record<CourseRole, string> = {
  taskOwner: 'Task owner',
  manager: 'Manager',
  supervisor: 'Supervisor',
  student: 'Student',
  mentor: 'Mentor',
  dementor: 'Dementor',
  activist: 'Activist',
};

export const ROLE_OPTIONS = Object.values(CourseRole).map((role) => ({ value: role, label: ROLE_LABELS[role] }));
