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
