export const PAGE_SIZE = 20;
export const MENTOR_CHECKERS = ['mentor', 'assigned'] as const;
