import { z } from 'zod';

/**
 * The query every admin list takes: page, page size, one sort column with its direction, and a
 * search text. A resource passes its sortable columns (the first is the default) and extends the
 * result with its own filters.
 */
export function adminListQuerySchema<const S extends readonly [string, ...string[]]>(
  sortable: S,
  defaults: { dir?: 'asc' | 'desc'; pageSize?: number } = {},
) {
  return z.strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(100, 'At most 100 a page')
      .default(defaults.pageSize ?? 25),
    sort: z.enum(sortable, { error: `Must be one of ${sortable.join(', ')}` }).default(sortable[0]),
    dir: z.enum(['asc', 'desc'], { error: 'Must be asc or desc' }).default(defaults.dir ?? 'desc'),
    q: z.string().trim().max(200, 'At most 200 characters').default(''),
  });
}

/** An admin list's answer: one page of items and the number of matches. */
export function adminListSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/**
 * The long admin lists (products, customers, orders) count matches up to this number and page
 * through that many at most (decision 073): counting or skipping a million rows per request
 * costs more than the page itself. Past it, staff search or filter.
 */
export const ADMIN_LIST_COUNT_CAP = 10_000;

/** A long admin list's answer: the count stops at ADMIN_LIST_COUNT_CAP and says when it did. */
export function adminCappedListSchema<T extends z.ZodType>(item: T) {
  return adminListSchema(item).extend({
    /** Matches, up to ADMIN_LIST_COUNT_CAP. */
    total: z.number().int(),
    /** True when more match than `total` says. */
    totalIsCapped: z.boolean(),
  });
}

/** A page that starts past ADMIN_LIST_COUNT_CAP matches is a 400 on `page` that says what to do. */
export const pageWithinCountCap = (
  narrow: string,
): [(query: { page: number; pageSize: number }) => boolean, { path: string[]; message: string }] => [
  (query) => (query.page - 1) * query.pageSize < ADMIN_LIST_COUNT_CAP,
  {
    path: ['page'],
    message: `Pages cover the first ${ADMIN_LIST_COUNT_CAP.toLocaleString('en-US')} matches: ${narrow}`,
  },
];
