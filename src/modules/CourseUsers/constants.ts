import type { CourseRole } from '@/api/model';

export type StaffFlag = 'isManager' | 'isSupervisor' | 'isDementor' | 'isActivist';

// access.md §9: the four course_user flags, the course role each grants, and its column title.
export const STAFF_FLAGS: readonly { flag: StaffFlag; role: CourseRole; label: string }[] = [
  { flag: 'isManager', role: 'manager', label: 'Manager' },
  { flag: 'isSupervisor', role: 'supervisor', label: 'Supervisor' },
  { flag: 'isDementor', role: 'dementor', label: 'Dementor' },
  { flag: 'isActivist', role: 'activist', label: 'Activist' },
];

export const ROLE_CHECKBOX_OPTIONS = STAFF_FLAGS.map(({ flag, label }) => ({ value: flag, label }));

// pages.md §4 "/course/admin/users": 100 rows per page.
export const PAGE_SIZE = 100;
