/**
 * Refunds we owe, kept until the provider confirms them (issue 26). A refund is written as a
 * `pending` row in the transaction that decides it (a capture that cannot become an order), then
 * sent; a failure or a PENDING answer leaves it pending and the reconciler sends it again with the
 * same request id (the provider refunds once) or reads its status, until COMPLETED. A FAILED
 * refund is logged for staff and kept as `failed`.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paymentRefunds, type PaymentRefund } from '../../db/schema/index.js';
import type { OrderDeps } from '../orders/order-deps.js';
import type { RefundResult } from '../payments/index.js';

/** Waits between attempts: a minute, then longer, at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));

export interface RefundOwed {
  paymentProvider: PaymentRefund['paymentProvider'];
  captureId: string;
  currency: string;
  /** Omit to refund everything captured. */
  amountMinor?: number;
  reason: string;
  checkoutPaymentId?: number;
  orderId?: number;
}

/** Records a refund in the caller's transaction; returns its id (send it after the commit). */
export async function queueRefund(tx: Executor, owed: RefundOwed): Promise<number> {
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      paymentProvider: owed.paymentProvider,
      captureId: owed.captureId,
      currency: owed.currency,
      amountMinor: owed.amountMinor ?? null,
      reason: owed.reason,
      checkoutPaymentId: owed.checkoutPaymentId ?? null,
      orderId: owed.orderId ?? null,
      requestId: `refund:${randomUUID()}`,
    })
    .returning({ id: paymentRefunds.id });
  return row!.id;
}

/** Whether a refund of this capture has been decided (a column): such a capture never becomes an order. */
export function captureRefunded(captureId: string) {
  return sql<boolean>`exists (select 1 from ${paymentRefunds} where ${paymentRefunds.captureId} = ${captureId})`;
}

/** What the provider said, stored; COMPLETED ends it, FAILED is for staff. */
async function storeAnswer(deps: OrderDeps, refund: PaymentRefund, answer: RefundResult): Promise<void> {
  const status = answer.status === 'COMPLETED' ? 'completed' : answer.status === 'PENDING' ? 'pending' : 'failed';
  if (status === 'failed') {
    deps.log.error(
      { refund: refund.id, capture: refund.captureId, status: answer.status },
      'the provider did not refund a capture: staff must return the money',
    );
  }
  await deps.db
    .update(paymentRefunds)
    .set({
      status,
      providerRefundId: answer.refundId,
      providerStatus: answer.status,
      attempts: refund.attempts + 1,
      lastError: null,
      nextAttemptAt: new Date(Date.now() + retryDelayMs(refund.attempts + 1)),
    })
    .where(eq(paymentRefunds.id, refund.id));
}

/** One attempt at one refund: send it (or, once the provider has it, read its status). */
export async function sendRefund(deps: OrderDeps, refund: PaymentRefund): Promise<void> {
  try {
    const answer = refund.providerRefundId
      ? await deps.provider.getRefund(refund.providerRefundId)
      : await deps.provider.refundCapture(refund.captureId, {
          currency: refund.currency,
          requestId: refund.requestId,
          ...(refund.amountMinor === null ? {} : { amountCents: refund.amountMinor }),
        });
    await storeAnswer(deps, refund, answer);
  } catch (error) {
    deps.log.error(
      { err: error, refund: refund.id, capture: refund.captureId },
      'a refund attempt failed; retrying later',
    );
    await deps.db
      .update(paymentRefunds)
      .set({
        attempts: refund.attempts + 1,
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        nextAttemptAt: new Date(Date.now() + retryDelayMs(refund.attempts + 1)),
      })
      .where(eq(paymentRefunds.id, refund.id));
  }
}

/** Sends one queued refund now (right after the transaction that queued it). */
export async function sendQueuedRefund(deps: OrderDeps, refundId: number): Promise<void> {
  const [refund] = await deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (refund?.status === 'pending') await sendRefund(deps, refund);
}

/**
 * Sends the pending refunds that are due. Each is claimed by moving its next attempt on first, so
 * two instances running this at once do not both send it (and if they did, the request id would
 * make it one refund).
 */
export async function sendDueRefunds(deps: OrderDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .update(paymentRefunds)
    .set({ nextAttemptAt: new Date(now.getTime() + 5 * 60_000) })
    .where(
      sql`${paymentRefunds.id} in (select ${paymentRefunds.id} from ${paymentRefunds} where ${and(
        eq(paymentRefunds.status, 'pending'),
        lte(paymentRefunds.nextAttemptAt, now),
      )} order by ${paymentRefunds.nextAttemptAt} limit 50 for update skip locked)`,
    )
    .returning();
  for (const refund of due.sort((a, b) => a.id - b.id)) await sendRefund(deps, refund);
  return due.length;
}

/** A refund webhook for one of ours: the provider confirms it. */
export async function confirmRefund(tx: Executor, providerRefundId: string, status: string): Promise<void> {
  const done = status === 'COMPLETED' ? 'completed' : status === 'FAILED' || status === 'CANCELLED' ? 'failed' : null;
  if (!done) return;
  await tx
    .update(paymentRefunds)
    .set({ status: done, providerStatus: status })
    .where(and(eq(paymentRefunds.providerRefundId, providerRefundId), eq(paymentRefunds.status, 'pending')));
}
