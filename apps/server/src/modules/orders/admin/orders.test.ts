import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN_ORDERS_COUNT_CAP, apiPaths, type AdminOrderListQuery, type OrderStatusName } from '@marquee/contracts';
import { coupons, orderItems, orders, orderStatusHistory } from '../../../db/schema/index.js';
import { signInAdmin } from '../../../test/admin.js';
import { testStoreForFile, type TestClient } from '../../../test/app.js';

const store = testStoreForFile();
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

type ListQuery = Partial<Record<keyof AdminOrderListQuery, string | number>>;
const list = (query: ListQuery = {}) => admin.get(apiPaths.admin.orders.href(query));
const numbers = (body: { items: { orderNumber: string }[] }) => body.items.map((row) => row.orderNumber);

let sequence = 0;

/** An order placed at `createdAt`, with `quantities` as its lines (USD, display in EUR at 0.9). */
async function insertOrder(
  overrides: Partial<typeof orders.$inferInsert> & { createdAt: Date },
  quantities: number[] = [1],
) {
  const n = ++sequence;
  const subtotal = quantities.reduce((sum, q) => sum + q * 1000, 0);
  const [order] = await store.database.db
    .insert(orders)
    .values({
      orderNumber: `MQ-T${String(n).padStart(4, '0')}`,
      email: `buyer${n}@example.com`,
      currency: 'EUR',
      exchangeRate: 0.9,
      subtotalCents: subtotal,
      totalCents: subtotal,
      paymentProvider: 'test',
      status: 'processing',
      display: {
        currency: 'EUR',
        rate: 0.9,
        minorUnitDigits: 2,
        amounts: { subtotal: subtotal * 0.9, discount: 0, shipping: 0, dreamBox: 0, total: subtotal * 0.9 },
      },
      ...overrides,
    })
    .returning();
  await store.database.db.insert(orderItems).values(
    quantities.map((quantity, i) => ({
      orderId: order!.id,
      productName: `Item ${i + 1}`,
      unitPriceCents: 1000,
      quantity,
      displayLineTotal: quantity * 900,
    })),
  );
  return order!;
}

const day = (iso: string) => new Date(iso);

describe('admin orders list', () => {
  beforeAll(async () => {
    // Six orders over three days, oldest first.
    const rows: [string, OrderStatusName, string, number[]][] = [
      ['2026-11-01T09:00:00Z', 'delivered', 'ada@example.com', [1]],
      ['2026-11-01T23:59:59Z', 'shipping', 'grace@example.com', [2, 1]],
      ['2026-11-02T00:00:00Z', 'processing', 'ada@example.com', [3]],
      ['2026-11-02T12:00:00Z', 'cancelled', 'linus@example.com', [1, 1, 1]],
      ['2026-11-03T08:00:00Z', 'processing', 'grace@example.com', [5]],
      ['2026-11-03T18:00:00Z', 'refunded', 'ada@example.com', [1]],
    ];
    for (const [createdAt, status, email, quantities] of rows)
      await insertOrder({ createdAt: day(createdAt), status, email }, quantities);
  });

  it('pages newest first with the total, each row with its display total, USD total and item count', async () => {
    const first = await list({ pageSize: 4 });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 6, totalIsCapped: false, page: 1, pageSize: 4 });
    expect(numbers(body)).toEqual(['MQ-T0006', 'MQ-T0005', 'MQ-T0004', 'MQ-T0003']);
    expect(body.items[2]).toEqual({
      orderNumber: 'MQ-T0004',
      createdAt: '2026-11-02T12:00:00.000Z',
      email: 'linus@example.com',
      status: 'cancelled',
      total: { currency: 'EUR', amountMinor: 2700, minorUnitDigits: 2 },
      totalUsdCents: 3000,
      itemCount: 3,
      isTest: true,
    });
    const second = (await list({ pageSize: 4, page: 2 })).json();
    expect(numbers(second)).toEqual(['MQ-T0002', 'MQ-T0001']);
    expect(second.items[0].itemCount).toBe(3);
    expect((await list({ pageSize: 4, page: 3 })).json()).toMatchObject({ items: [], total: 6 });
  });

  it('filters by status', async () => {
    const processing = (await list({ status: 'processing' })).json();
    expect(numbers(processing)).toEqual(['MQ-T0005', 'MQ-T0003']);
    expect(processing.total).toBe(2);
  });

  it('filters by a date range of whole UTC days, both ends included', async () => {
    expect(numbers((await list({ from: '2026-11-02' })).json())).toEqual([
      'MQ-T0006',
      'MQ-T0005',
      'MQ-T0004',
      'MQ-T0003',
    ]);
    expect(numbers((await list({ to: '2026-11-01' })).json())).toEqual(['MQ-T0002', 'MQ-T0001']);
    const oneDay = (await list({ from: '2026-11-02', to: '2026-11-02' })).json();
    expect(numbers(oneDay)).toEqual(['MQ-T0004', 'MQ-T0003']);
    expect(oneDay.total).toBe(2);
  });

  it('searches an order number by its beginning and an e-mail whole, in any case', async () => {
    expect(numbers((await list({ q: 'mq-t0003' })).json())).toEqual(['MQ-T0003']);
    expect((await list({ q: 'MQ-T000' })).json().total).toBe(6);
    expect((await list({ q: 'T0003' })).json().total).toBe(0);
    expect(numbers((await list({ q: 'ADA@Example.com' })).json())).toEqual(['MQ-T0006', 'MQ-T0003', 'MQ-T0001']);
    expect((await list({ q: 'ada@' })).json().total).toBe(0);
    // LIKE wildcards match themselves.
    expect((await list({ q: '%' })).json().total).toBe(0);
    expect((await list({ q: 'MQ_T' })).json().total).toBe(0);
  });

  it('combines the filters', async () => {
    const found = (
      await list({ q: 'grace@example.com', status: 'processing', from: '2026-11-03', to: '2026-11-03' })
    ).json();
    expect(numbers(found)).toEqual(['MQ-T0005']);
  });

  it.each([
    [{ pageSize: 101 }, 'pageSize'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ page: 0 }, 'page'],
    [{ page: 101, pageSize: 100 }, 'page'],
    [{ page: 401 }, 'page'],
    [{ status: 'lost' }, 'status'],
    [{ from: '2026-13-01' }, 'from'],
    [{ from: '2026-02-30' }, 'from'],
    [{ to: 'yesterday' }, 'to'],
    [{ from: '2026-11-03', to: '2026-11-01' }, 'to'],
    [{ q: 'x'.repeat(255) }, 'q'],
    [{ sort: 'oldest' }, 'sort'],
  ] as [ListQuery, string][])('refuses %o with a 400 naming %s', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });
});

describe('admin order detail', () => {
  it('shows the items, address, payment, coupon and status history', async () => {
    await store.database.db
      .insert(coupons)
      .values({ code: 'DETAIL10', kind: 'percent', percentOff: 10 })
      .onConflictDoNothing();
    const order = await insertOrder(
      {
        createdAt: day('2026-10-20T10:00:00Z'),
        status: 'shipping',
        email: 'mia@example.com',
        couponCode: 'DETAIL10',
        discountCents: 300,
        totalCents: 2700,
        paymentOrderId: 'TEST-ORDER-1',
        paymentCaptureId: 'TEST-CAPTURE-1',
        paymentMethod: 'Test payment',
        chargedCurrency: 'EUR',
        chargedTotalMinor: 2430,
        paidAt: day('2026-10-20T10:00:05Z'),
        shippingAddress: {
          name: 'Mia Wallace',
          line1: '1 Main St',
          line2: '',
          city: 'Los Angeles',
          region: 'CA',
          postalCode: '90001',
          country: 'US',
        },
        carrier: 'UPS',
        trackingNumber: '1Z999',
        estimatedDelivery: '2026-10-25',
      },
      [2, 1],
    );
    await store.database.db.insert(orderStatusHistory).values([
      {
        orderId: order.id,
        fromStatus: null,
        toStatus: 'processing',
        actor: 'system',
        createdAt: day('2026-10-20T10:00:05Z'),
      },
      {
        orderId: order.id,
        fromStatus: 'processing',
        toStatus: 'shipping',
        actor: 'staff',
        actorUserId: 'staff-1',
        note: 'UPS 1Z999',
        createdAt: day('2026-10-21T09:00:00Z'),
      },
    ]);

    const response = await admin.get(apiPaths.admin.order.href(order.orderNumber));
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'shipping',
      email: 'mia@example.com',
      paidAt: '2026-10-20T10:00:05.000Z',
      usd: { subtotal: 3000, discount: 300, total: 2700 },
      display: { currency: 'EUR', rate: 0.9, minorUnitDigits: 2 },
      shippingAddress: { name: 'Mia Wallace', city: 'Los Angeles', country: 'US' },
      payment: {
        provider: 'test',
        providerOrderId: 'TEST-ORDER-1',
        captureId: 'TEST-CAPTURE-1',
        method: 'Test payment',
        charged: { currency: 'EUR', amountMinor: 2430, minorUnitDigits: 2 },
      },
      coupon: { code: 'DETAIL10', kind: 'percent', percentOff: 10, amountOffCents: null },
      carrier: 'UPS',
      trackingNumber: '1Z999',
      estimatedDelivery: '2026-10-25',
    });
    expect(detail.items).toEqual([
      {
        productId: null,
        name: 'Item 1',
        imageUrl: null,
        quantity: 2,
        unitPriceCents: 1000,
        lineTotal: 1800,
        // Issue 29: the invoice's unit price, in the order's currency (EUR at 0.9).
        unitPrice: 900,
      },
      {
        productId: null,
        name: 'Item 2',
        imageUrl: null,
        quantity: 1,
        unitPriceCents: 1000,
        lineTotal: 900,
        unitPrice: 900,
      },
    ]);
    expect(detail.history).toEqual([
      {
        fromStatus: null,
        toStatus: 'processing',
        actor: 'system',
        actorUserId: null,
        note: null,
        createdAt: '2026-10-20T10:00:05.000Z',
      },
      {
        fromStatus: 'processing',
        toStatus: 'shipping',
        actor: 'staff',
        actorUserId: 'staff-1',
        note: 'UPS 1Z999',
        createdAt: '2026-10-21T09:00:00.000Z',
      },
    ]);
  });

  it('shows an order without a display block (a Dream Box month) in USD, and a deleted coupon by its code', async () => {
    const order = await insertOrder({ createdAt: day('2026-10-19T10:00:00Z'), display: null, couponCode: 'GONE' });
    const detail = (await admin.get(apiPaths.admin.order.href(order.orderNumber))).json();
    expect(detail.display).toEqual({
      currency: 'USD',
      rate: 1,
      minorUnitDigits: 2,
      amounts: { subtotal: 1000, discount: 0, shipping: 0, dreamBox: 0, total: 1000 },
    });
    expect(detail.coupon).toEqual({ code: 'GONE', kind: null, percentOff: null, amountOffCents: null });
    expect(detail.payment.charged).toBeNull();
    expect(detail.history).toEqual([]);
  });

  it('answers 404 for an unknown order number', async () => {
    const response = await admin.get(apiPaths.admin.order.href('MQ-NOPE'));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('issue 26 test orders and partial refunds in the admin', () => {
  it('issue 26 marks a test-provider order as a test order in the list and the detail, and a PayPal one not', async () => {
    const test = await insertOrder({ createdAt: day('2026-09-01T10:00:00Z'), email: 'demo26@example.com' });
    const paypal = await insertOrder({
      createdAt: day('2026-09-01T11:00:00Z'),
      email: 'paid26@example.com',
      paymentProvider: 'paypal',
    });
    const rows = (await list({ from: '2026-09-01', to: '2026-09-01' })).json().items;
    expect(rows.map((row: { orderNumber: string; isTest: boolean }) => [row.orderNumber, row.isTest])).toEqual([
      [paypal.orderNumber, false],
      [test.orderNumber, true],
    ]);
    expect((await admin.get(apiPaths.admin.order.href(test.orderNumber))).json()).toMatchObject({
      isTest: true,
      payment: { provider: 'test' },
    });
    expect((await admin.get(apiPaths.admin.order.href(paypal.orderNumber))).json()).toMatchObject({
      isTest: false,
      payment: { provider: 'paypal' },
    });
  });

  it('issue 26 the detail carries what was refunded of a partly refunded order, in the charged currency', async () => {
    const order = await insertOrder({
      createdAt: day('2026-09-02T10:00:00Z'),
      paymentProvider: 'paypal',
      chargedCurrency: 'EUR',
      chargedTotalMinor: 2700,
      refundedMinor: 900,
    });
    const detail = (await admin.get(apiPaths.admin.order.href(order.orderNumber))).json();
    expect(detail).toMatchObject({
      status: 'processing',
      refundedMinor: 900,
      payment: { charged: { currency: 'EUR', amountMinor: 2700, minorUnitDigits: 2 } },
    });
    const untouched = await insertOrder({ createdAt: day('2026-09-02T11:00:00Z') });
    expect((await admin.get(apiPaths.admin.order.href(untouched.orderNumber))).json().refundedMinor).toBe(0);
  });
});

describe('admin orders count cap', () => {
  it(`stops counting at ${ADMIN_ORDERS_COUNT_CAP} and says so`, async () => {
    await store.database.db.execute(sql`
      insert into ${orders} (order_number, email, subtotal_cents, total_cents, payment_provider, status, created_at)
      select 'BULK-' || n, 'bulk@example.com', 1000, 1000, 'test', 'delivered', now() - n * interval '1 minute'
      from generate_series(1, ${ADMIN_ORDERS_COUNT_CAP + 5}) as n`);
    const body = (await list({ q: 'bulk@example.com', pageSize: 100, page: 3 })).json();
    expect(body).toMatchObject({ total: ADMIN_ORDERS_COUNT_CAP, totalIsCapped: true, page: 3 });
    expect(body.items).toHaveLength(100);
    expect(body.items[0]).toMatchObject({ orderNumber: 'BULK-201', itemCount: 0 });
  });
});
