import { apiPaths } from '@marquee/contracts';
import { productReviews } from '../../db/schema/index.js';
import { createProduct } from '../factories.js';
import type { AuditSampleContext, AuditSamples } from './types.js';

/** Issue 29: a customer's review waiting for staff. */
async function pendingReview({ store, unique }: AuditSampleContext): Promise<number> {
  const product = await createProduct(store.database.db);
  const [row] = await store.database.db
    .insert(productReviews)
    .values({
      productId: product.id,
      userName: 'Audit R.',
      rating: 4,
      reviewText: `Audit ${unique()}`,
      status: 'pending',
    })
    .returning({ id: productReviews.id });
  return row!.id;
}

/** Issue 29's moderation: publishing (or hiding) a review, and the store's reply. */
export const reviewsAuditSamples: AuditSamples = (context) => ({
  'PATCH /api/admin/reviews/:reviewId': async () => ({
    path: apiPaths.admin.review.href(await pendingReview(context)),
    body: { status: 'published' },
    resource: 'reviews',
  }),
  'PUT /api/admin/reviews/:reviewId/reply': async () => ({
    path: apiPaths.admin.reviewReply.href(await pendingReview(context)),
    body: { reply: 'Thank you!' },
    resource: 'reviews',
  }),
});
