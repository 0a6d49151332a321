/**
 * "Download my data" (beyond the specification): what the store keeps about the customer, as
 * one JSON file. Each part reads by the session user's id only.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { AccountExport } from '@marquee/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { dreamBoxSubscriptions, orders, productReviews, products, wishlistItems } from '../../db/schema/index.js';
import type { CurrentSession } from '../../plugins/auth.js';
import { cartLines } from '../cart/service.js';
import { newsletterForAccount } from '../newsletter/account.js';
import { orderViews } from '../orders/views.js';
import { toOwnReview } from '../reviews/service.js';
import { getProfile } from './profile-service.js';
import { listSessions } from './session-service.js';
import { accountSubscriptionView } from './subscription.js';

export async function exportAccount(
  db: Db,
  config: Pick<Config, 'paypal'>,
  current: CurrentSession,
  now: Date,
): Promise<AccountExport> {
  const userId = current.user.id;
  const [profile, orderRows, subscriptionRows, sessions, wishlist, cartRows, newsletter, reviewRows] =
    await Promise.all([
      getProfile(db, userId),
      db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)),
      db
        .select()
        .from(dreamBoxSubscriptions)
        .where(eq(dreamBoxSubscriptions.userId, userId))
        .orderBy(desc(dreamBoxSubscriptions.createdAt)),
      listSessions(db, userId, current.sessionId),
      db
        .select({ productId: products.id, name: products.title })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(eq(wishlistItems.userId, userId))
        .orderBy(asc(wishlistItems.createdAt)),
      cartLines(db, { userId }),
      newsletterForAccount(db, current.user),
      db
        .select({ review: productReviews, productName: products.title })
        .from(productReviews)
        .innerJoin(products, eq(products.id, productReviews.productId))
        .where(eq(productReviews.userId, userId))
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id)),
    ]);
  return {
    exportedAt: now.toISOString(),
    profile,
    orders: await orderViews(db, orderRows),
    subscriptions: await Promise.all(subscriptionRows.map((row) => accountSubscriptionView(db, config, row))),
    sessions,
    wishlist,
    cart: cartRows.map(({ productId, title, quantity }) => ({ productId, name: title, quantity })),
    newsletter,
    reviews: reviewRows.map(({ review, productName }) => ({
      ...toOwnReview(review),
      productId: review.productId,
      productName,
    })),
  };
}
