// pages.md §4 /course/admin/cross-check-table: the pairs table pages 50 rows on the server.
export const PAIRS_PAGE_SIZE = 50;
