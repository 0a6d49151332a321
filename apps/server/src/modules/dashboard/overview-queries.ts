/**
 * The dashboard's Overview (issue 13): paid orders and revenue today and over 30 days, revenue
 * per day, the top products, low stock, unread chat, and the store's sizes.
 *
 * Four queries, run together, each bounded by the 30 days' orders rather than the whole table:
 * the per-day figures read the window's range of orders_overview_idx alone (index-only); the top
 * products look up only the window's paid orders' lines in order_items_overview_idx
 * (`= any(array(...))`: a join would hash the whole order_items table); low stock walks
 * products_admin_stock_idx from the lowest and stops at the rows shown; unread chat reads a small
 * table. Today and the 30-day totals are sums of the per-day rows. Decision 073 has the figures at
 * 500,000 orders and 1,000,000 products.
 *
 * Test orders (issue 26: paid through the offline test provider, no money taken) are left out of
 * every figure, order counts included, so the counts, the revenue and the top products describe
 * the same orders; they are counted on their own (`testOrders`). A store with no real paid order
 * in the window (the demo on its first start, a store trying its checkout) shows its test orders
 * instead, flagged `showingTestOrders` (issue 30, decision 105): never the two mixed. Its top
 * products are a fifth query, after the others, only then. orders_overview_idx does not hold
 * payment_provider, so the per-day query reads the window's rows from the table (a heap fetch
 * per order in the window).
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  OVERVIEW_DAYS,
  OVERVIEW_LOW_STOCK_ROWS,
  OVERVIEW_TOP_PRODUCTS,
  type AdminOverview,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { chatMessages, orderItems, orders, products, type PaymentProviderName } from '../../db/schema/index.js';
import { paidOrderStatuses } from '../customers/list.js';

const testProvider: PaymentProviderName = 'test';

const DAY_MS = 86_400_000;

/** `2026-11-25` of a UTC instant. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The window's five best sellers by units. The sums read only order_items_overview_idx (an
 * index-only scan); the names are looked up for the five afterwards: the product's name today,
 * a deleted product's as it was bought.
 */
function topProducts(db: Db, windowOrderIds: SQL) {
  const inWindow = sql`${orderItems.orderId} = any(array(${windowOrderIds}))`;
  const units = sql<number>`sum(${orderItems.quantity})::int`;
  const top = db
    .select({
      productId: orderItems.productId,
      units: units.as('units'),
      revenueCents: sql<number>`sum(${orderItems.unitPriceCents}::bigint * ${orderItems.quantity})`.as('revenue_cents'),
    })
    .from(orderItems)
    .where(inWindow)
    .groupBy(orderItems.productId)
    .orderBy(desc(units), asc(orderItems.productId))
    .limit(OVERVIEW_TOP_PRODUCTS)
    .as('top');
  const boughtAs = db
    .select({ name: orderItems.productName })
    .from(orderItems)
    .where(and(inWindow, sql`${orderItems.productId} is not distinct from ${top.productId}`))
    .limit(1);
  return db
    .select({
      productId: top.productId,
      title: sql<string>`coalesce(${products.title}, (${boughtAs}))`,
      units: top.units,
      revenueCents: sql<number>`${top.revenueCents}`.mapWith(Number),
    })
    .from(top)
    .leftJoin(products, eq(products.id, top.productId))
    .orderBy(desc(top.units), asc(top.productId));
}

export async function getAdminOverview(db: Db, now: Date = new Date()): Promise<AdminOverview> {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const windowStart = new Date(todayStart - (OVERVIEW_DAYS - 1) * DAY_MS);
  const inWindow = and(inArray(orders.status, paidOrderStatuses), gte(orders.createdAt, windowStart));
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const isTest = sql`${orders.paymentProvider} = ${testProvider}`;
  const isReal = sql`${orders.paymentProvider} <> ${testProvider}`;

  const windowOrderIds = (provider: SQL) =>
    sql`${db.select({ id: orders.id }).from(orders).where(and(inWindow, provider))}`;

  const [perDay, realTop, lowStock, [unread]] = await Promise.all([
    db
      .select({
        day,
        orders: sql<number>`(count(*) filter (where ${isReal}))::int`,
        revenueCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${isReal}), 0)::bigint`.mapWith(
          Number,
        ),
        testOrders: sql<number>`(count(*) filter (where ${isTest}))::int`,
        testRevenueCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${isTest}), 0)::bigint`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(inWindow)
      .groupBy(day),
    topProducts(db, windowOrderIds(isReal)),
    db
      .select({ productId: products.id, title: products.title, stockQuantity: products.stockQuantity })
      .from(products)
      .where(and(isNull(products.archivedAt), lte(products.stockQuantity, LOW_STOCK_THRESHOLD)))
      .orderBy(asc(products.stockQuantity), asc(products.id))
      .limit(OVERVIEW_LOW_STOCK_ROWS),
    db.select({ value: count() }).from(chatMessages).where(eq(chatMessages.status, 'unread')),
  ]);

  const testOrders = perDay.reduce(
    (total, row) => ({
      orders: total.orders + row.testOrders,
      revenueCents: total.revenueCents + row.testRevenueCents,
    }),
    { orders: 0, revenueCents: 0 },
  );
  const showingTestOrders = testOrders.orders > 0 && perDay.every((row) => row.orders === 0);
  const top = showingTestOrders ? await topProducts(db, windowOrderIds(isTest)) : realTop;

  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const revenueByDay = Array.from({ length: OVERVIEW_DAYS }, (_, index) => {
    const date = isoDay(new Date(windowStart.getTime() + index * DAY_MS));
    const row = byDay.get(date);
    return showingTestOrders
      ? { day: date, orders: row?.testOrders ?? 0, revenueCents: row?.testRevenueCents ?? 0 }
      : { day: date, orders: row?.orders ?? 0, revenueCents: row?.revenueCents ?? 0 };
  });
  const today = revenueByDay.at(-1)!;

  return {
    today: { orders: today.orders, revenueCents: today.revenueCents },
    last30Days: {
      orders: revenueByDay.reduce((sum, row) => sum + row.orders, 0),
      revenueCents: revenueByDay.reduce((sum, row) => sum + row.revenueCents, 0),
    },
    testOrders,
    showingTestOrders,
    revenueByDay,
    topProducts: top,
    lowStock,
    unreadChatMessages: unread?.value ?? 0,
  };
}
