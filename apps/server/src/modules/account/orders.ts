/**
 * The customer's own orders in the account (ACC-16 to ACC-21). Unlike the tracking page's
 * reads (orders/service.ts), only orders of the signed-in user count: a guest purchase made on
 * the same browser is not part of the account.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { AccountOrders, OrderView } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { orders, type Order } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { normalizeOrderNumber } from '../orders/order-number.js';
import { orderViews } from '../orders/views.js';

export async function listAccountOrders(
  db: Db,
  userId: string,
  query: { page: number; pageSize: number },
): Promise<AccountOrders> {
  const mine = eq(orders.userId, userId);
  const [page, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(orders).where(mine),
  ]);
  return { items: await orderViews(db, page), total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The user's order by its number in any case; another customer's is as unknown as a made-up one. */
export async function findAccountOrder(db: Db, userId: string, orderNumber: string): Promise<Order> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, normalizeOrderNumber(orderNumber)), eq(orders.userId, userId)));
  if (!order) throw notFound('Order not found.');
  return order;
}

export async function getAccountOrder(db: Db, userId: string, orderNumber: string): Promise<OrderView> {
  return (await orderViews(db, [await findAccountOrder(db, userId, orderNumber)]))[0]!;
}
