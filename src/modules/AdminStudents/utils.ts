import type { GetStudentsParams } from '@/api/model';

// pages.md §5 "/admin/students": the table's filters as the API takes them (access.md §28 GET /students).
export interface StudentFilters {
  student?: string;
  country?: string;
  city?: string;
  ongoingCourses?: number[];
  previousCourses?: number[];
}

// Which table column carries which filter.
export const FILTER_COLUMNS = {
  name: 'student',
  countryName: 'country',
  cityName: 'city',
  onGoingCourses: 'ongoingCourses',
  previousCourses: 'previousCourses',
} as const;

const textFilters = ['student', 'country', 'city'] as const;
const courseFilters = ['ongoingCourses', 'previousCourses'] as const;

// antd's filter state → our filters; blank text and empty choices are no filter.
export function filtersFromTable(table: Record<string, unknown[] | null | undefined>): StudentFilters {
  const filters: StudentFilters = {};
  for (const [column, field] of Object.entries(FILTER_COLUMNS)) {
    const values = table[column] ?? [];
    if ((textFilters as readonly string[]).includes(field)) {
      const text = String(values[0] ?? '').trim();
      if (text) filters[field as (typeof textFilters)[number]] = text;
    } else if (values.length) {
      filters[field as (typeof courseFilters)[number]] = values.map(Number);
    }
  }
  return filters;
}

export function toParams(filters: StudentFilters, current: number, pageSize: number): GetStudentsParams {
  const params: GetStudentsParams = { current, pageSize };
  for (const field of textFilters) if (filters[field]) params[field] = filters[field];
  for (const field of courseFilters) if (filters[field]?.length) params[field] = filters[field].join(',');
  return params;
}

export const sameFilters = (a: StudentFilters, b: StudentFilters) =>
  JSON.stringify(toParams(a, 1, 1)) === JSON.stringify(toParams(b, 1, 1));
