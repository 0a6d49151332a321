/**
 * The Customers tab's CSV export (issue 29, decision 097): every customer account the list's
 * search matches, newest first, read 500 at a time by keyset on users_customers_created_idx
 * (created_at desc, id desc, customers only), with the paid figures the list shows
 * (customer_paid_totals, kept by a trigger).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AdminCustomerExportQuery } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { profiles, user } from '../../db/schema/index.js';
import { readInBatches } from '../../lib/batches.js';
import { csvDate, yesNo, type CsvColumn } from '../../lib/csv-export.js';
import { formatMinorUnits } from '../payments/index.js';
import { customerColumns, customerSearchCondition } from './list.js';
import { customerPaidTotals } from './paid-totals.js';

interface CustomerKey {
  /** created_at as PostgreSQL prints it, microseconds kept. */
  cursor: string;
  id: string;
}

async function readCustomers(db: Db, query: AdminCustomerExportQuery, after: CustomerKey | undefined, size: number) {
  return db
    .select({
      ...customerColumns,
      cursor: sql<string>`${user.createdAt}::text`,
      country: profiles.country,
      paidOrders: sql<number>`coalesce(${customerPaidTotals.paidOrders}, 0)`.mapWith(Number),
      spentCents: sql<number>`coalesce(${customerPaidTotals.spentCents}, 0)`.mapWith(Number),
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(customerPaidTotals, eq(customerPaidTotals.userId, user.id))
    .where(
      and(
        eq(user.role, 'customer'),
        query.q ? customerSearchCondition(query.q) : undefined,
        // Both columns descending, as the index: one row comparison is its range.
        after && sql`(${user.createdAt}, ${user.id}) < (${after.cursor}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(sql`${user.createdAt} desc`, sql`${user.id} desc`)
    .limit(size);
}

export type CustomerExportRow = Awaited<ReturnType<typeof readCustomers>>[number];

/** The matching customers, a batch at a time. */
export const customerExportBatches = (db: Db, query: AdminCustomerExportQuery) =>
  readInBatches<CustomerExportRow, CustomerKey>(
    (after, size) => readCustomers(db, query, after, size),
    (row) => ({ cursor: row.cursor, id: row.id }),
  );

export const customerExportColumns: CsvColumn<CustomerExportRow>[] = [
  { header: 'First name', cell: (row) => row.firstName },
  { header: 'Last name', cell: (row) => row.lastName },
  { header: 'E-mail', cell: (row) => row.email },
  { header: 'E-mail verified', cell: (row) => yesNo(row.emailVerified) },
  { header: 'Joined (UTC)', cell: (row) => csvDate(row.createdAt) },
  { header: 'Country', cell: (row) => row.country },
  // Paid and kept (processing, shipping, delivered), as the Customers list counts them.
  { header: 'Paid orders', cell: (row) => row.paidOrders },
  { header: 'Total paid (USD)', cell: (row) => formatMinorUnits(row.spentCents, 'USD') },
  { header: 'Sign-in enabled', cell: (row) => yesNo(!row.banned) },
];
