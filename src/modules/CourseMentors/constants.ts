// pages.md §4 "/course/admin/mentors": 100 mentors per page.
export const PAGE_SIZE = 100;

export const PREFERENCE_LABELS = { any: 'Any', country: 'Country', city: 'City' } as const;
