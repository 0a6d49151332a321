/**
 * The Orders tab's CSV export (issue 29, decision 097): every order the list's filters match,
 * newest first as the list shows them, read 500 at a time by keyset on the list's own index
 * (orders_created_at_idx, or orders_status_created_at_idx with a status) and written as read.
 */
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { AdminOrderExportQuery } from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import { orders, user } from '../../../db/schema/index.js';
import { readInBatches } from '../../../lib/batches.js';
import { csvDate, yesNo, type CsvColumn } from '../../../lib/csv-export.js';
import { formatMinorUnits } from '../../payments/index.js';
import { displayOf, isTestOrder } from '../views.js';
import { listConditions, unitsPerOrder } from './service.js';

const exportColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  // The key as PostgreSQL prints it: microseconds kept (a JS Date has milliseconds, and a key
  // rounded down would skip the orders placed within the same millisecond).
  cursor: sql<string>`${orders.createdAt}::text`,
  status: orders.status,
  email: orders.email,
  accountName: user.name,
  shippingAddress: orders.shippingAddress,
  display: orders.display,
  subtotalCents: orders.subtotalCents,
  discountCents: orders.discountCents,
  shippingCents: orders.shippingCents,
  dreamBoxCents: orders.dreamBoxCents,
  totalCents: orders.totalCents,
  couponCode: orders.couponCode,
  paymentProvider: orders.paymentProvider,
};

interface OrderKey {
  cursor: string;
  id: number;
}

async function readOrders(db: Db, query: AdminOrderExportQuery, after: OrderKey | undefined, size: number) {
  const rows = await db
    .select(exportColumns)
    .from(orders)
    .leftJoin(user, eq(user.id, orders.userId))
    .where(
      and(
        listConditions(query),
        after &&
          and(
            // The first part is the index's range; the second breaks ties of one instant.
            sql`${orders.createdAt} <= ${after.cursor}::timestamptz`,
            or(sql`${orders.createdAt} < ${after.cursor}::timestamptz`, lt(orders.id, after.id)),
          ),
      ),
    )
    .orderBy(sql`${orders.createdAt} desc nulls last`, desc(orders.id))
    .limit(size);
  const units = await unitsPerOrder(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, units: units.get(row.id) ?? 0 }));
}

export type OrderExportRow = Awaited<ReturnType<typeof readOrders>>[number];

/** The matching orders, a batch at a time. */
export const orderExportBatches = (db: Db, query: AdminOrderExportQuery) =>
  readInBatches<OrderExportRow, OrderKey>(
    (after, size) => readOrders(db, query, after, size),
    (row) => ({ cursor: row.cursor, id: row.id }),
  );

/** An amount of the order's own currency (what the shopper saw), as a decimal: 1999 → "19.99". */
const inOrderCurrency =
  (pick: (amounts: ReturnType<typeof displayOf>['amounts']) => number) => (row: OrderExportRow) => {
    const display = displayOf(row);
    return formatMinorUnits(pick(display.amounts), display.currency);
  };

/** What a merchant reconciles and ships from; amounts in the order's currency, named beside them. */
export const orderExportColumns: CsvColumn<OrderExportRow>[] = [
  { header: 'Order number', cell: (row) => row.orderNumber },
  { header: 'Date (UTC)', cell: (row) => csvDate(row.createdAt) },
  { header: 'Status', cell: (row) => row.status },
  // The name the order was shipped to; an order without an address (a Dream Box month) names the account.
  { header: 'Customer name', cell: (row) => row.shippingAddress?.name ?? row.accountName ?? '' },
  { header: 'E-mail', cell: (row) => row.email },
  { header: 'Items', cell: (row) => row.units },
  { header: 'Currency', cell: (row) => displayOf(row).currency },
  { header: 'Subtotal', cell: inOrderCurrency((amounts) => amounts.subtotal) },
  { header: 'Discount', cell: inOrderCurrency((amounts) => amounts.discount) },
  { header: 'Shipping', cell: inOrderCurrency((amounts) => amounts.shipping) },
  { header: 'Dream Box', cell: inOrderCurrency((amounts) => amounts.dreamBox) },
  { header: 'Total', cell: inOrderCurrency((amounts) => amounts.total) },
  { header: 'Total (USD)', cell: (row) => formatMinorUnits(row.totalCents, 'USD') },
  { header: 'Coupon', cell: (row) => row.couponCode },
  { header: 'Shipping country', cell: (row) => row.shippingAddress?.country },
  { header: 'Shipping city', cell: (row) => row.shippingAddress?.city },
  { header: 'Test order', cell: (row) => yesNo(isTestOrder(row)) },
];
