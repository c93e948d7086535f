import { useGetCrossCheckPairs } from '@/api/cross-checks';
import type { GetCrossCheckPairsOrderBy, GetCrossCheckPairsParams } from '@/api/model';

import { PAIRS_PAGE_SIZE } from '../constants';

export type PairFilters = { task?: string; checker?: string; student?: string; url?: string; reviewed?: boolean };
export type PairOrder = { orderBy?: GetCrossCheckPairsOrderBy; orderDirection?: 'asc' | 'desc' };
export interface PairsView {
  current: number;
  courseTaskId?: number;
  filters: PairFilters;
  order: PairOrder;
}

export const INITIAL_PAIRS_VIEW: PairsView = { current: 1, filters: {}, order: {} };

// access.md §15 GET .../cross-checks/pairs: the page, the task of the page's select, the column filters and the order.
export function pairsParams(view: PairsView): GetCrossCheckPairsParams {
  const { filters } = view;
  return {
    current: view.current,
    pageSize: PAIRS_PAGE_SIZE,
    ...(view.courseTaskId ? { courseTaskId: view.courseTaskId } : {}),
    ...(filters.task ? { task: filters.task } : {}),
    ...(filters.checker ? { checker: filters.checker } : {}),
    ...(filters.student ? { student: filters.student } : {}),
    ...(filters.url ? { url: filters.url } : {}),
    ...(filters.reviewed !== undefined ? { reviewed: filters.reviewed } : {}),
    ...(view.order.orderBy ? { orderBy: view.order.orderBy, orderDirection: view.order.orderDirection ?? 'asc' } : {}),
  };
}

// CrossCheckTablePage calls it with the first view too, so the first page is requested with the page, not the chunk.
export function usePairsPage(courseId: number, view: PairsView, enabled = true) {
  return useGetCrossCheckPairs(courseId, pairsParams(view), {
    swr: { enabled, keepPreviousData: true, revalidateOnFocus: false },
  });
}
