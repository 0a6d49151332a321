/**
 * Product reviews written by customers (issue 29 point 4, decision 095). A customer whose order
 * with the product was delivered writes one review per product (rating and text) and may edit it;
 * each write waits for staff ('pending') before it shows and counts. Stored as plain text: every
 * page renders it as text, never as HTML, as the chat does.
 */
import { z } from 'zod';

export const reviewStatuses = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;

/**
 * Control characters other than line breaks and tabs: invisible, they only serve to confuse
 * a reader or a moderator, so they are dropped before the text is stored.
 */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Plain text as typed, without control characters and trimmed, up to `max` characters (at least `min`). */
export function plainTextField(label: string, max: number, min = 1) {
  return z
    .string({ error: `${label} is required` })
    .transform((value) => value.replace(CONTROL_CHARACTERS, ''))
    .pipe(z.string().trim().min(min, `${label} is required`).max(max, `${label} must be at most ${max} characters`));
}

const ratingMessage = `Rating must be a whole number from 1 to ${REVIEW_RATING_MAX}`;

/** PUT productReview: the signed-in customer's review of one product, new or edited. */
export const reviewBodySchema = z.strictObject({
  rating: z
    .number({ error: ratingMessage })
    .int(ratingMessage)
    .min(1, ratingMessage)
    .max(REVIEW_RATING_MAX, ratingMessage),
  text: plainTextField('Review', REVIEW_TEXT_MAX),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** The customer's own review as they see it, whatever its state. */
export const ownReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  status: z.enum(reviewStatuses),
  userName: z.string(),
  verifiedPurchase: z.boolean(),
  adminReply: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** GET productReview: the customer's review of the product, and whether they may write one. */
export const ownReviewStateSchema = z.object({
  /** True when an order of theirs with the product was delivered, or they already wrote a review. */
  canWrite: z.boolean(),
  review: ownReviewSchema.nullable(),
});
export type OwnReviewState = z.infer<typeof ownReviewStateSchema>;
