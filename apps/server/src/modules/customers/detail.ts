/** One customer for the admin (issue 12): profile, signed-in browsers, newest orders, subscription. */
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AccountSubscription, AdminCustomerDetail } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { dreamBoxSubscriptions, orders, profiles, session, user } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { subscriptionView } from '../dream-box/subscriptions.js';
import { adminOrderRowColumns, toAdminOrderRows } from '../orders/admin/service.js';
import { customerColumns, paidOrderStatuses, toCustomerRow } from './list.js';

const DETAIL_ORDERS = 50;

/** A customer account's row, or 404: staff accounts are not customers and are not shown here. */
export async function findCustomer(db: Db, customerId: string) {
  const [row] = await db
    .select({
      ...customerColumns,
      birthdate: profiles.birthdate,
      country: profiles.country,
      orderCount: sql<number>`count(${orders.id})::int`,
      spent: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`.mapWith(Number),
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(orders, and(eq(orders.userId, user.id), inArray(orders.status, paidOrderStatuses)))
    .where(and(eq(user.id, customerId), eq(user.role, 'customer')))
    .groupBy(user.id, profiles.userId);
  if (!row) throw notFound('No customer with this id.');
  return row;
}

/** The active subscription, else the newest one; as the account page shows it. */
async function customerSubscription(db: Db, userId: string): Promise<AccountSubscription | null> {
  const [row] = await db
    .select()
    .from(dreamBoxSubscriptions)
    .where(eq(dreamBoxSubscriptions.userId, userId))
    .orderBy(sql`${dreamBoxSubscriptions.status} = 'active' desc`, desc(dreamBoxSubscriptions.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    ...(await subscriptionView(db, row.id)),
    // The admin manages the subscription at the provider's own dashboard, not the payer's link.
    manageUrl: null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    endsOn: row.endsOn,
  };
}

export async function getCustomerForAdmin(db: Db, customerId: string, now: Date): Promise<AdminCustomerDetail> {
  const customer = await findCustomer(db, customerId);
  const [[sessions], orderRows, subscription] = await Promise.all([
    db
      .select({ n: count() })
      .from(session)
      .where(and(eq(session.userId, customerId), gt(session.expiresAt, now))),
    db
      .select(adminOrderRowColumns)
      .from(orders)
      .where(eq(orders.userId, customerId))
      .orderBy(sql`${orders.createdAt} desc nulls first`, desc(orders.id))
      .limit(DETAIL_ORDERS),
    customerSubscription(db, customerId),
  ]);
  return {
    customer: {
      ...toCustomerRow(customer),
      birthdate: customer.birthdate,
      country: customer.country,
      activeSessions: sessions?.n ?? 0,
    },
    orders: await toAdminOrderRows(db, orderRows),
    subscription,
  };
}
