/**
 * Every shape of the admin lists and the Overview (decision 073), as the routes call them: the
 * plan test (plans.test.ts) explains each, the bench (scale-bench.test.ts) times
 * each. Searches use words of the generated data (scale-seed.ts, db/seed/bench-catalog.ts).
 */
import type { z } from 'zod';
import {
  adminCustomerListQuerySchema,
  adminOrderListQuerySchema,
  adminProductListQuerySchema,
  type AdminCustomerListQuery,
  type AdminProductListQuery,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { listCustomersForAdmin } from '../../modules/customers/list.js';
import { getAdminOverview } from '../../modules/dashboard/overview-queries.js';
import { listOrdersForAdmin } from '../../modules/orders/admin/service.js';
import { listProductsForAdmin } from '../../modules/catalog/admin/product-list.js';

export type Shape = [name: string, run: (db: Db) => Promise<unknown>];

const product = (input: AdminProductListQuery) => (db: Db) =>
  listProductsForAdmin(db, adminProductListQuerySchema.parse(input));
const order = (input: z.input<typeof adminOrderListQuerySchema>) => (db: Db) =>
  listOrdersForAdmin(db, adminOrderListQuerySchema.parse(input));
const customer = (input: AdminCustomerListQuery) => (db: Db) =>
  listCustomersForAdmin(db, adminCustomerListQuerySchema.parse(input));

/** `categoryId`: a category with many products. */
export function adminListShapes(categoryId: number): Shape[] {
  return [
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
}
