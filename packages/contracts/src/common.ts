import { z } from 'zod';
import { MAX_DB_ID } from './constants.js';

/** The one error shape every API failure uses. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** With a 429: seconds until the client may try again (also sent as the Retry-After header). */
    retryAfterSeconds: z.number().int().positive().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** A database id: a positive 32-bit integer, so an oversized value is a 400, not a database error. */
export const dbId = z.coerce.number().int().positive().max(MAX_DB_ID);

export const idParamSchema = z.strictObject({ id: dbId });

export const paginationQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
