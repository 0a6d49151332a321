/**
 * "Download my data" (beyond the specification): what the store keeps about the customer, as
 * one JSON file. Each part reads by the session user's id only.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { AccountExport } from '@marquee/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  cartItems,
  dreamBoxSubscriptions,
  orders,
  products,
  profiles,
  session,
  user,
  wishlistItems,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { CurrentSession } from '../../plugins/auth.js';
import { orderViews } from '../orders/views.js';
import { accountSubscriptionView } from './subscription.js';

export async function exportAccount(
  db: Db,
  config: Pick<Config, 'paypal'>,
  current: CurrentSession,
  now: Date,
): Promise<AccountExport> {
  const userId = current.user.id;
  const [[person], orderRows, subscriptionRows, sessionRows, wishlist, cart] = await Promise.all([
    db
      .select({ user, profile: profiles })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, userId)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)),
    db
      .select()
      .from(dreamBoxSubscriptions)
      .where(eq(dreamBoxSubscriptions.userId, userId))
      .orderBy(desc(dreamBoxSubscriptions.createdAt)),
    db.select().from(session).where(eq(session.userId, userId)).orderBy(desc(session.updatedAt)),
    db
      .select({ productId: products.id, name: products.title })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.userId, userId))
      .orderBy(asc(wishlistItems.createdAt)),
    db
      .select({ productId: products.id, name: products.title, quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt)),
  ]);
  if (!person) throw notFound('No such account.');
  return {
    exportedAt: now.toISOString(),
    profile: {
      email: person.user.email,
      emailVerified: person.user.emailVerified,
      firstName: person.profile?.firstName ?? current.user.firstName,
      lastName: person.profile?.lastName ?? current.user.lastName,
      birthdate: person.profile?.birthdate ?? null,
      country: person.profile?.country ?? null,
      createdAt: person.user.createdAt.toISOString(),
    },
    orders: await orderViews(db, orderRows),
    subscriptions: await Promise.all(subscriptionRows.map((row) => accountSubscriptionView(db, config, row))),
    sessions: sessionRows
      .filter((row) => row.expiresAt > now)
      .map((row) => ({
        id: row.id,
        current: row.id === current.sessionId,
        // The export gives what is stored: the whole user agent, not a summary of it.
        browser: row.userAgent || 'Unknown browser',
        ipAddress: row.ipAddress || null,
        signedInAt: row.createdAt.toISOString(),
        lastActiveAt: row.updatedAt.toISOString(),
      })),
    wishlist,
    cart,
  };
}
