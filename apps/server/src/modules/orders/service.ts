/** Reading orders for their owners (issue 11): confirmation, thank-you, tracking. */
import { and, desc, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { OrderView } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { Requester } from './requester.js';
import { isOrderAccessToken, normalizeOrderNumber } from './order-number.js';
import { orderViews } from './views.js';

/** How many orders the tracking page lists (the account's Orders tab pages through all). */
const RECENT_ORDERS = 50;

function ownedByRequester(requester: Requester): SQL | undefined {
  const mine: SQL[] = [];
  // A guest who signs in on the same browser still sees what they bought as a guest.
  if (requester.userId) mine.push(eq(orders.userId, requester.userId));
  if (requester.guestId) mine.push(eq(orders.guestId, requester.guestId));
  return mine.length ? or(...mine) : undefined;
}

/** The signed-in customer's orders, or this guest browser's, newest first. */
export async function listOwnOrders(db: Db, requester: Requester): Promise<OrderView[]> {
  const mine = ownedByRequester(requester);
  if (!mine) return [];
  const list = await db
    .select()
    .from(orders)
    .where(mine)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT_ORDERS);
  return orderViews(db, list);
}

/**
 * One order for its owner (the user, or the guest browser that placed it, even after signing
 * in), or for anyone holding its link's token; otherwise 404, as for an order that does not
 * exist.
 */
export async function getOwnOrder(
  db: Db,
  secret: string,
  requester: Requester,
  orderNumber: string,
  token: string | undefined,
): Promise<OrderView> {
  const number = normalizeOrderNumber(orderNumber);
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, number));
  const allowed =
    order &&
    ((order.userId !== null && order.userId === requester.userId) ||
      (order.guestId !== null && order.guestId === requester.guestId) ||
      isOrderAccessToken(secret, order.orderNumber, token));
  if (!allowed) throw notFound('Order not found.');
  return (await orderViews(db, [order]))[0]!;
}

/** The lookup answers no sooner than this, found or not, so its timing tells nothing. */
const LOOKUP_FLOOR_MS = 250;

/** A guest's lookup by number and e-mail: the same 404 for a wrong number or a wrong e-mail. */
export async function lookUpOrder(db: Db, orderNumber: string, email: string): Promise<OrderView> {
  const started = Date.now();
  try {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, normalizeOrderNumber(orderNumber)), eq(orders.email, email)));
    if (!order) throw notFound('We could not find an order with that number and e-mail.');
    return (await orderViews(db, [order]))[0]!;
  } finally {
    const wait = started + LOOKUP_FLOOR_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** The customer's last shipping address, to prefill the checkout. */
export async function lastShippingAddress(db: Db, userId: string) {
  const [row] = await db
    .select({ shippingAddress: orders.shippingAddress })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.shippingAddress)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.shippingAddress ?? null;
}
