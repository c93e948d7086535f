import type { CourseStudent, GetCourseStudentsOrderBy, GetCourseStudentsOrderDirection } from '@/api/model';

export type StudentOrder = { orderBy?: GetCourseStudentsOrderBy; orderDirection?: GetCourseStudentsOrderDirection };

// antd's sorter state ↔ the API's orderBy/orderDirection; no sorter = the server default (total score, high first).
export function orderFromSorter(field: unknown, order: 'ascend' | 'descend' | null | undefined): StudentOrder {
  if (!order || typeof field !== 'string') return {};
  return { orderBy: field as GetCourseStudentsOrderBy, orderDirection: order === 'ascend' ? 'asc' : 'desc' };
}

export function sortOrderOf(order: StudentOrder, field: GetCourseStudentsOrderBy): 'ascend' | 'descend' | null {
  if (order.orderBy !== field) return null;
  return order.orderDirection === 'asc' ? 'ascend' : 'descend';
}

export const personLabel = (person: { name: string; githubId: string }) =>
  person.name === person.githubId ? person.githubId : `${person.name} (${person.githubId})`;

export const locationOf = (student: Pick<CourseStudent, 'cityName' | 'countryName'>) =>
  [student.cityName, student.countryName].filter(Boolean).join(', ');
