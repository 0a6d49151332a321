/**
 * The admin's Reviews screen (issue 29 point 4, decision 095): the list by state, newest first,
 * publishing, hiding and the store's reply. Each write is audited with its live event when the
 * storefront shows the change (a published review appears, disappears or gets its reply), so
 * every server's catalogue caches forget the product's rating at once.
 *
 * A state's page is read in the order of product_reviews_status_created_at_idx, "All states" in
 * that of product_reviews_created_at_idx; the count stops at ADMIN_LIST_COUNT_CAP.
 */
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_LIST_COUNT_CAP,
  liveEventTypes,
  type AdminReview,
  type AdminReviewList,
  type adminReviewListQuerySchema,
  type AdminReviewReplyBody,
  type AdminReviewStatusBody,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import { productReviews, products, type ProductReview } from '../../../db/schema/index.js';
import { cappedCount } from '../../../lib/capped-count.js';
import { notFound } from '../../../lib/errors.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { lockRowById } from '../../../lib/row-by-id.js';
import { recordAdminWrite, type AdminActor } from '../../audit/record.js';

type ListQuery = z.output<typeof adminReviewListQuerySchema>;

const reviewNotFound = () => notFound('Review not found.');

/** The audit log's name for these writes; a review is named by id, its text and reviewer stay out (personal). */
const RESOURCE = 'reviews';

const rowColumns = {
  review: productReviews,
  productTitle: products.title,
};

function toAdminReview(row: { review: ProductReview; productTitle: string }): AdminReview {
  const { review } = row;
  return {
    id: review.id,
    product: { id: review.productId, title: row.productTitle },
    reviewerName: review.userName,
    fromCustomer: review.userId !== null,
    verifiedPurchase: review.verifiedPurchase,
    rating: review.rating,
    text: review.reviewText,
    status: review.status,
    adminReply: review.adminReply,
    repliedAt: review.repliedAt?.toISOString() ?? null,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

/** The reviewer's name, the review's text or its product's title containing the search, any case. */
function searchCondition(q: string): SQL {
  const pattern = containsPattern(q);
  return or(
    ilike(productReviews.userName, pattern),
    ilike(productReviews.reviewText, pattern),
    // products_title_trgm finds the products; the reviews are theirs.
    inArray(
      productReviews.productId,
      sql`(select ${products.id} from ${products} where ${ilike(products.title, pattern)})`,
    ),
  )!;
}

function listConditions(query: ListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(productReviews.status, query.status));
  if (query.q) conditions.push(searchCondition(query.q));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listReviewsForAdmin(db: Db, query: ListQuery): Promise<AdminReviewList> {
  const { page, pageSize } = query;
  const where = listConditions(query);
  // As both indexes are built (NULLS LAST either way), so they give the order.
  const direction = query.dir === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const [rows, counted, [pending]] = await Promise.all([
    db
      .select(rowColumns)
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(where)
      .orderBy(sql`${productReviews.createdAt} ${direction}`, sql`${productReviews.id} ${direction}`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    cappedCount(db, productReviews, where, ADMIN_LIST_COUNT_CAP),
    db.select({ n: count() }).from(productReviews).where(eq(productReviews.status, 'pending')),
  ]);
  return { items: rows.map(toAdminReview), ...counted, page, pageSize, pendingCount: pending?.n ?? 0 };
}

export async function getReviewForAdmin(db: Db, reviewId: number): Promise<AdminReview> {
  const [row] = await db
    .select(rowColumns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.id, reviewId));
  if (!row) throw reviewNotFound();
  return toAdminReview(row);
}

/**
 * Publishes or hides a review. The storefront changes when the review was or becomes published:
 * then the catalogue's caches forget and open product pages refetch (the rating and count change).
 */
export async function setReviewStatus(
  db: Db,
  actor: AdminActor,
  reviewId: number,
  body: AdminReviewStatusBody,
): Promise<AdminReview> {
  await db.transaction(async (tx) => {
    const before = await lockRowById(tx, productReviews, reviewId, reviewNotFound);
    if (before.status === body.status) return;
    await tx
      .update(productReviews)
      .set({ status: body.status, updatedAt: new Date() })
      .where(eq(productReviews.id, reviewId));
    await recordAdminWrite(tx, actor, {
      action: 'update',
      resource: RESOURCE,
      resourceId: reviewId,
      before: { status: before.status },
      after: { status: body.status },
      ...(before.status === 'published' || body.status === 'published'
        ? { event: liveEventTypes.productsChanged }
        : {}),
    });
  });
  return getReviewForAdmin(db, reviewId);
}

/** Sets the store's reply (an empty one removes it); shoppers see it under a published review. */
export async function setReviewReply(
  db: Db,
  actor: AdminActor,
  reviewId: number,
  body: AdminReviewReplyBody,
): Promise<AdminReview> {
  const reply = body.reply === '' ? null : body.reply;
  await db.transaction(async (tx) => {
    const before = await lockRowById(tx, productReviews, reviewId, reviewNotFound);
    if (before.adminReply === reply) return;
    await tx
      .update(productReviews)
      .set({ adminReply: reply, repliedAt: reply === null ? null : new Date(), updatedAt: new Date() })
      .where(eq(productReviews.id, reviewId));
    await recordAdminWrite(tx, actor, {
      action: 'update',
      resource: RESOURCE,
      resourceId: reviewId,
      // The store's own words, not the customer's: they may be kept.
      before: { reply: before.adminReply },
      after: { reply },
      ...(before.status === 'published' ? { event: liveEventTypes.productsChanged } : {}),
    });
  });
  return getReviewForAdmin(db, reviewId);
}
