/**
 * A customer's own review of a product (issue 29 point 4, decision 095): who may write one, the
 * write itself, and what the customer sees of theirs. Every rule is checked here, never in the
 * browser: the session names the customer, a delivered order of theirs names the product.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { errorCodes, liveEventTypes, type OwnReview, type OwnReviewState, type ReviewBody } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { orderItems, orders, productReviews, products, profiles, type ProductReview } from '../../db/schema/index.js';
import { AppError, TooManyRequestsError, waitInWords } from '../../lib/errors.js';
import type { SharedCounters } from '../../lib/shared-counters.js';
import { liveProduct, productNotFound } from '../catalog/live-products.js';
import { publishCatalogEvent } from '../live-events/publish.js';

const HOUR_MS = 60 * 60_000;

/** The name a review shows: the first name and the last name's initial ("Ada L."), from the profile. */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0]?.toLocaleUpperCase();
  const name = [first, initial && `${initial}.`].filter(Boolean).join(' ');
  return name || 'Customer';
}

export const notEligible = () =>
  new AppError(
    403,
    errorCodes.REVIEW_NOT_ELIGIBLE,
    'You can review this product once an order of yours with it has been delivered.',
  );

/** Whether an order of the customer's with the product has been delivered. */
export async function hasDeliveredOrder(db: Db, userId: string, productId: number): Promise<boolean> {
  const [found] = await db
    .select({ one: sql`1` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)))
    .limit(1);
  return found !== undefined;
}

export function toOwnReview(row: ProductReview): OwnReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.reviewText,
    status: row.status,
    userName: row.userName,
    verifiedPurchase: row.verifiedPurchase,
    adminReply: row.adminReply,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function ownReviewRow(db: Db, userId: string, productId: number): Promise<ProductReview | undefined> {
  const [row] = await db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)));
  return row;
}

async function assertLiveProduct(db: Db, productId: number): Promise<void> {
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), liveProduct));
  if (!found) throw productNotFound();
}

/** The customer's review of the product, whatever its state, and whether they may write one. */
export async function getOwnReviewState(db: Db, userId: string, productId: number): Promise<OwnReviewState> {
  await assertLiveProduct(db, productId);
  const row = await ownReviewRow(db, userId, productId);
  return {
    canWrite: row !== undefined || (await hasDeliveredOrder(db, userId, productId)),
    review: row ? toOwnReview(row) : null,
  };
}

/** A rate-counter key for the customer that holds no id (the counters table is not personal data). */
function counterKey(userId: string): string {
  return `review:${createHash('sha256').update(`marquee-counter:user:${userId}`).digest('base64url').slice(0, 22)}`;
}

/** Counts one write of the customer's; the one past the hour's allowance is refused with the wait. */
async function countWrite(counters: SharedCounters, userId: string, perHour: number): Promise<void> {
  const window = await counters.hit(counterKey(userId), HOUR_MS);
  if (window.count <= perHour) return;
  const seconds = (window.resetAt - Date.now()) / 1000;
  throw new TooManyRequestsError(
    errorCodes.RATE_LIMITED,
    `You have written too many reviews. Please try again in ${waitInWords(seconds)}.`,
    seconds,
  );
}

export interface WriteReviewOptions {
  counters: SharedCounters;
  perHour: number;
}

/**
 * Writes the customer's one review of the product: a new one needs a delivered order of theirs
 * with it; their own may always be edited. Either way it goes to staff ('pending') with the
 * profile's name of today, marked a verified purchase. An edit of a published review takes it
 * out of the store until staff publish it again, so the catalogue's caches forget it.
 */
export async function writeReview(
  db: Db,
  userId: string,
  productId: number,
  body: ReviewBody,
  options: WriteReviewOptions,
): Promise<OwnReviewState> {
  await assertLiveProduct(db, productId);
  const [profile] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const written = {
    userName: reviewerName(profile?.firstName ?? '', profile?.lastName ?? ''),
    rating: body.rating,
    reviewText: body.text,
    status: 'pending' as const,
    verifiedPurchase: true,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ status: productReviews.status })
      .from(productReviews)
      .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)))
      .for('update');
    if (!existing && !(await hasDeliveredOrder(tx, userId, productId))) throw notEligible();
    await countWrite(options.counters, userId, options.perHour);
    // An upsert: two first writes at once meet at the unique index, not in a 500.
    const [row] = await tx
      .insert(productReviews)
      .values({ productId, userId, ...written })
      .onConflictDoUpdate({
        target: [productReviews.userId, productReviews.productId],
        targetWhere: sql`${productReviews.userId} is not null`,
        set: written,
      })
      .returning();
    if (existing?.status === 'published') {
      await publishCatalogEvent(tx, { type: liveEventTypes.productsChanged });
    }
    return { canWrite: true, review: toOwnReview(row!) };
  });
}
