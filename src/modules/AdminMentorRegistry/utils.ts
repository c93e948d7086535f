import dayjs from 'dayjs';

import type { Course, GetMentorRegistryParams, Session } from '@/api/model';

export type RegistryTab = 'new' | 'all';

export interface RegistryFilters {
  githubId?: string;
  cityName?: string;
  preferedCourses: number[];
  preselectedCourses: number[];
  technicalMentoring: string[];
}

export interface RegistryQuery {
  tab: RegistryTab;
  currentPage: number;
  filters: RegistryFilters;
  githubOrder?: 'asc' | 'desc';
}

export const PAGE_SIZE = 100;
export const NO_FILTERS: RegistryFilters = { preferedCourses: [], preselectedCourses: [], technicalMentoring: [] };

// access.md §26 GET /registry/mentors: lists travel comma-separated; empty filters are left out.
export function filterParams(filters: RegistryFilters): Omit<GetMentorRegistryParams, 'status'> {
  const list = (values: readonly (string | number)[]) => (values.length ? values.join(',') : undefined);
  const params = {
    githubId: filters.githubId?.trim() || undefined,
    cityName: filters.cityName?.trim() || undefined,
    preferedCourses: list(filters.preferedCourses),
    preselectedCourses: list(filters.preselectedCourses),
    technicalMentoring: list(filters.technicalMentoring),
  };
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

export function pageParams(query: RegistryQuery): GetMentorRegistryParams {
  return {
    status: query.tab,
    currentPage: query.currentPage,
    pageSize: PAGE_SIZE,
    ...filterParams(query.filters),
    ...(query.githubOrder ? { orderBy: 'githubId', orderDirection: query.githubOrder } : {}),
  };
}

export interface FilterTag {
  key: keyof RegistryFilters;
  value: string | number;
  label: string;
}

// pages.md §5: every active filter is a removable tag.
export function filterTags(filters: RegistryFilters, courseName: (id: number) => string): FilterTag[] {
  return [
    ...(filters.githubId
      ? [{ key: 'githubId' as const, value: filters.githubId, label: `GitHub: ${filters.githubId}` }]
      : []),
    ...(filters.cityName
      ? [{ key: 'cityName' as const, value: filters.cityName, label: `City: ${filters.cityName}` }]
      : []),
    ...filters.preferedCourses.map((id) => ({
      key: 'preferedCourses' as const,
      value: id,
      label: `Preferred: ${courseName(id)}`,
    })),
    ...filters.preselectedCourses.map((id) => ({
      key: 'preselectedCourses' as const,
      value: id,
      label: `Pre-selected: ${courseName(id)}`,
    })),
    ...filters.technicalMentoring.map((name) => ({ key: 'technicalMentoring' as const, value: name, label: name })),
  ];
}

export function withoutTag(filters: RegistryFilters, tag: FilterTag): RegistryFilters {
  const current = filters[tag.key];
  if (Array.isArray(current)) return { ...filters, [tag.key]: current.filter((value) => value !== tag.value) };
  return { ...filters, [tag.key]: undefined };
}

// access.md §26 PUT /registry/mentor/{githubId}: the courses this caller may pre-select (admin: every open course).
export function manageableCourses(session: Session, courses: readonly Course[]): Course[] {
  return courses.filter((course) => {
    if (course.completed) return false;
    if (session.isAdmin) return true;
    const roles = session.courses[String(course.id)]?.roles ?? [];
    return roles.includes('manager') || roles.includes('supervisor');
  });
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '–';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : '–';
}

export const LOCATION_LABELS = { any: 'Any', country: 'My country', city: 'My city' } as const;
