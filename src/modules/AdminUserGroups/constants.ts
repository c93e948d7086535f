import { CourseRole } from '@/api/model';
import { COURSE_ROLE_LABELS } from '@/hooks/session-roles';

// access.md §33: UserGroupInput.name is 1..100 characters.
export const NAME_MAX_LENGTH = 100;

// Pause after the last keystroke before the user search is called.
export const USER_SEARCH_DELAY_MS = 300;

export const ROLE_OPTIONS = Object.values(CourseRole).map((role) => ({ value: role, label: COURSE_ROLE_LABELS[role] }));
