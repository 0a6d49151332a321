/** Reading orders for their owners (issue 11): confirmation, thank-you, tracking. */
import { and, desc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { OrderView } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { orders, type Order } from '../../db/schema/index.js';
import { GUEST_WINDOW_MS } from '../../lib/guest-window.js';
import { notFound } from '../../lib/errors.js';
import type { Requester } from './requester.js';
import { isOrderAccessToken, normalizeOrderNumber } from './order-number.js';
import { orderViews } from './views.js';

/** How many orders the tracking page lists (the account's Orders tab pages through all). */
const RECENT_ORDERS = 50;

/**
 * The orders a browser may list (issue 27, point 1): a signed-in customer's own (user_id)
 * only; a guest's only while they are new (GUEST_WINDOW_MS), so the next person at a shared
 * computer finds none. A guest order joins an account through claimGuestOrders (claim.ts).
 */
function ownedByRequester(requester: Requester, now: Date): SQL | undefined {
  if (requester.userId) return eq(orders.userId, requester.userId);
  if (requester.guestId)
    return and(
      eq(orders.guestId, requester.guestId),
      isNull(orders.userId),
      gt(orders.createdAt, new Date(now.getTime() - GUEST_WINDOW_MS)),
    );
  return undefined;
}

/** The signed-in customer's orders, or this guest browser's recent ones, newest first. */
export async function listOwnOrders(db: Db, requester: Requester, now: Date): Promise<OrderView[]> {
  const mine = ownedByRequester(requester, now);
  if (!mine) return [];
  const list = await db
    .select()
    .from(orders)
    .where(mine)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT_ORDERS);
  return orderViews(db, list);
}

/** What may open one order besides owning it. */
export interface OrderAccess {
  requester: Requester;
  now: Date;
  /** Whether the browser's order-access cookie grants the order (it opened the e-mailed link). */
  granted: (orderNumber: string) => boolean;
  /** A link token sent to the API itself (the web app sends none), and the secrets that sign it. */
  token: string | undefined;
  secrets: readonly string[];
}

/** The same rule as ownedByRequester, for one order already read. */
function ownsOrder(order: Order, requester: Requester, now: Date): boolean {
  if (requester.userId) return order.userId === requester.userId;
  return (
    requester.guestId !== undefined &&
    order.guestId === requester.guestId &&
    order.userId === null &&
    order.createdAt.getTime() > now.getTime() - GUEST_WINDOW_MS
  );
}

/**
 * One order for its owner (as listOwnOrders counts them), for a browser that opened its
 * e-mailed link, or for a caller holding the link's token; otherwise 404, as for an order that
 * does not exist.
 */
export async function getOwnOrder(db: Db, orderNumber: string, access: OrderAccess): Promise<OrderView> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, normalizeOrderNumber(orderNumber)));
  const allowed =
    order !== undefined &&
    (ownsOrder(order, access.requester, access.now) ||
      access.granted(order.orderNumber) ||
      isOrderAccessToken(access.secrets, order.orderNumber, access.token));
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
