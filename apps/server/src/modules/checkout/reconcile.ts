/**
 * The reconciler (issue 11, issue 26), every minute and on start, on every instance:
 * - a capture whose lease ran out (the process died mid-way, or the provider never answered) is
 *   asked for at the provider: captured, it becomes its order (or its refund); not captured, its
 *   goods go back and the payer may try again;
 * - open payments past their time are closed (they hold nothing);
 * - orders whose capture was PENDING are polled until the provider settles them;
 * - refunds owed are sent again until the provider confirms them.
 * A capture within its lease is never touched: another request, maybe on another instance, is
 * still waiting for the provider.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { checkoutPayments, orders } from '../../db/schema/index.js';
import type { OrderDeps } from '../orders/order-deps.js';
import { changeOrderStatus } from '../orders/status.js';
import { CAPTURE_LEASE_MS, endCaptureAttempt } from './holds.js';
import { captureAtProvider } from './payments.js';
import { recordCapture } from './record-capture.js';
import { sendDueRefunds } from './refunds.js';

/** A pending capture is asked about this long after it was recorded, and then every run. */
const PENDING_POLL_AFTER_MS = 10 * 60_000;

export interface Reconciled {
  recorded: number;
  released: number;
  settled: number;
  refunds: number;
}

export async function reconcilePayments(deps: OrderDeps, options: { now?: Date } = {}): Promise<Reconciled> {
  const now = options.now ?? new Date();
  const result: Reconciled = { recorded: 0, released: 0, settled: 0, refunds: 0 };
  const stale = await deps.db
    .select()
    .from(checkoutPayments)
    .where(
      and(
        eq(checkoutPayments.status, 'capturing'),
        lt(checkoutPayments.captureStartedAt, new Date(now.getTime() - CAPTURE_LEASE_MS)),
      ),
    )
    .orderBy(asc(checkoutPayments.id))
    .limit(100);
  for (const payment of stale) {
    const remote = await captureAtProvider(deps, payment.providerOrderId);
    if (!remote.known) continue;
    if (remote.capture) {
      try {
        await recordCapture(deps, payment.id, remote.capture, 'system');
        result.recorded += 1;
      } catch (error) {
        deps.log.error({ err: error, payment: payment.id }, 'a captured payment was refunded instead of recorded');
      }
      continue;
    }
    const released = await endCaptureAttempt(
      deps.db,
      { id: payment.id, attempt: payment.captureAttempts },
      { status: 'released', releaseReason: 'not-captured' },
    );
    if (released) result.released += 1;
  }
  await deps.db
    .update(checkoutPayments)
    .set({ status: 'released', releaseReason: 'expired' })
    .where(and(eq(checkoutPayments.status, 'open'), lt(checkoutPayments.reservedUntil, now)));
  result.settled = await pollPendingCaptures(deps, now);
  result.refunds = await sendDueRefunds(deps, now);
  return result;
}

/** Orders whose capture was PENDING: settled when the provider says so, in case its webhook never came. */
async function pollPendingCaptures(deps: OrderDeps, now: Date): Promise<number> {
  const pending = await deps.db
    .select({ orderNumber: orders.orderNumber, paymentOrderId: orders.paymentOrderId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentProvider, deps.provider.name),
        lt(orders.createdAt, new Date(now.getTime() - PENDING_POLL_AFTER_MS)),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(50);
  let settled = 0;
  for (const order of pending) {
    if (!order.paymentOrderId) continue;
    const remote = await captureAtProvider(deps, order.paymentOrderId);
    if (!remote.known || remote.capture?.status === 'PENDING') continue;
    // COMPLETED: paid. No capture any more: the provider declined it (its money never came).
    const to = remote.capture ? 'processing' : 'cancelled';
    try {
      await changeOrderStatus(deps, order.orderNumber, {
        to,
        actor: 'system',
        note: remote.capture ? 'capture completed' : 'capture declined',
        alreadyRefunded: true,
      });
      settled += 1;
    } catch (error) {
      deps.log.warn({ err: error, order: order.orderNumber }, 'a settled capture could not move its order');
    }
  }
  return settled;
}

/** Runs the reconciliation every minute; returns the stop function. */
export function startPaymentReconciler(deps: OrderDeps, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    reconcilePayments(deps).catch((error: unknown) => deps.log.error({ err: error }, 'payment reconciliation failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
