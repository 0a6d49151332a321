/**
 * The provider's webhooks (issue 11): each event is verified with the provider, processed
 * once (its id is stored; a replay is acknowledged and skipped), and only ever moves things
 * the way our own calls would: a capture becomes its order through `recordCapture`, a refund
 * or a reversal refunds the order, a subscription follows its status and bills its months.
 */
import { eq } from 'drizzle-orm';
import { errorCodes } from '@marquee/contracts';
import { orders, paymentWebhookEvents } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { handleSubscriptionWebhook, isSubscriptionEvent } from '../dream-box/subscription-webhooks.js';
import { parseMinorUnits, PaymentProviderError, type WebhookEvent, type WebhookHeaders } from '../payments/index.js';
import { findPayment, recordCapture } from './payments.js';
import type { OrderDeps } from '../orders/order-deps.js';
import { changeOrderStatus } from '../orders/status.js';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

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
  // Dream Box events claim their id in the transaction of their effect (issue 26).
  if (isSubscriptionEvent(event.type)) return handleSubscriptionWebhook(deps, event);
  const [first] = await deps.db
    .insert(paymentWebhookEvents)
    .values({ eventId: event.id, paymentProvider: deps.provider.name, eventType: event.type })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  if (!first) return 'duplicate';
  try {
    return await processEvent(deps, event);
  } catch (error) {
    // Not processed: forget the id so the provider's retry is processed.
    await deps.db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, event.id));
    throw error;
  }
}

async function processEvent(deps: OrderDeps, event: WebhookEvent): Promise<WebhookOutcome> {
  const { resource } = event;
  switch (event.type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.PENDING': {
      const providerOrderId = relatedOrderId(resource);
      const payment = providerOrderId ? await findPayment(deps, providerOrderId) : undefined;
      const amount = obj(resource.amount);
      const currency = str(amount.currency_code);
      const captureId = str(resource.id);
      if (!payment || !currency || !captureId || typeof amount.value !== 'string') return 'ignored';
      if (payment.status === 'completed') {
        if (event.type === 'PAYMENT.CAPTURE.COMPLETED') await settlePending(deps, payment.providerOrderId);
        return 'processed';
      }
      await recordCapture(
        deps,
        payment.id,
        {
          status: event.type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'PENDING',
          captureId,
          currency,
          amountCents: parseMinorUnits(amount.value, currency),
        },
        'provider',
      ).catch((error: unknown) => {
        // A capture that cannot become an order has been refunded by recordCapture; the event is done.
        deps.log.warn({ err: error, event: event.id }, 'a captured payment was refunded instead of recorded');
      });
      return 'processed';
    }
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED':
    case 'PAYMENT.CAPTURE.DENIED': {
      const captureId = event.type === 'PAYMENT.CAPTURE.REFUNDED' ? refundedCaptureId(resource) : str(resource.id);
      if (!captureId) return 'ignored';
      const [order] = await deps.db.select().from(orders).where(eq(orders.paymentCaptureId, captureId));
      if (!order) return 'ignored';
      const to = order.status === 'pending' ? 'cancelled' : 'refunded';
      if (order.status === to || order.status === 'cancelled' || order.status === 'refunded') return 'processed';
      await changeOrderStatus(deps, order.orderNumber, {
        to,
        actor: 'provider',
        note: event.type,
        alreadyRefunded: true,
      });
      return 'processed';
    }
    default:
      return 'ignored';
  }
}

/** A pending capture has settled: the order is paid. */
async function settlePending(deps: OrderDeps, providerOrderId: string): Promise<void> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.paymentOrderId, providerOrderId));
  if (order?.status === 'pending') {
    await changeOrderStatus(deps, order.orderNumber, {
      to: 'processing',
      actor: 'provider',
      note: 'capture completed',
    });
  }
}
