import type { GetScoreCsvParams, GetScoreOrderBy, GetScoreParams } from '@/api/model';

export const PAGE_SIZE = 100;
// pages.md §0.3 "Local storage": the task columns the viewer hid on the score page.
export const NOT_VISIBLE_COLUMNS_KEY = 'notVisibleColumns';

export const FILTER_KEYS = ['githubId', 'name', 'cityName', 'mentor.githubId'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ScoreFilters = Partial<Record<FilterKey, string>>;

const ORDER_BY: readonly GetScoreOrderBy[] = [
  'rank',
  'totalScore',
  'crossCheckScore',
  'githubId',
  'name',
  'cityName',
  'mentor',
  'totalScoreChangeDate',
];

export type ScoreView = {
  activeOnly: boolean;
  current: number;
  orderBy: GetScoreOrderBy;
  orderDirection: 'asc' | 'desc';
  filters: ScoreFilters;
};

type Query = Record<string, string | string[] | undefined>;
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// pages.md §11 "/course/score": the tab, page, order and filters live in the URL.
export function readScoreView(query: Query): ScoreView {
  const orderBy = single(query.orderBy) as GetScoreOrderBy | undefined;
  const current = Number(single(query.current));
  const filters: ScoreFilters = {};
  for (const key of FILTER_KEYS) {
    const value = single(query[key])?.trim();
    if (value) filters[key] = value;
  }
  return {
    activeOnly: single(query.activeOnly) === 'true',
    current: Number.isInteger(current) && current > 0 ? current : 1,
    orderBy: orderBy && ORDER_BY.includes(orderBy) ? orderBy : 'rank',
    orderDirection: single(query.orderDirection) === 'desc' ? 'desc' : 'asc',
    filters,
  };
}

// The URL query of a view, keeping the parameters that are not the table's (the active course).
export function writeScoreView(query: Query, view: ScoreView): Query {
  const rest = Object.fromEntries(
    Object.entries(query).filter(
      ([key]) => !['activeOnly', 'current', 'orderBy', 'orderDirection', ...FILTER_KEYS].includes(key),
    ),
  );
  return {
    ...rest,
    activeOnly: String(view.activeOnly),
    ...(view.current > 1 ? { current: String(view.current) } : {}),
    orderBy: view.orderBy,
    orderDirection: view.orderDirection,
    ...view.filters,
  };
}

export const hasFilters = (filters: ScoreFilters) => FILTER_KEYS.some((key) => !!filters[key]);

export const scoreParams = (view: ScoreView): GetScoreParams => ({
  activeOnly: view.activeOnly ? 'true' : 'false',
  orderBy: view.orderBy,
  orderDirection: view.orderDirection,
  current: view.current,
  pageSize: PAGE_SIZE,
  ...view.filters,
});

export const scoreCsvParams = (view: ScoreView): GetScoreCsvParams => ({
  activeOnly: view.activeOnly ? 'true' : 'false',
  orderBy: view.orderBy,
  orderDirection: view.orderDirection,
  ...view.filters,
});

// The viewer's time zone, named next to every date (DESIGN.md "Dates").
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const formatDateTime = (iso: string | null | undefined) => {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
};
