import type { CourseStudent, GetCourseStudentsOrderBy, GetCourseStudentsOrderDirection } from '@/api/model';

export type StudentOrder = { orderBy?: GetCourseStudentsOrderBy; orderDirection?: GetCourseStudentsOrderDirection };

// antd's sorter state ↔ the API's orderBy/orderDirection; no sorter = the server default (total score, high first).
export function orderFromSorter(field: unknown, order: 'ascend' | 'descend' | null | undefined): StudentOrder {
  if (!order || typeof field !== 'string') return {};
  return { orderBy: field as GetCourseStudentsOrderBy, orderDirection: order === 'ascend' ? 'asc' : 'desc' };
}

// pages.md §4: the Student, Mentor and Country column searches, by the table column that carries each.
export type StudentColumnSearch = { student?: string; mentor?: string; country?: string };
export const SEARCH_COLUMNS = { name: 'student', mentor: 'mentor', countryName: 'country' } as const;

// antd's filter state ↔ the API's column searches; an empty search is none.
export function columnSearchFromFilters(filters: Record<string, unknown[] | null | undefined>): StudentColumnSearch {
  const search: StudentColumnSearch = {};
  for (const [column, field] of Object.entries(SEARCH_COLUMNS)) {
    const value = String(filters[column]?.[0] ?? '').trim();
    if (value) search[field] = value;
  }
  return search;
}

export const sameColumnSearch = (a: StudentColumnSearch, b: StudentColumnSearch) =>
  a.student === b.student && a.mentor === b.mentor && a.country === b.country;

export function sortOrderOf(order: StudentOrder, field: GetCourseStudentsOrderBy): 'ascend' | 'descend' | null {
  if (order.orderBy !== field) return null;
  return order.orderDirection === 'asc' ? 'ascend' : 'descend';
}

export const personLabel = (person: { name: string; githubId: string }) =>
  person.name === person.githubId ? person.githubId : `${person.name} (${person.githubId})`;

export const locationOf = (student: Pick<CourseStudent, 'cityName' | 'countryName'>) =>
  [student.cityName, student.countryName].filter(Boolean).join(', ');
