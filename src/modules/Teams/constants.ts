// pages.md §10: both tables show 10 rows a page, paged and searched on the server (access.md rule 23).
export const TEAMS_PAGE_SIZE = 10;
export const SEARCH_DELAY_MS = 300;
