import { CourseRole } from '@/api/model';
import { COURSE_ROLE_LABELS } from '@/hooks/session-roles';

// access.md §33: UserGroupInput.name is 1..100 characters.
export const NAME_MAX_LENGTH = 100;

export const ROLE_OPTIONS = Object.values(CourseRole).map((role) => ({ value: role, label: COURSE_ROLE_LABELS[role] }));
