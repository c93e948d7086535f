import type { Pagination } from '../../http/paging';

export type Paged<T> = { items: T[]; pagination: Pagination };
