/**
 * A month's Dream Box order (issue 26): one Dream Box line, paid by the subscription, for the
 * admin to ship. Written at most once per (subscription, billing cycle): the unique index
 * orders_dream_box_cycle_idx is the guard, and the callers hold the subscription's row lock, so
 * the browser's activation and the provider's webhooks, in any order or at once, write one box.
 */
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderItems, orders, orderStatusHistory, type DreamBoxSubscription } from '../../db/schema/index.js';
import { newOrderNumber } from '../orders/order-number.js';
import { cycleStart } from './billing-cycle.js';
import { profileLanguage } from '../auth/service.js';

export interface WrittenBox {
  orderNumber: string;
  /** The month the box is for, as the day its cycle starts ("2026-12-15"); e-mails write the month in the reader's language. */
  month: string;
  cycle: number;
}

/** When billing began: the provider's start, else (rows activated before issue 26) the row's creation. */
export const billingStart = (subscription: DreamBoxSubscription): Date =>
  subscription.startedAt ?? subscription.createdAt;

export function boxMonth(subscription: DreamBoxSubscription, cycle: number): string {
  return cycleStart(billingStart(subscription), cycle).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Writes cycle `cycle`'s box; undefined when that month already has its box. */
export async function writeMonthBox(
  tx: Executor,
  subscription: DreamBoxSubscription,
  cycle: number,
  now: Date,
): Promise<WrittenBox | undefined> {
  const [lastAddress] = await tx
    .select({ shippingAddress: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.userId, subscription.userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const price = subscription.monthlyPriceCents;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(),
      userId: subscription.userId,
      email: subscription.email ?? '',
      currency: subscription.currency,
      // A box a webhook writes is in the subscriber's language (issue 29).
      language: await profileLanguage(tx, subscription.userId),
      subtotalCents: 0,
      dreamBoxCents: price,
      totalCents: price,
      status: 'processing',
      paymentProvider: subscription.paymentProvider,
      // Unique like every order's payment reference; the month is the cycle.
      paymentOrderId: `${subscription.providerSubscriptionId ?? subscription.id}:cycle-${cycle}`,
      chargedCurrency: subscription.currency,
      chargedTotalMinor: price,
      paymentMethod: subscription.paymentProvider === 'test' ? 'Test payment (Dream Box)' : 'PayPal subscription',
      shippingAddress: lastAddress?.shippingAddress ?? null,
      dreamBoxSubscriptionId: subscription.id,
      dreamBoxCycle: cycle,
      paidAt: now,
    })
    // Either unique index (the cycle, or the payment reference) means this month is written.
    .onConflictDoNothing()
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  if (!order) return undefined;
  const month = boxMonth(subscription, cycle);
  await tx.insert(orderItems).values({
    orderId: order.id,
    productName: `Dream Box — ${month}`,
    unitPriceCents: price,
    quantity: 1,
    displayLineTotal: price,
  });
  await tx.insert(orderStatusHistory).values({ orderId: order.id, toStatus: 'processing', actor: 'provider' });
  const monthStart = cycleStart(billingStart(subscription), cycle).toISOString().slice(0, 10);
  return { orderNumber: order.orderNumber, month: monthStart, cycle };
}
