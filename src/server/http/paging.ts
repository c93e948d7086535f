import { z } from '@hono/zod-openapi';

// access.md §0 "Paging": `current` ≥ 1 and `pageSize` 1..500, both required; a page past the end is empty.
export const pagingQuery = {
  current: z.coerce
    .number()
    .int('current must be an integer')
    .min(1, 'current must be at least 1')
    .openapi({ param: { name: 'current', in: 'query' }, example: 1 }),
  pageSize: z.coerce
    .number()
    .int('pageSize must be an integer')
    .min(1, 'pageSize must be between 1 and 500')
    .max(500, 'pageSize must be between 1 and 500')
    .openapi({ param: { name: 'pageSize', in: 'query' }, example: 100 }),
};

// access.md §0 "Sorting": asc/desc in any letter case.
export const orderDirectionQuery = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['asc', 'desc'], 'orderDirection must be asc or desc'))
  .openapi({ param: { name: 'orderDirection', in: 'query' }, type: 'string', enum: ['asc', 'desc'] });

export const paginationSchema = z
  .object({
    current: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi('Pagination');

export type Pagination = z.infer<typeof paginationSchema>;

// "Paged<X>" of access.md: one named schema per item type so the client gets a type for each.
export const pagedSchema = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ items: z.array(item), pagination: paginationSchema }).openapi(name);

export const pagination = (current: number, pageSize: number, total: number): Pagination => ({
  current,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

export const pageOffset = (current: number, pageSize: number) => (current - 1) * pageSize;

// Issue 12 "bad input on every list": every free-text filter and every comma-separated list of a list endpoint has a
// ceiling, documented as maxLength, so a 10,000-character query is a 400 naming the field, never a slow query. Free
// text filters stop at 100 characters (each module's text helper), comma lists of ids or names at 1000.
export const filterListMax = 1000;
export const tooLong = (name: string, max: number) => `${name} must be at most ${max} characters`;
