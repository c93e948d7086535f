// rules.md R22.1: a query shorter than this (after trimming) finds nobody, so it is not sent.
export const MIN_QUERY_LENGTH = 2;

// access.md §34: the server refuses a longer query.
export const MAX_QUERY_LENGTH = 100;

export type UserFlag = 'isAdmin' | 'isHirer' | 'activist';

// pages.md §5 "/admin/users": the admin switches, in this order.
export const USER_FLAGS: readonly { flag: UserFlag; label: string }[] = [
  { flag: 'isAdmin', label: 'Admin' },
  { flag: 'isHirer', label: 'Hirer' },
  { flag: 'activist', label: 'Activist' },
];
