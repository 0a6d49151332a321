/**
 * Writes the order of a captured payment, exactly once, whoever reports the capture first: the
 * payer's browser, the provider's webhook or the reconciler (issue 11, issue 26). Everything runs
 * under the payment's row lock. A capture that cannot become an order (another amount than asked,
 * or goods gone while it was not holding them) is refunded through the durable refund queue and
 * never becomes an order later.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { errorCodes, type OrderView } from '@marquee/contracts';
import type { Db, Tx } from '../../db/client.js';
import { cartItems, checkoutPayments, orders } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { ownedBy, type Owner } from '../../lib/owner.js';
import type { OrderDeps } from '../orders/order-deps.js';
import { placeOrder, type OrderActor } from '../orders/place-order.js';
import { changeOrderStatus } from '../orders/status.js';
import type { CaptureResult } from '../payments/index.js';
import { returnGoods, takeGoods } from './holds.js';
import { captureRefunded, queueRefund, sendQueuedRefund } from './refunds.js';

export const PROCESSING_ERROR = 'There was an error processing your payment. Please try again.';
export const paymentFailed = (message = PROCESSING_ERROR) => new AppError(502, errorCodes.PAYMENT_FAILED, message);

/** The order a capture became; `view` when this call wrote it (no second read needed). */
export interface RecordedOrder {
  orderId: number;
  view?: OrderView;
}

export type CaptureOutcome = RecordedOrder | { refundId: number; reason: 'amount-mismatch' | 'sold-out' | 'refunded' };

/**
 * The database half, in the caller's transaction (the webhook claims its event in the same one).
 * A COMPLETED report for an order recorded as pending settles it.
 */
export async function recordCaptureIn(
  tx: Tx,
  deps: OrderDeps,
  paymentId: number,
  capture: CaptureResult,
  actor: OrderActor,
): Promise<CaptureOutcome> {
  const [row] = await tx
    .select({ payment: checkoutPayments, refunded: captureRefunded(capture.captureId) })
    .from(checkoutPayments)
    .where(eq(checkoutPayments.id, paymentId))
    .for('update');
  if (!row) throw notFound('No such payment.');
  const { payment } = row;
  if (payment.status === 'completed' && payment.orderId !== null) {
    if (capture.status === 'COMPLETED') await settlePendingOrder(tx, deps, payment.orderId);
    return { orderId: payment.orderId };
  }
  const holding = payment.status === 'capturing';
  const refuse = async (reason: 'amount-mismatch' | 'sold-out' | 'refunded') => {
    await tx
      .update(checkoutPayments)
      .set({ status: 'released', releaseReason: reason, captureStartedAt: null })
      .where(eq(checkoutPayments.id, payment.id));
    if (holding) await returnGoods(tx, payment.lines, payment.couponCode);
    // Refunded once already (sold out, another amount): a retry or a late webhook must not sell it after all.
    if (reason === 'refunded') return { refundId: 0, reason };
    const refundId = await queueRefund(tx, {
      paymentProvider: payment.paymentProvider,
      captureId: capture.captureId,
      currency: capture.currency,
      reason,
      checkoutPaymentId: payment.id,
    });
    return { refundId, reason };
  };
  if (row.refunded) return refuse('refunded');
  if (capture.currency !== payment.chargeCurrency || capture.amountCents !== payment.chargeAmountMinor) {
    return refuse('amount-mismatch');
  }
  if (!holding) {
    // The capture is reported for a payment that no longer holds its goods (its capture outlived
    // the lease and was given back): take them now, or refund.
    try {
      await takeGoods(tx, payment.lines, payment.couponCode);
    } catch {
      return refuse('sold-out');
    }
  }
  const { orderId, view } = await placeOrder(tx, deps, payment, capture, actor);
  await tx
    .update(checkoutPayments)
    .set({ status: 'completed', orderId, releaseReason: null, captureStartedAt: null })
    .where(eq(checkoutPayments.id, payment.id));
  // The bought lines leave the cart (spec D-05); anything added meanwhile in another tab stays.
  const owner: Owner = payment.userId !== null ? { userId: payment.userId } : { guestId: payment.guestId! };
  await tx.delete(cartItems).where(
    and(
      ownedBy(cartItems, owner),
      inArray(
        cartItems.productId,
        payment.lines.map((line) => line.productId),
      ),
    ),
  );
  return { orderId, view };
}

/** A pending capture has settled: the order is paid. */
async function settlePendingOrder(tx: Tx, deps: OrderDeps, orderId: number): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status !== 'pending') return;
  await changeOrderStatus({ ...deps, db: tx as unknown as Db }, order.orderNumber, {
    to: 'processing',
    actor: 'provider',
    note: 'capture completed',
  });
}

/** What the payer is told when their capture was refunded instead of becoming an order. */
export function refundedError(reason: 'amount-mismatch' | 'sold-out' | 'refunded'): AppError {
  return reason === 'sold-out'
    ? new AppError(
        409,
        errorCodes.INSUFFICIENT_STOCK,
        'Sorry, an item sold out while you were paying. Your payment has been refunded.',
      )
    : paymentFailed();
}

/** Records a capture in its own transaction, then sends any refund it decided. */
export async function recordCapture(
  deps: OrderDeps,
  paymentId: number,
  capture: CaptureResult,
  actor: OrderActor,
): Promise<RecordedOrder> {
  const outcome = await deps.db.transaction((tx) => recordCaptureIn(tx, deps, paymentId, capture, actor));
  if ('orderId' in outcome) return outcome;
  if (outcome.refundId) {
    deps.log.error(
      { payment: paymentId, reason: outcome.reason, captured: `${capture.amountCents} ${capture.currency}` },
      'refunding a capture that cannot become an order',
    );
    await sendQueuedRefund(deps, outcome.refundId);
  }
  throw refundedError(outcome.reason);
}
