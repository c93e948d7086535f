// pages.md §4 "/course/admin/reports".
export const PAGE_SIZE = 20;
export const CSV_FILE_NAME = 'expelled_students_stats.csv';
export const CSV_HEADER = ['Student GitHub', 'Student Name', 'Reasons', 'Other Comments', 'Date'] as const;
