import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AdminOrderExportQuery } from '@marquee/contracts';
import { orderItems, orders } from '../../../db/schema/index.js';
import { lastAuditRow, signInAdmin } from '../../../test/admin.js';
import { signUp, testStoreForFile, TestClient } from '../../../test/app.js';

/** Statements the app sends while `recording` is on. */
const statements: string[] = [];
let recording = false;
const now = new Date('2026-11-25T10:00:00Z');
const store = testStoreForFile({
  clock: () => now,
  onQuery: (query) => {
    if (recording) statements.push(query);
  },
});
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

const exportPath = apiPaths.admin.ordersExport;
const download = (query: Partial<Record<keyof AdminOrderExportQuery | 'page', string>> = {}) =>
  admin.get(exportPath.href(query));

type Row = Record<string, string>;
const rowsOf = (body: string): Row[] => parse(body, { bom: true, columns: true });
const numbers = (body: string) => rowsOf(body).map((row) => row['Order number']);

let sequence = 0;

/** An order at `createdAt` shown in EUR at 0.9, with `quantities` as its lines. */
async function insertOrder(overrides: Partial<typeof orders.$inferInsert> & { createdAt: Date }, quantities = [1]) {
  const n = ++sequence;
  const subtotal = quantities.reduce((sum, q) => sum + q * 1000, 0);
  const [order] = await store.database.db
    .insert(orders)
    .values({
      orderNumber: `MQ-X${String(n).padStart(4, '0')}`,
      email: `buyer${n}@example.com`,
      currency: 'EUR',
      exchangeRate: 0.9,
      subtotalCents: subtotal,
      totalCents: subtotal,
      paymentProvider: 'paypal',
      status: 'processing',
      shippingAddress: {
        name: `Buyer ${n}`,
        line1: '1 Main St',
        line2: '',
        city: 'Paris',
        region: '',
        postalCode: '75001',
        country: 'FR',
      },
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

describe('issue 29 the Orders CSV export (decision 097)', () => {
  beforeAll(async () => {
    // Oldest first: MQ-X0001 .. MQ-X0005.
    await insertOrder({ createdAt: new Date('2026-11-01T09:00:00Z'), status: 'delivered', email: 'ada@example.com' });
    await insertOrder({ createdAt: new Date('2026-11-02T12:30:05Z'), status: 'processing' }, [2, 3]);
    await insertOrder(
      {
        createdAt: new Date('2026-11-03T08:00:00Z'),
        status: 'shipping',
        couponCode: 'SAVE10',
        subtotalCents: 5000,
        discountCents: 500,
        shippingCents: 999,
        totalCents: 5499,
        paymentProvider: 'test',
        display: {
          currency: 'EUR',
          rate: 0.9,
          minorUnitDigits: 2,
          amounts: { subtotal: 4500, discount: 450, shipping: 899, dreamBox: 0, total: 4949 },
        },
        shippingAddress: {
          name: 'דנה כהן, "the buyer"',
          line1: 'Herzl 1',
          line2: '',
          city: 'תל אביב',
          region: '',
          postalCode: '6100000',
          country: 'IL',
        },
      },
      [5],
    );
    await insertOrder({
      createdAt: new Date('2026-11-04T08:00:00Z'),
      status: 'processing',
      shippingAddress: {
        name: '=HYPERLINK("https://evil.example","Click")',
        line1: '1 Main St',
        line2: '',
        city: '@SUM(A1)',
        region: '',
        postalCode: '1',
        country: 'US',
      },
    });
    await insertOrder({ createdAt: new Date('2026-11-05T08:00:00Z'), status: 'cancelled', email: 'ada@example.com' });
  });

  it('R-03 refuses a guest (401) and a customer (403), and writes no audit row for them', async () => {
    const before = await lastAuditRow(store.database.db, 'orders');
    expect((await new TestClient(store.app).get(exportPath.href())).statusCode).toBe(401);
    const customer = new TestClient(store.app);
    await signUp(customer);
    const refused = await customer.get(exportPath.href());
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect((await lastAuditRow(store.database.db, 'orders'))?.id).toBe(before?.id);
  });

  it('answers a dated CSV attachment, UTF-8 with a BOM, CRLF records and the columns a merchant expects', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="marquee-orders-2026-11-25.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header] = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(header).toBe(
      'Order number,Date (UTC),Status,Customer name,E-mail,Items,Currency,Subtotal,Discount,Shipping,Dream Box,Total,Total (USD),Coupon,Shipping country,Shipping city,Test order',
    );
    // Newest first, as the list.
    expect(numbers(response.body)).toEqual(['MQ-X0005', 'MQ-X0004', 'MQ-X0003', 'MQ-X0002', 'MQ-X0001']);
  });

  it('writes amounts as decimals of the order currency from integer cents, dates as ISO 8601 UTC, Hebrew as it is', async () => {
    const rows = rowsOf((await download()).body);
    expect(rows.find((row) => row['Order number'] === 'MQ-X0003')).toEqual({
      'Order number': 'MQ-X0003',
      'Date (UTC)': '2026-11-03T08:00:00Z',
      Status: 'shipping',
      'Customer name': 'דנה כהן, "the buyer"',
      'E-mail': 'buyer3@example.com',
      Items: '5',
      Currency: 'EUR',
      Subtotal: '45.00',
      Discount: '4.50',
      Shipping: '8.99',
      'Dream Box': '0.00',
      Total: '49.49',
      'Total (USD)': '54.99',
      Coupon: 'SAVE10',
      'Shipping country': 'IL',
      'Shipping city': 'תל אביב',
      'Test order': 'yes',
    });
    expect(rows.find((row) => row['Order number'] === 'MQ-X0002')).toMatchObject({
      'Date (UTC)': '2026-11-02T12:30:05Z',
      Items: '5',
      Total: '45.00',
      'Total (USD)': '50.00',
      Coupon: '',
      'Test order': 'no',
    });
  });

  it("defuses formula injection in what shoppers typed: a cell starting with = or @ gets a leading '", async () => {
    const response = await download({ q: 'MQ-X0004' });
    expect(response.body).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    const [row] = rowsOf(response.body);
    expect(row!['Customer name']).toBe(`'=HYPERLINK("https://evil.example","Click")`);
    expect(row!['Shipping city']).toBe("'@SUM(A1)");
  });

  it('applies the list filters: status, the date range of whole UTC days and the search', async () => {
    expect(numbers((await download({ status: 'processing' })).body)).toEqual(['MQ-X0004', 'MQ-X0002']);
    expect(numbers((await download({ from: '2026-11-02', to: '2026-11-03' })).body)).toEqual(['MQ-X0003', 'MQ-X0002']);
    expect(numbers((await download({ q: 'ADA@example.com' })).body)).toEqual(['MQ-X0005', 'MQ-X0001']);
    expect(numbers((await download({ q: 'ada@example.com', status: 'delivered' })).body)).toEqual(['MQ-X0001']);
    // Nothing matches: the header alone.
    const none = await download({ status: 'refunded' });
    expect(none.statusCode).toBe(200);
    expect(rowsOf(none.body)).toEqual([]);
    expect(none.body).toMatch(/^\uFEFFOrder number,.*\r\n$/);
  });

  it('records who exported and with which filters, without the search text', async () => {
    await download({ status: 'processing', q: 'ada@example.com' });
    const row = await lastAuditRow(store.database.db, 'orders');
    expect(row).toMatchObject({ action: 'export', resource: 'orders', resourceId: null });
    expect(row!.after).toEqual({ status: 'processing', search: true });
    expect(JSON.stringify(row)).not.toContain('ada@example.com');
    expect(row!.actorEmail).toMatch(/^admin\d+-/);
  });

  it.each([
    [{ status: 'lost' }, 'status'],
    [{ from: '2026-13-01' }, 'from'],
    [{ from: 'yesterday' }, 'from'],
    [{ from: '2026-11-05', to: '2026-11-01' }, 'to'],
    [{ q: 'x'.repeat(255) }, 'q'],
  ] as const)('a bad filter %o is a 400 naming %s, and nothing is exported', async (query, field) => {
    const response = await download(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  it('a parameter the list does not take is a 400 too, not silently ignored', async () => {
    const response = await download({ page: '2' });
    expect(response.statusCode).toBe(400);
  });

  it('exports 5,003 orders completely and in order, reading them 500 at a time (ties of one instant across batches)', async () => {
    // Seven orders share each instant (to the microsecond), so ties straddle the batch boundaries.
    await store.database.db.execute(sql`
      insert into orders (order_number, email, subtotal_cents, total_cents, payment_provider, status, created_at)
      select 'MQ-BULK' || lpad(i::text, 5, '0'), 'bulk' || i || '@example.com', 1000, 1000, 'test', 'processing',
             timestamptz '2025-01-01 00:00:00.000001+00' + (i / 7) * interval '1.000123 second'
      from generate_series(1, 5003) as i`);
    statements.length = 0;
    recording = true;
    const response = await download({ q: 'MQ-BULK' });
    recording = false;
    expect(response.statusCode).toBe(200);
    const got = numbers(response.body);
    expect(got).toHaveLength(5003);
    expect(new Set(got).size).toBe(5003);
    // Newest instant first; within an instant, the newest id (the larger number) first.
    const expected = Array.from({ length: 5003 }, (_, index) => 5003 - index).map(
      (i) => `MQ-BULK${String(i).padStart(5, '0')}`,
    );
    expect(got).toEqual(expected);
    // The orders were read in 11 queries of at most 500 (10 full, then 3), never all at once.
    const batchReads = statements.filter((text) => /from "orders"/.test(text) && /\blimit\b/i.test(text));
    expect(batchReads).toHaveLength(11);
    // Every batch after the first continues from the last key of the one before.
    expect(batchReads.slice(1).every((text) => /"created_at" <= \$\d+::timestamptz/.test(text))).toBe(true);
  }, 60_000);
});
