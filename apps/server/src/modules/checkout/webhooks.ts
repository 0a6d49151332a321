/**
 * The provider's webhooks (issue 11, issue 26): each event is verified with the provider and
 * processed exactly once: its id is claimed in the same transaction as its effect, so a crash
 * between them loses neither (the redelivery is processed) and a replay after the commit is a
 * duplicate. Events only move things the way our own calls would: a capture becomes its order
 * through `recordCaptureIn`, a refund or a reversal returns what it returned, a subscription
 * follows its status and bills its months. Only expected business refusals are acknowledged;
 * anything else fails the delivery so the provider sends it again.
 */
import { asc, eq } from 'drizzle-orm';
import { errorCodes } from '@marquee/contracts';
import type { Db, Tx } from '../../db/client.js';
import { checkoutPayments, orderItems, orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { handleSubscriptionWebhook, isSubscriptionEvent } from '../dream-box/subscription-webhooks.js';
import {
  minorUnitDigits,
  parseMinorUnits,
  PaymentProviderError,
  type WebhookEvent,
  type WebhookHeaders,
} from '../payments/index.js';
import type { OrderDeps } from '../orders/order-deps.js';
import { queuePartialRefundEmail } from '../orders/order-mail.js';
import { changeOrderStatus } from '../orders/status.js';
import { toOrderView } from '../orders/views.js';
import { recordCaptureIn } from './record-capture.js';
import { confirmRefund, sendQueuedRefund } from './refunds.js';
import { claimWebhookEvent } from './webhook-events.js';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** What an event did, and a refund it decided (sent once the transaction has committed). */
interface Processed {
  outcome: WebhookOutcome;
  refundId?: number;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const obj = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The PayPal order id a capture belongs to (supplementary_data.related_ids.order_id). */
function relatedOrderId(resource: Record<string, unknown>): string | undefined {
  return str(obj(obj(resource.supplementary_data).related_ids).order_id);
}

/** The capture a refund belongs to: its `up` link ends in /captures/{id}. */
function refundedCaptureId(resource: Record<string, unknown>): string | undefined {
  const links = Array.isArray(resource.links) ? resource.links : [];
  for (const link of links) {
    const href = str(obj(link).href);
    const match = href?.match(/\/captures\/([^/?]+)/);
    if (match && obj(link).rel === 'up') return match[1];
  }
  return undefined;
}

/** A money amount of a resource ({currency_code, value}) in minor units, if well formed. */
function minorUnits(amount: unknown): { currency: string; minor: number } | undefined {
  const { currency_code: currency, value } = obj(amount);
  if (typeof currency !== 'string' || typeof value !== 'string') return undefined;
  try {
    return { currency, minor: parseMinorUnits(value, currency) };
  } catch {
    return undefined;
  }
}

/** A refusal the order's rules make on purpose (a move the lifecycle does not allow): acknowledged. */
const isBusinessRefusal = (error: unknown) => error instanceof AppError && error.statusCode === 409;

export async function handleWebhook(
  deps: OrderDeps,
  headers: WebhookHeaders,
  rawBody: string,
): Promise<WebhookOutcome> {
  let verification;
  try {
    verification = await deps.provider.verifyWebhook(headers, rawBody);
  } catch (error) {
    deps.log.error({ err: error }, 'a webhook could not be verified');
    // The provider could not be asked: 503, so it sends the event again later.
    if (error instanceof PaymentProviderError && error.kind !== 'invalid') {
      throw new AppError(503, errorCodes.PAYMENT_FAILED, 'The webhook could not be verified now.');
    }
    throw new AppError(400, errorCodes.BAD_REQUEST, 'The webhook could not be verified.');
  }
  if (!verification.verified || !verification.event) {
    throw new AppError(400, errorCodes.BAD_REQUEST, 'The webhook could not be verified.');
  }
  const event = verification.event;
  // Dream Box events claim their id in the transaction of their effect, in dream-box/ (issue 26).
  if (isSubscriptionEvent(event.type)) return handleSubscriptionWebhook(deps, event);
  let refundId: number | undefined;
  const outcome = await deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    if (!(await claimWebhookEvent(tx, deps.provider.name, event))) return 'duplicate';
    const processed = await processEvent(tx, { ...deps, db: tx as unknown as Db }, event);
    refundId = processed.refundId;
    await deps.faults?.beforeWebhookCommit?.(event);
    return processed.outcome;
  });
  if (refundId) await sendQueuedRefund(deps, refundId);
  return outcome;
}

async function processEvent(tx: Tx, deps: OrderDeps, event: WebhookEvent): Promise<Processed> {
  const { resource } = event;
  switch (event.type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.PENDING': {
      const providerOrderId = relatedOrderId(resource);
      const amount = minorUnits(resource.amount);
      const captureId = str(resource.id);
      if (!providerOrderId || !amount || !captureId) return { outcome: 'ignored' };
      const [payment] = await tx
        .select({ id: checkoutPayments.id })
        .from(checkoutPayments)
        .where(eq(checkoutPayments.providerOrderId, providerOrderId));
      if (!payment) return { outcome: 'ignored' };
      const recorded = await recordCaptureIn(
        tx,
        deps,
        payment.id,
        {
          status: event.type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'PENDING',
          captureId,
          currency: amount.currency,
          amountCents: amount.minor,
        },
        'provider',
      );
      // A capture that cannot become an order is refunded (sent after the commit); the event is done.
      return 'refundId' in recorded && recorded.refundId
        ? { outcome: 'processed', refundId: recorded.refundId }
        : { outcome: 'processed' };
    }
    case 'PAYMENT.CAPTURE.REFUNDED':
      return refunded(tx, deps, resource);
    case 'PAYMENT.CAPTURE.REVERSED':
    case 'PAYMENT.CAPTURE.DENIED': {
      const captureId = str(resource.id);
      const [order] = captureId ? await tx.select().from(orders).where(eq(orders.paymentCaptureId, captureId)) : [];
      if (!order) return { outcome: 'ignored' };
      const to = order.status === 'pending' ? 'cancelled' : 'refunded';
      if (order.status === 'cancelled' || order.status === 'refunded') return { outcome: 'processed' };
      await moveOrder(deps, order.orderNumber, to, event.type);
      return { outcome: 'processed' };
    }
    default:
      return { outcome: 'ignored' };
  }
}

/** Moves an order as the provider reports; a move its lifecycle refuses is acknowledged, not retried. */
async function moveOrder(deps: OrderDeps, orderNumber: string, to: 'cancelled' | 'refunded', note: string) {
  try {
    await changeOrderStatus(deps, orderNumber, { to, actor: 'provider', note, alreadyRefunded: true });
  } catch (error) {
    if (!isBusinessRefusal(error)) throw error;
    deps.log.warn({ err: error, order: orderNumber }, 'a provider event asked for a move the order cannot make');
  }
}

/**
 * A refund at the provider (ours, or one made in PayPal's dashboard). The order keeps what has
 * been refunded so far; only a refund of everything refunds the order and returns its goods: a
 * partial refund names no items, so no stock comes back for it (decision 088).
 */
async function refunded(tx: Tx, deps: OrderDeps, resource: Record<string, unknown>): Promise<Processed> {
  const refundId = str(resource.id);
  const status = str(resource.status) ?? 'COMPLETED';
  if (refundId) await confirmRefund(tx, refundId, status);
  const captureId = refundedCaptureId(resource);
  if (!captureId || status !== 'COMPLETED') return { outcome: captureId ? 'processed' : 'ignored' };
  const [order] = await tx.select().from(orders).where(eq(orders.paymentCaptureId, captureId)).for('update');
  if (!order) return { outcome: 'ignored' };
  const total = minorUnits(obj(resource.seller_payable_breakdown).total_refunded_amount);
  const thisRefund = minorUnits(resource.amount);
  const charged = order.chargedTotalMinor ?? 0;
  const refundedSoFar = Math.min(
    charged,
    Math.max(order.refundedMinor, total?.minor ?? order.refundedMinor + (thisRefund?.minor ?? charged)),
  );
  const [updated] = await tx
    .update(orders)
    .set({ refundedMinor: refundedSoFar })
    .where(eq(orders.id, order.id))
    .returning();
  const ended = order.status === 'refunded' || order.status === 'cancelled';
  if (refundedSoFar >= charged) {
    if (!ended) {
      const to = order.status === 'pending' ? 'cancelled' : 'refunded';
      await moveOrder(deps, order.orderNumber, to, 'PAYMENT.CAPTURE.REFUNDED');
    }
  } else if (!ended && thisRefund && updated) {
    // The customer hears of a partial refund too, with its amount.
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    await queuePartialRefundEmail(tx, deps, toOrderView(updated, items), {
      currency: thisRefund.currency,
      amountMinor: thisRefund.minor,
      minorUnitDigits: minorUnitDigits(thisRefund.currency),
    });
  }
  return { outcome: 'processed' };
}
