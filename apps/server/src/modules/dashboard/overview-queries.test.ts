import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiPaths } from '@marquee/contracts';
import type { Database, Db } from '../../db/client.js';
import { chatMessages, orderItems, orders, type OrderStatus, type PaymentProviderName } from '../../db/schema/index.js';
import { signInAdmin } from '../../test/admin.js';
import { createTestStore, signUp, TestClient } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { createProduct } from '../../test/factories.js';
import { placeOrder } from '../../test/orders.js';
import { getAdminOverview } from './overview-queries.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const NOW = new Date('2026-11-25T15:00:00Z');
let orderNumber = 0;

type OrderArgs = Parameters<typeof insertOrder> extends [Db, ...infer Rest] ? Rest : never;
const order = (...args: OrderArgs) => insertOrder(database.db, ...args);

async function insertOrder(
  db: Db,
  status: OrderStatus,
  createdAt: string,
  totalCents: number,
  lines: { productId: number; title: string; unitPriceCents: number; quantity: number }[],
  paymentProvider: PaymentProviderName = 'paypal',
) {
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `MQ-OVR-${++orderNumber}`,
      email: 'orders@example.com',
      subtotalCents: totalCents,
      totalCents,
      status,
      paymentProvider,
      createdAt: new Date(createdAt),
    })
    .returning();
  await db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: row!.id,
      productId: line.productId,
      productName: line.title,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
    })),
  );
}

describe('issue 13 admin overview', () => {
  it('has a zero state: no orders, no stock worries, no unread chat', async () => {
    const overview = await getAdminOverview(database.db, NOW);
    expect(overview.today).toEqual({ orders: 0, revenueCents: 0 });
    expect(overview.last30Days).toEqual({ orders: 0, revenueCents: 0 });
    expect(overview.testOrders).toEqual({ orders: 0, revenueCents: 0 });
    expect(overview.showingTestOrders).toBe(false);
    expect(overview.revenueByDay).toHaveLength(30);
    expect(overview.revenueByDay.every((day) => day.orders === 0 && day.revenueCents === 0)).toBe(true);
    expect(overview).toMatchObject({ topProducts: [], lowStock: [], unreadChatMessages: 0 });
  });

  it('counts paid orders only (processing, shipping, delivered), by UTC day, today and the 29 days before', async () => {
    const { db } = database;
    const a = await createProduct(db, { title: 'Alpha Mug', stockQuantity: 3 });
    const b = await createProduct(db, { title: 'Beta Poster', stockQuantity: 10 });
    await createProduct(db, { title: 'Archived Cap', stockQuantity: 0, archivedAt: new Date('2026-01-01') });
    const d = await createProduct(db, { title: 'Delta Pin', stockQuantity: 5 });
    const e = await createProduct(db, { title: 'Echo Tee', stockQuantity: 0 });
    const line = (product: { id: number; title: string }, unitPriceCents: number, quantity: number) => ({
      productId: product.id,
      title: product.title,
      unitPriceCents,
      quantity,
    });

    await order('delivered', '2026-11-25T10:00:00Z', 5000, [line(a, 1500, 2), line(b, 2000, 1)]);
    await order('shipping', '2026-11-25T00:00:00Z', 200, [line(e, 200, 1)]);
    await order('processing', '2026-11-24T23:59:59Z', 3000, [line(b, 1000, 3)]);
    await order('shipping', '2026-10-27T08:00:00Z', 1000, [line(d, 1000, 1)]);
    // Not counted: unpaid, given back, or before the window.
    await order('pending', '2026-11-25T11:00:00Z', 9999, [line(a, 1999, 5)]);
    await order('cancelled', '2026-11-25T12:00:00Z', 8888, [line(a, 1999, 4)]);
    await order('refunded', '2026-11-20T12:00:00Z', 7777, [line(a, 1999, 4)]);
    await order('delivered', '2026-10-26T23:59:59Z', 6666, [line(a, 1999, 10)]);
    await db.insert(chatMessages).values([
      { customerName: 'Ann', customerEmail: 'ann@example.com', message: 'Hi' },
      { customerName: 'Ben', customerEmail: 'ben@example.com', message: 'Hello' },
      { customerName: 'Cy', customerEmail: 'cy@example.com', message: 'Done', status: 'read' },
    ]);

    const overview = await getAdminOverview(db, NOW);
    expect(overview.today).toEqual({ orders: 2, revenueCents: 5200 });
    expect(overview.last30Days).toEqual({ orders: 4, revenueCents: 9200 });
    expect(overview.revenueByDay[0]).toEqual({ day: '2026-10-27', orders: 1, revenueCents: 1000 });
    expect(overview.revenueByDay.at(-2)).toEqual({ day: '2026-11-24', orders: 1, revenueCents: 3000 });
    expect(overview.revenueByDay.at(-1)).toEqual({ day: '2026-11-25', orders: 2, revenueCents: 5200 });
    expect(overview.revenueByDay.reduce((sum, day) => sum + day.revenueCents, 0)).toBe(9200);

    expect(overview.topProducts).toEqual([
      { productId: b.id, title: 'Beta Poster', units: 4, revenueCents: 5000 },
      { productId: a.id, title: 'Alpha Mug', units: 2, revenueCents: 3000 },
      { productId: d.id, title: 'Delta Pin', units: 1, revenueCents: 1000 },
      { productId: e.id, title: 'Echo Tee', units: 1, revenueCents: 200 },
    ]);
    // Stock of 5 or fewer, not archived, lowest first.
    expect(overview.lowStock).toEqual([
      { productId: e.id, title: 'Echo Tee', stockQuantity: 0 },
      { productId: a.id, title: 'Alpha Mug', stockQuantity: 3 },
      { productId: d.id, title: 'Delta Pin', stockQuantity: 5 },
    ]);
    expect(overview.unreadChatMessages).toBe(2);
  });

  it('keeps the top five and the ten lowest stocks', async () => {
    const { db } = database;
    const many = [];
    for (let i = 0; i < 12; i++) many.push(await createProduct(db, { title: `Low ${i}`, stockQuantity: 1 }));
    for (const [i, product] of many.slice(0, 7).entries()) {
      await order('delivered', '2026-11-25T09:00:00Z', 100, [
        { productId: product.id, title: product.title, unitPriceCents: 100, quantity: 20 + i },
      ]);
    }
    const overview = await getAdminOverview(db, NOW);
    expect(overview.topProducts.map((row) => row.units)).toEqual([26, 25, 24, 23, 22]);
    expect(overview.lowStock).toHaveLength(10);
  });
});

describe('issue 26 the Overview leaves test orders out', () => {
  it('issue 26 test orders are in no revenue, order count or top product, and are counted apart', async () => {
    const fresh = await createTestDatabase();
    try {
      const { db } = fresh;
      const order = (...args: OrderArgs) => insertOrder(db, ...args);
      const real = await createProduct(db, { title: 'Paid Mug', stockQuantity: 50 });
      const demo = await createProduct(db, { title: 'Demo Poster', stockQuantity: 50 });
      const line = (product: { id: number; title: string }, unitPriceCents: number, quantity: number) => ({
        productId: product.id,
        title: product.title,
        unitPriceCents,
        quantity,
      });
      await order('processing', '2026-11-25T09:00:00Z', 2000, [line(real, 1000, 2)]);
      await order('delivered', '2026-11-20T09:00:00Z', 1500, [line(real, 1500, 1)]);
      // Paid through the offline test provider: no money was taken, today and earlier.
      await order('processing', '2026-11-25T10:00:00Z', 90_000, [line(demo, 9000, 10)], 'test');
      await order('shipping', '2026-11-25T11:00:00Z', 5000, [line(real, 1000, 5)], 'test');
      await order('delivered', '2026-11-10T11:00:00Z', 7000, [line(demo, 7000, 1)], 'test');
      // Unpaid or before the window: not counted as test orders either.
      await order('pending', '2026-11-25T12:00:00Z', 4000, [line(demo, 4000, 1)], 'test');
      await order('delivered', '2026-10-01T12:00:00Z', 3000, [line(demo, 3000, 1)], 'test');

      const overview = await getAdminOverview(db, NOW);
      expect(overview.today).toEqual({ orders: 1, revenueCents: 2000 });
      expect(overview.last30Days).toEqual({ orders: 2, revenueCents: 3500 });
      expect(overview.revenueByDay.at(-1)).toEqual({ day: '2026-11-25', orders: 1, revenueCents: 2000 });
      expect(overview.revenueByDay.find((row) => row.day === '2026-11-10')).toEqual({
        day: '2026-11-10',
        orders: 0,
        revenueCents: 0,
      });
      expect(overview.revenueByDay.reduce((sum, row) => sum + row.revenueCents, 0)).toBe(3500);
      expect(overview.topProducts).toEqual([{ productId: real.id, title: 'Paid Mug', units: 3, revenueCents: 3500 }]);
      expect(overview.testOrders).toEqual({ orders: 3, revenueCents: 102_000 });
      expect(overview.showingTestOrders).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('issue 30 GET /api/admin/overview: with no real paid order, the figures are the test orders, flagged', async () => {
    const store = await createTestStore();
    try {
      const product = await createProduct(store.database.db, { priceCents: 2500, stockQuantity: 5 });
      const placed = await placeOrder(new TestClient(store.app), [{ productId: product.id, quantity: 2 }]);
      expect(placed).toMatchObject({ status: 'processing', isTest: true });
      const admin = await signInAdmin(store);
      const overview = (await admin.get(apiPaths.admin.overview.href())).json();
      expect(overview.showingTestOrders).toBe(true);
      expect(overview.today).toEqual({ orders: 1, revenueCents: placed.usd.total });
      expect(overview.last30Days).toEqual({ orders: 1, revenueCents: placed.usd.total });
      expect(overview.topProducts).toEqual([
        { productId: product.id, title: product.title, units: 2, revenueCents: 5000 },
      ]);
      expect(overview.testOrders).toEqual({ orders: 1, revenueCents: placed.usd.total });
    } finally {
      await store.close();
    }
  });
});

describe('issue 13 admin overview at 100,000 orders', () => {
  it('answers quickly over 100,000 orders spread over a year', { timeout: 180_000 }, async () => {
    const fresh = await createTestDatabase();
    try {
      const { db } = fresh;
      const product = await createProduct(db, { title: 'Bench Mug', stockQuantity: 2 });
      const started = performance.now();
      // One order a little over every five minutes for a year before NOW, statuses in turn. Seeding is
      // two long statements, which the store's 15 s statement timeout must not cut on a busy machine.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`
        insert into orders (order_number, email, subtotal_cents, total_cents, status, payment_provider, created_at)
        select 'MQ-BENCH-' || n, 'bench@example.com', 1000, 1000,
               (array['processing', 'shipping', 'delivered', 'pending', 'cancelled', 'refunded'])[1 + n % 6],
               'paypal', ${NOW.toISOString()}::timestamptz - (n * interval '315 seconds')
        from generate_series(1, 100000) as n`);
        await tx.execute(sql`
        insert into order_items (order_id, product_id, product_name, unit_price_cents, quantity)
        select id, ${product.id}, 'Bench Mug', 1000, 1 from orders`);
      });
      await db.execute(sql`analyze orders`);
      await db.execute(sql`analyze order_items`);
      const seeded = performance.now();

      const timings: number[] = [];
      let overview: Awaited<ReturnType<typeof getAdminOverview>> | undefined;
      for (let run = 0; run < 3; run++) {
        const start = performance.now();
        overview = await getAdminOverview(db, NOW);
        timings.push(performance.now() - start);
      }
      console.log(
        `overview at 100,000 orders (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): seeded in ${Math.round(
          seeded - started,
        )} ms; query ${timings.map((ms) => `${ms.toFixed(1)} ms`).join(', ')}`,
      );
      // 30 days of orders every 315 s is about 8,228; half of them are paid.
      expect(overview!.last30Days.orders).toBeGreaterThan(4000);
      expect(overview!.last30Days.orders).toBeLessThan(4200);
      expect(overview!.last30Days.revenueCents).toBe(overview!.last30Days.orders * 1000);
      expect(overview!.topProducts[0]).toMatchObject({ productId: product.id, units: overview!.last30Days.orders });
    } finally {
      await fresh.close();
    }
  });
});

describe('issue 13 GET /api/admin/overview', () => {
  it('answers the admin, refuses guests (401) and customers (403)', async () => {
    const store = await createTestStore();
    try {
      const admin = await signInAdmin(store);
      const response = await admin.get(apiPaths.admin.overview.href());
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ today: { orders: 0 }, revenueByDay: expect.any(Array) });
      expect((await new TestClient(store.app).get(apiPaths.admin.overview.href())).statusCode).toBe(401);
      const customer = new TestClient(store.app);
      await signUp(customer);
      expect((await customer.get(apiPaths.admin.overview.href())).statusCode).toBe(403);
    } finally {
      await store.close();
    }
  });
});
