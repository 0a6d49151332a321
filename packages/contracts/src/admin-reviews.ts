/**
 * The admin's Reviews screen (issue 29 point 4, decision 095): customers' reviews by state,
 * newest first, with publish, hide and the store's public reply.
 */
import { z } from 'zod';
import { dbId } from './common.js';
import { adminCappedListSchema, adminListQuerySchema, pageWithinCountCap } from './admin-list.js';
import { plainTextField, REVIEW_REPLY_MAX, reviewStatuses } from './reviews.js';

/** The list's state filter: one state, or every review. Without it, the moderation queue. */
export const adminReviewStatusFilters = [...reviewStatuses, 'all'] as const;
export type AdminReviewStatusFilter = (typeof adminReviewStatusFilters)[number];

export const adminReviewListQuerySchema = adminListQuerySchema(['createdAt'] as const)
  .extend({
    status: z
      .enum(adminReviewStatusFilters, { error: `Must be one of ${adminReviewStatusFilters.join(', ')}` })
      .default('pending'),
  })
  .refine(...pageWithinCountCap('filter by state or search to find the rest'));
/** The query as the web sends it: every field may be left to its default. */
export type AdminReviewListQuery = Partial<z.output<typeof adminReviewListQuerySchema>>;

export const adminReviewSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), title: z.string() }),
  /** The name shown in the store ('Ada L.', or 'Former customer' after the account was deleted). */
  reviewerName: z.string(),
  /** Written by a customer through the store (not seeded). */
  fromCustomer: z.boolean(),
  verifiedPurchase: z.boolean(),
  rating: z.number().int(),
  text: z.string(),
  status: z.enum(reviewStatuses),
  adminReply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = adminCappedListSchema(adminReviewSchema).extend({
  /** Reviews waiting for staff, whatever the filter. */
  pendingCount: z.number().int(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

export const adminReviewParamsSchema = z.strictObject({ reviewId: dbId });

/** Publish or hide a review; a customer's edit is what sends it back to pending. */
export const adminReviewStatusBodySchema = z.strictObject({
  status: z.enum(['published', 'hidden'], { error: 'Must be published or hidden' }),
});
export type AdminReviewStatusBody = z.infer<typeof adminReviewStatusBodySchema>;

/** The store's public reply, shown under the review; an empty reply removes it. */
export const adminReviewReplyBodySchema = z.strictObject({
  reply: plainTextField('Reply', REVIEW_REPLY_MAX, 0),
});
export type AdminReviewReplyBody = z.infer<typeof adminReviewReplyBodySchema>;
