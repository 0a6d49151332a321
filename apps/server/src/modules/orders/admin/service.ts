/**
 * The admin's Orders tab, reading side (issue 11): the list and one order's detail. Status
 * changes and refunds are the orders module's.
 *
 * The list pages by offset, newest first, and stays fast at 100,000 orders: the page is read in
 * the order of orders_created_at_idx (a status or date filter walks it, or
 * orders_status_created_at_idx), a search for an e-mail is an equality on orders_email_idx (the
 * checkout stores e-mails lower-case), any other search a prefix of the order number on
 * orders_order_number_search_idx (migration 0004) or a part of the shipping name on
 * orders_shipping_name_trgm (0010), the count stops at ADMIN_ORDERS_COUNT_CAP
 * matching rows, and pages end there too (older orders are reached with the date filter), so no
 * request reads more than about ten thousand index entries.
 */
import { and, asc, desc, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ORDERS_COUNT_CAP,
  type AdminOrderDetail,
  type AdminOrderRow,
  type AdminOrderList,
  type AdminOrderExportQuery,
  type AdminOrderListQuery,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import { coupons, orderItems, orders, orderStatusHistory, type Order } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/errors.js';
import { containsPattern, escapeLike } from '../../../lib/like-pattern.js';
import { displayOf, isTestOrder, orderLine, paymentMethodName, usdAmounts } from '../views.js';
import { minorUnitDigits } from '../../payments/index.js';
import { cappedCount } from '../../../lib/capped-count.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The shipping name, as orders_shipping_name_trgm is built. */
const shippingName = sql`(${orders.shippingAddress} ->> 'name')`;

/**
 * A search: a whole e-mail address (with an @), else the beginning of an order number or any part
 * of the shipping name; any case. The two are a BitmapOr of their own indexes.
 */
function searchCondition(q: string): SQL {
  if (q.includes('@')) return eq(orders.email, q.toLowerCase());
  return or(
    like(sql`upper(${orders.orderNumber})`, `${escapeLike(q.toUpperCase())}%`),
    ilike(shippingName, containsPattern(q)),
  )!;
}

/** The list's filters as a condition; the CSV export applies the same. */
export function listConditions(query: AdminOrderExportQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.from) conditions.push(gte(orders.createdAt, startOfDay(query.from)));
  // `to` is a whole day: everything before the next midnight (UTC).
  if (query.to) conditions.push(lt(orders.createdAt, new Date(startOfDay(query.to).getTime() + DAY_MS)));
  if (query.q) conditions.push(searchCondition(query.q));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Units bought per order, for one page of orders (order_items_order_id_idx). */
export async function unitsPerOrder(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderItems.orderId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((row) => [row.orderId, row.units]));
}

/** The columns an admin order row is made from (the Orders tab and a customer's orders). */
export const adminOrderRowColumns = {
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  email: orders.email,
  status: orders.status,
  display: orders.display,
  subtotalCents: orders.subtotalCents,
  discountCents: orders.discountCents,
  shippingCents: orders.shippingCents,
  dreamBoxCents: orders.dreamBoxCents,
  totalCents: orders.totalCents,
  paymentProvider: orders.paymentProvider,
  id: orders.id,
};

type AdminOrderRowSource = Pick<Order, keyof typeof adminOrderRowColumns>;

/** Rows read with adminOrderRowColumns, with their units counted in one more query. */
export async function toAdminOrderRows(db: Db, rows: AdminOrderRowSource[]): Promise<AdminOrderRow[]> {
  const itemCounts = await unitsPerOrder(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const display = displayOf(row);
    return {
      orderNumber: row.orderNumber,
      createdAt: row.createdAt.toISOString(),
      email: row.email,
      status: row.status,
      total: {
        currency: display.currency,
        amountMinor: display.amounts.total,
        minorUnitDigits: display.minorUnitDigits,
      },
      totalUsdCents: row.totalCents,
      itemCount: itemCounts.get(row.id) ?? 0,
      isTest: isTestOrder(row),
    };
  });
}

export async function listOrdersForAdmin(db: Db, query: AdminOrderListQuery): Promise<AdminOrderList> {
  const { page, pageSize } = query;
  const where = listConditions(query);
  const [rows, counted] = await Promise.all([
    db
      .select(adminOrderRowColumns)
      .from(orders)
      .where(where)
      // NULLS LAST as orders_created_at_idx and orders_status_created_at_idx are built, so the
      // index gives the order; the id breaks ties of one instant (an incremental sort of a few rows).
      .orderBy(sql`${orders.createdAt} desc nulls last`, desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    cappedCount(db, orders, where, ADMIN_ORDERS_COUNT_CAP),
  ]);
  return {
    items: await toAdminOrderRows(db, rows),
    ...counted,
    page,
    pageSize,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** One order with its items, address, payment, coupon and status history; 404 for an unknown number. */
export async function getOrderForAdmin(db: Db, orderNumber: string): Promise<AdminOrderDetail> {
  const order = await db.query.orders.findFirst({
    where: eq(orders.orderNumber, orderNumber),
    with: {
      items: { orderBy: asc(orderItems.id) },
      history: { orderBy: [asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)] },
    },
  });
  if (!order) throw notFound('No order with this number.');
  const [coupon] = order.couponCode ? await db.select().from(coupons).where(eq(coupons.code, order.couponCode)) : [];
  const display = displayOf(order);
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    paidAt: iso(order.paidAt),
    email: order.email,
    userId: order.userId,
    guestId: order.guestId,
    usd: usdAmounts(order),
    display: {
      currency: display.currency,
      rate: display.rate,
      minorUnitDigits: display.minorUnitDigits,
      amounts: display.amounts,
    },
    items: order.items.map((item) => {
      const line = orderLine(item);
      return { ...line, unitPrice: Math.round(line.lineTotal / Math.max(line.quantity, 1)) };
    }),
    shippingAddress: order.shippingAddress,
    payment: {
      provider: order.paymentProvider,
      providerOrderId: order.paymentOrderId,
      captureId: order.paymentCaptureId,
      method: paymentMethodName(order),
      charged:
        order.chargedCurrency && order.chargedTotalMinor !== null
          ? {
              currency: order.chargedCurrency,
              amountMinor: order.chargedTotalMinor,
              minorUnitDigits: minorUnitDigits(order.chargedCurrency),
            }
          : null,
    },
    isTest: isTestOrder(order),
    refundedMinor: order.refundedMinor,
    coupon: order.couponCode
      ? {
          code: order.couponCode,
          kind: coupon?.kind ?? null,
          percentOff: coupon?.percentOff ?? null,
          amountOffCents: coupon?.amountOffCents ?? null,
        }
      : null,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    estimatedDelivery: order.estimatedDelivery,
    dreamBoxSubscriptionId: order.dreamBoxSubscriptionId,
    history: order.history.map((entry) => ({
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      actor: entry.actor,
      actorUserId: entry.actorUserId,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
