/**
 * The admin's Subscribers tab (issue 29): the newsletter's addresses with their double opt-in
 * state, the count of confirmed ones, a delete, and the confirmed addresses as CSV.
 */
import { z } from 'zod';
import { adminListQuerySchema, adminListSchema } from './admin-list.js';
import { dbId } from './common.js';
import { languageCodes } from './constants.js';

export const adminSubscriberSorts = ['createdAt', 'email'] as const;
/** Confirmed addresses count and are exported; pending ones wait for their confirmation link. */
export const adminSubscriberStatuses = ['confirmed', 'pending'] as const;
export type AdminSubscriberStatus = (typeof adminSubscriberStatuses)[number];

const statusFilter = z
  .enum(adminSubscriberStatuses, { error: `Must be one of ${adminSubscriberStatuses.join(', ')}` })
  .optional();

export const adminSubscriberListQuerySchema = adminListQuerySchema(adminSubscriberSorts).extend({
  status: statusFilter,
});
export type AdminSubscriberListQuery = z.input<typeof adminSubscriberListQuerySchema>;

/** The export takes the list's search and filter; its rows are always confirmed addresses. */
export const adminSubscriberExportQuerySchema = z.strictObject({
  q: adminSubscriberListQuerySchema.shape.q,
  status: statusFilter,
});
export type AdminSubscriberExportQuery = z.input<typeof adminSubscriberExportQuerySchema>;

export const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** Null while the address has not followed its confirmation link. */
  confirmedAt: z.string().nullable(),
  /** When the address signed up. */
  subscribedAt: z.string(),
  language: z.enum(languageCodes),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const adminSubscriberListSchema = adminListSchema(adminSubscriberSchema).extend({
  /** Every confirmed address of the store, whatever the search and filter. */
  confirmedCount: z.number().int(),
});
export type AdminSubscriberList = z.infer<typeof adminSubscriberListSchema>;

export const adminSubscriberParamsSchema = z.strictObject({ subscriberId: dbId });
