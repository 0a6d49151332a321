import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  SHIPPING_FEE_CENTS,
  type AdminCustomerList,
  type AdminOrderList,
  type AdminOverview,
} from '@marquee/contracts';
import type { Database } from '../client.js';
import { executeRows } from '../execute-rows.js';
import { orderStatuses } from '../schema/index.js';
import { getPublicSettings } from '../../modules/settings/service.js';
import { signInAdmin } from '../../test/admin.js';
import { createTestStore, TestClient, type TestStore } from '../../test/app.js';
import * as data from './data/index.js';
import { seedDemo } from './index.js';

let store: TestStore;
let database: Database;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'marquee-seed-'));

const count = async (table: string) => {
  const rows = await executeRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`));
  return rows[0]!.n;
};

const tables = [
  'categories',
  'films',
  'film_categories',
  'products',
  'product_images',
  'product_reviews',
  'product_tags',
  'product_tag_assignments',
  'category_filters',
  'hero_slides',
  'home_sections',
  'home_section_products',
  'product_sets',
  'dream_box_categories',
  'site_settings',
  'currencies',
  'coupons',
  'dynamic_pages',
  'custom_pages',
  'users',
  'profiles',
  'orders',
  'order_items',
  'order_status_history',
  'test_payment_state',
  'chat_messages',
];

beforeAll(async () => {
  // A store, not only a database: the activity's test asks the admin API what staff see.
  store = await createTestStore();
  database = store.database;
  await seedDemo(database.db, { mediaDir });
}, 120_000);
afterAll(async () => {
  await store?.close();
});

describe('demo catalogue seed', () => {
  it('makes a new install look like a real store', async () => {
    expect(await count('categories')).toBeGreaterThanOrEqual(8);
    expect(await count('films')).toBe(12);
    expect(await count('products')).toBeGreaterThanOrEqual(150);
    expect(await count('hero_slides')).toBe(3);
    expect(await count('home_sections')).toBe(2);
    expect(await count('product_sets')).toBe(2);
    expect(await count('currencies')).toBe(22);
    expect(await count('coupons')).toBe(3);
    expect(await count('dynamic_pages')).toBe(6);
    expect(await count('product_reviews')).toBeGreaterThan(100);
  });

  it('gives every product 1-5 images whose files exist on disk', async () => {
    const result = await database.db.execute(
      sql.raw(
        'select p.id, count(i.id)::int as n, min(i.url) as url from products p left join product_images i on i.product_id = p.id group by p.id',
      ),
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      n: number;
      url: string;
    }>;
    for (const row of rows) {
      expect(row.n).toBeGreaterThanOrEqual(1);
      expect(row.n).toBeLessThanOrEqual(5);
      expect(existsSync(path.join(mediaDir, row.url.replace(/^\/media\//, '')))).toBe(true);
    }
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await Promise.all(tables.map(count));
    await seedDemo(database.db, { mediaDir });
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});

describe('issue 30 the demo trades', () => {
  const rows = <T>(query: string) => executeRows<T>(database.db, sql.raw(query));

  it('shows staff a living store: the Overview, Orders and Customers have something to show', async () => {
    const admin = await signInAdmin(store);
    const overview = (await admin.get(apiPaths.admin.overview.href())).json() as AdminOverview;
    expect(overview.showingTestOrders).toBe(true);
    expect(overview.last30Days.orders).toBeGreaterThan(50);
    expect(overview.revenueByDay.filter((day) => day.orders > 0).length).toBeGreaterThanOrEqual(25);
    expect(overview.topProducts).toHaveLength(5);
    expect(overview.unreadChatMessages).toBe(1);

    const orderList = (await admin.get(apiPaths.admin.orders.href())).json() as AdminOrderList;
    expect(orderList.total).toBeGreaterThanOrEqual(150);
    expect(orderList.total).toBeLessThanOrEqual(250);
    expect(orderList.items.every((order) => order.isTest)).toBe(true);

    const customerList = (await admin.get(apiPaths.admin.customers.href())).json() as AdminCustomerList;
    expect(customerList.total).toBeGreaterThanOrEqual(30);
    expect(customerList.total).toBeLessThanOrEqual(50);
    expect(customerList.items.some((customer) => customer.orderCount > 0 && customer.totalSpentCents > 0)).toBe(true);
  });

  it('has 60 days of test orders in every status, priced as the checkout prices them', async () => {
    const orders = await rows<{
      status: string;
      provider: string;
      age_days: number;
      subtotal: number;
      discount: number;
      shipping: number;
      total: number;
      items: number;
      last_status: string;
      paid: boolean;
      refunded: number;
      charged: number;
    }>(`
      select o.status, o.payment_provider as provider,
        (extract(epoch from now() - o.created_at) / 86400)::float8 as age_days,
        o.subtotal_cents as subtotal, o.discount_cents as discount, o.shipping_cents as shipping,
        o.total_cents as total, o.paid_at is not null as paid, o.refunded_minor as refunded,
        o.charged_total_minor as charged,
        (select sum(i.unit_price_cents * i.quantity)::int from order_items i where i.order_id = o.id) as items,
        (select h.to_status from order_status_history h where h.order_id = o.id order by h.created_at desc, h.id desc limit 1) as last_status
      from orders o`);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(orderStatuses));
    const threshold = (await getPublicSettings(database.db)).freeShippingThresholdCents;
    for (const order of orders) {
      expect(order.provider).toBe('test');
      expect(order.age_days).toBeGreaterThanOrEqual(0);
      expect(order.age_days).toBeLessThanOrEqual(60);
      expect(order.last_status).toBe(order.status);
      expect(order.subtotal).toBe(order.items);
      expect(order.shipping).toBe(order.subtotal >= threshold ? 0 : SHIPPING_FEE_CENTS);
      expect(order.total).toBe(order.subtotal - order.discount + order.shipping);
      // Money given back is all of it, and only for an order that was paid.
      const givenBack = order.paid && (order.status === 'cancelled' || order.status === 'refunded');
      expect(order.refunded).toBe(givenBack ? order.charged : 0);
      expect(order.paid).toBe(order.status !== 'pending' && !(order.status === 'cancelled' && !givenBack));
    }
  });

  it('leaves the stock as the catalogue sets it', async () => {
    const stock = await rows<{ slug: string; stock: number }>('select slug, stock_quantity as stock from products');
    const seeded = new Map(data.products.map((p) => [p.slug, p.stockQuantity]));
    for (const row of stock) expect(row.stock).toBe(seeded.get(row.slug));
  });

  it('lets staff refund a delivered demo order through the test provider, as one placed in test mode', async () => {
    const [delivered] = await rows<{ number: string; charged: number }>(
      `select order_number as number, charged_total_minor as charged from orders where status = 'delivered' limit 1`,
    );
    const admin = await signInAdmin(store);
    const refund = await admin.post(apiPaths.admin.orderStatus.href(delivered!.number), { to: 'refunded' });
    expect(refund.statusCode).toBe(200);
    const [after] = await rows<{ status: string; refunded: number }>(
      `select status, refunded_minor as refunded from orders where order_number = '${delivered!.number}'`,
    );
    expect(after).toEqual({ status: 'refunded', refunded: delivered!.charged });
    // (The refund put the goods back in stock, as any refund does: the stock test runs before.)
  });

  it('gives its customers addresses on example.com and no password: nobody signs in as them', async () => {
    const customers = await rows<{ email: string; credentials: number }>(
      `select u.email, (select count(*)::int from account a where a.user_id = u.id) as credentials
       from users u where u.role = 'customer'`,
    );
    expect(customers.length).toBe(data.customers.length);
    for (const customer of customers) {
      expect(customer.email).toMatch(/@example\.com$/);
      expect(customer.credentials).toBe(0);
    }
    const attempt = await new TestClient(store.app).post(apiPaths.auth.signIn.href(), {
      email: customers[0]!.email,
      password: 'a good long password',
    });
    expect(attempt.statusCode).toBe(401);
  });

  it('has reviews only from buyers of delivered goods, two awaiting staff', async () => {
    const reviews = await rows<{ status: string; verified: boolean; delivered: boolean }>(`
      select r.status, r.verified_purchase as verified, exists (
        select 1 from orders o join order_items i on i.order_id = o.id
        join order_status_history h on h.order_id = o.id and h.to_status = 'delivered'
        where o.user_id = r.user_id and i.product_id = r.product_id and h.created_at <= r.created_at
      ) as delivered
      from product_reviews r where r.user_id is not null`);
    expect(reviews.length).toBeGreaterThanOrEqual(6);
    expect(reviews.every((r) => r.verified && r.delivered)).toBe(true);
    expect(reviews.filter((r) => r.status === 'pending')).toHaveLength(2);
  });

  it('has a chat answered (and seen, so no reply e-mail is owed) and one waiting', async () => {
    const chats = await rows<{ status: string; reply: string | null; seen: boolean }>(
      'select status, admin_reply as reply, reply_seen_at is not null as seen from chat_messages order by created_at',
    );
    expect(chats).toMatchObject([
      { status: 'replied', seen: true },
      { status: 'unread', reply: null, seen: false },
    ]);
  });
});
