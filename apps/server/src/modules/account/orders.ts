/**
 * The customer's own orders in the account (ACC-16 to ACC-21). Unlike the tracking page's
 * reads (orders/service.ts), only orders of the signed-in user count: a guest purchase made on
 * the same browser is not part of the account.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AccountOrders, OrderView } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { orders, type Order } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { readPage, type PageParams } from '../../lib/paged-list.js';
import { normalizeOrderNumber } from '../orders/order-number.js';
import { orderViews } from '../orders/views.js';

export async function listAccountOrders(db: Db, userId: string, query: PageParams): Promise<AccountOrders> {
  const mine = eq(orders.userId, userId);
  const { rows, total } = await readPage(
    db,
    query,
    db.select().from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic(),
    { table: orders, where: mine },
  );
  return { items: await orderViews(db, rows), total, page: query.page, pageSize: query.pageSize };
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
