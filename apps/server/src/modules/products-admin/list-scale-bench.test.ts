/**
 * The admin lists and the Overview on a big existing database (issue 15, decision 073): times
 * every list shape (median and max of 7 single requests, called as the routes call them) and
 * prints each query's plan: its scans, the rows they read and the server's execution time.
 * Opt-in, and it only reads; point it at a copy of the bench database with customers and orders
 * added (seedScaleCustomersAndOrders):
 *   ADMIN_LIST_DATABASE_URL='postgres://…/copy?statement_timeout=0' npx vitest run \
 *     apps/server/src/modules/products-admin/list-scale-bench.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { z } from 'zod';
import {
  adminCustomerListQuerySchema,
  adminOrderListQuerySchema,
  adminProductListQuerySchema,
  type AdminCustomerListQuery,
  type AdminProductListQuery,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { listCustomersForAdmin } from '../customers-admin/list.js';
import { getAdminOverview } from '../dashboard/overview-queries.js';
import { listOrdersForAdmin } from '../orders-admin/service.js';
import { listProductsForAdmin } from './list.js';
import { explainQueries } from './plan-capture.js';

const url = process.env.ADMIN_LIST_DATABASE_URL;
const RUNS = 7;

type Shape = [name: string, run: (db: Db) => Promise<unknown>];

const product = (input: AdminProductListQuery) => (db: Db) =>
  listProductsForAdmin(db, adminProductListQuerySchema.parse(input));
const order = (input: z.input<typeof adminOrderListQuerySchema>) => (db: Db) =>
  listOrdersForAdmin(db, adminOrderListQuerySchema.parse(input));
const customer = (input: AdminCustomerListQuery) => (db: Db) =>
  listCustomersForAdmin(db, adminCustomerListQuerySchema.parse(input));

let client: postgres.Sql;
let categoryId: number;
beforeAll(async () => {
  if (!url) return;
  client = postgres(url, { max: 2, onnotice: () => {} });
  const [row] = await client<{ id: number }[]>`select category_id as id from products
    where category_id is not null group by category_id order by count(*) desc limit 1`;
  categoryId = row!.id;
});
afterAll(async () => {
  await client?.end();
});

describe.runIf(url)('issue 15 admin lists on an existing big database', () => {
  it('times each list shape and shows its plan', async () => {
    const shapes: Shape[] = [
      ['products: default (newest)', product({})],
      ['products: title asc', product({ sort: 'title', dir: 'asc' })],
      ['products: price asc', product({ sort: 'price', dir: 'asc' })],
      ['products: price desc', product({ sort: 'price', dir: 'desc' })],
      ['products: stock asc', product({ sort: 'stock', dir: 'asc' })],
      ['products: stock desc', product({ sort: 'stock', dir: 'desc' })],
      ['products: category', product({ categoryId })],
      ['products: category, price asc', product({ categoryId, sort: 'price', dir: 'asc' })],
      ['products: low stock', product({ stock: 'low' })],
      ['products: out of stock', product({ stock: 'out' })],
      ['products: archived', product({ status: 'archived' })],
      ['products: all statuses', product({ status: 'all' })],
      ['products: search "hoodie"', product({ q: 'hoodie' })],
      ['products: search "anniversary mug"', product({ q: 'anniversary mug' })],
      ['products: search "no. 12345"', product({ q: 'no. 12345' })],
      ['products: search "zzqx" (none)', product({ q: 'zzqx' })],
      ['products: page 400 (last)', product({ page: 400 })],
      ['orders: default', order({})],
      ['orders: status shipping', order({ status: 'shipping' })],
      ['orders: status refunded, page 50', order({ status: 'refunded', page: 50 })],
      ['orders: number prefix', order({ q: 'MQ-S1234' })],
      ['orders: e-mail', order({ q: 'customer77@example.test' })],
      ['orders: shipping name', order({ q: 'tanaka' })],
      ['orders: a month', order({ from: '2026-01-01', to: '2026-01-31' })],
      ['customers: joined desc', customer({})],
      ['customers: joined asc', customer({ sort: 'joined_asc' })],
      ['customers: name asc', customer({ sort: 'name_asc' })],
      ['customers: spent desc', customer({ sort: 'spent_desc' })],
      ['customers: orders desc', customer({ sort: 'orders_desc' })],
      ['customers: search name "okafor"', customer({ q: 'okafor' })],
      ['customers: search e-mail "customer4242"', customer({ q: 'customer4242' })],
      ['customers: search "zzqx" (none)', customer({ q: 'zzqx' })],
      ['overview', (db) => getAdminOverview(db)],
    ];
    const lines: string[] = [];
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
    for (const [name, run] of shapes) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await run(db);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      lines.push(`${name}: p50 ${times[RUNS >> 1]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
      for (const query of await explainQueries(client, run)) {
        lines.push(`    ${query.ms.toFixed(1)} ms, ${query.rowsRead} rows read: ${query.scans.join('; ')}`);
      }
    }
    console.log(lines.join('\n'));
    expect(lines.length).toBeGreaterThan(shapes.length);
  }, 1_800_000);
});
