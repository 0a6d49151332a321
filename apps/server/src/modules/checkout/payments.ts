/**
 * Paying for the cart, exactly once (issue 11, decision 066):
 * 1. `startPayment` quotes the cart on the server, holds its goods and coupon use for
 *    HOLD_MINUTES, and creates the provider order for the quote's charge.
 * 2. The payer approves at the provider (PayPal's window, or the test provider's buttons).
 * 3. `capturePayment` captures with a requestId derived from the payment, checks that the
 *    provider took exactly the amount and currency asked for (else refunds), and writes the
 *    order (`placeOrder`, modules/orders) in one transaction that also marks the payment completed. A retry, a double click,
 *    a second tab or the webhook all meet that row lock and get the same order.
 * A capture whose order was never written (a crash in between) is found by `reconcilePayments`
 * on the next start and by the webhook, and recorded then.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  errorCodes,
  type OrderView,
  type PaymentStarted,
  type PlacedOrder,
  type ShippingAddress,
} from '@marquee/contracts';
import {
  cartItems,
  checkoutPayments,
  orderItems,
  orders,
  type CheckoutPayment,
  type CheckoutPaymentLine,
} from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { ownedBy, ownerValues, type Owner } from '../../lib/owner.js';
import type { OrderDeps } from '../orders/order-deps.js';
import { orderAccessToken } from '../orders/order-number.js';
import { placeOrder, type OrderActor } from '../orders/place-order.js';
import type { Requester } from '../orders/requester.js';
import { toOrderView } from '../orders/views.js';
import { PaymentProviderError, type CaptureResult } from '../payments/index.js';
import { holdAgain, holdGoods, HOLD_MINUTES, releaseHold } from './holds.js';
import { quoteCart } from './service.js';

export interface StartPaymentInput {
  email: string;
  shippingAddress: ShippingAddress;
  couponCode?: string | undefined;
  currency?: string | undefined;
}

const PROCESSING_ERROR = 'There was an error processing your payment. Please try again.';
const paymentFailed = (message = PROCESSING_ERROR) => new AppError(502, errorCodes.PAYMENT_FAILED, message);
const holdUntil = (now = Date.now()) => new Date(now + HOLD_MINUTES * 60_000);

export async function startPayment(deps: OrderDeps, owner: Owner, input: StartPaymentInput): Promise<PaymentStarted> {
  const { db, provider } = deps;
  // The goods only: the Dream Box is its own subscription (decision 066).
  const { quote, imageUrls } = await quoteCart(db, owner, {
    couponCode: input.couponCode,
    currency: input.currency,
    dreamBox: false,
  });
  if (quote.lines.length === 0) throw new AppError(409, errorCodes.CART_EMPTY, 'Your cart is empty.');
  const lines: CheckoutPaymentLine[] = quote.lines.map((line, index) => ({
    productId: line.productId,
    name: line.title,
    imageUrl: imageUrls.get(line.productId) ?? null,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    displayLineTotal: quote.display.lineTotals[index] ?? line.lineTotalCents,
  }));
  const { lineTotals: _lineTotals, ...display } = quote.display;
  const reservedUntil = holdUntil();

  // The provider order first, outside any transaction (a network call never holds a lock);
  // an order whose goods then cannot be held is simply never approved or captured.
  let providerOrderId: string;
  try {
    ({ providerOrderId } = await provider.createOrder({
      amountCents: quote.charge.amounts.total,
      currency: quote.charge.currency,
      reference: `checkout-${randomUUID()}`,
      requestId: `order:${randomUUID()}`,
    }));
  } catch (error) {
    deps.log.error({ err: error }, 'the payment provider refused to create an order');
    throw paymentFailed();
  }

  await db.transaction(async (tx) => {
    // One open payment per shopper: starting again (a second click, another tab) gives the
    // earlier one's goods back before taking them again. The lock makes a shopper's starts
    // wait for one another, so a double click never competes with itself for the last units.
    const ownerKey = owner.userId !== undefined ? `user:${owner.userId}` : `guest:${owner.guestId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ownerKey}))`);
    const earlier = await tx
      .select()
      .from(checkoutPayments)
      .where(and(ownedBy(checkoutPayments, owner), eq(checkoutPayments.status, 'open')))
      .for('update');
    for (const previous of earlier) await releaseHold(tx, previous, 'replaced');
    await holdGoods(tx, lines, quote.coupon?.code ?? null);
    await tx.insert(checkoutPayments).values({
      paymentProvider: provider.name,
      providerOrderId,
      ...ownerValues(owner),
      email: input.email,
      shippingAddress: input.shippingAddress,
      lines,
      couponCode: quote.coupon?.code ?? null,
      currency: quote.display.currency,
      exchangeRate: quote.display.rate,
      subtotalCents: quote.usd.subtotal,
      discountCents: quote.usd.discount,
      shippingCents: quote.usd.shipping,
      totalCents: quote.usd.total,
      display,
      chargeCurrency: quote.charge.currency,
      chargeAmountMinor: quote.charge.amounts.total,
      reservedUntil,
    });
  });
  return {
    provider: provider.name,
    providerOrderId,
    isTest: provider.isTest,
    charge: {
      currency: quote.charge.currency,
      amountMinor: quote.charge.amounts.total,
      minorUnitDigits: quote.charge.minorUnitDigits,
    },
    quote: { ...quote, dreamBox: false },
    reservedUntil: reservedUntil.toISOString(),
  };
}

export function ownsPayment(payment: CheckoutPayment, requester: Requester): boolean {
  return (
    (payment.userId !== null && payment.userId === requester.userId) ||
    (payment.guestId !== null && payment.guestId === requester.guestId)
  );
}

export async function findPayment(deps: OrderDeps, providerOrderId: string): Promise<CheckoutPayment | undefined> {
  const [payment] = await deps.db
    .select()
    .from(checkoutPayments)
    .where(
      and(
        eq(checkoutPayments.paymentProvider, deps.provider.name),
        eq(checkoutPayments.providerOrderId, providerOrderId),
      ),
    );
  return payment;
}

async function placedOrder(deps: OrderDeps, orderId: number): Promise<PlacedOrder> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('This order no longer exists.');
  const items = await deps.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { order: toOrderView(order, items), accessToken: orderAccessToken(deps.secret, order.orderNumber) };
}

/** Maps a provider failure at capture to what the shopper is told. */
function captureError(error: unknown): AppError {
  if (error instanceof PaymentProviderError) {
    if (error.kind === 'declined') {
      return new AppError(
        402,
        errorCodes.PAYMENT_DECLINED,
        'Your payment was declined. Please try another payment method.',
      );
    }
    if (error.issue === 'ORDER_NOT_APPROVED') {
      return new AppError(409, errorCodes.PAYMENT_NOT_APPROVED, 'Please approve the payment first.');
    }
  }
  return paymentFailed();
}

/**
 * Captures an approved payment and records its order; idempotent. The requester must own
 * the payment (404 otherwise, as for a payment that does not exist).
 */
export async function capturePayment(
  deps: OrderDeps,
  requester: Requester,
  providerOrderId: string,
): Promise<PlacedOrder> {
  const payment = await findPayment(deps, providerOrderId);
  if (!payment || !ownsPayment(payment, requester)) throw notFound('No such payment.');
  if (payment.status === 'completed' && payment.orderId !== null) return placedOrder(deps, payment.orderId);
  if (payment.status === 'released') {
    // The hold ran out (or was replaced) before the payer came back: hold the goods again,
    // or refuse before any money is taken.
    await deps.db.transaction((tx) => holdAgain(tx, payment, holdUntil()));
  }
  let capture: CaptureResult;
  try {
    capture = await deps.provider.captureOrder(providerOrderId, { requestId: `capture:${payment.id}` });
  } catch (error) {
    // A timeout leaves the outcome unknown: ask the provider before telling the payer anything.
    const captured = await capturedAtProvider(deps, providerOrderId);
    if (!captured) {
      deps.log.warn({ err: error, payment: payment.id }, 'capture failed');
      throw captureError(error);
    }
    capture = captured;
  }
  await deps.faults?.afterCapture?.(payment);
  const recorded = await recordCapture(deps, payment.id, capture, 'customer');
  if (!recorded.view) return placedOrder(deps, recorded.orderId);
  return { order: recorded.view, accessToken: orderAccessToken(deps.secret, recorded.view.orderNumber) };
}

/** The provider's capture of an order, if it has one (COMPLETED or PENDING). */
async function capturedAtProvider(deps: OrderDeps, providerOrderId: string): Promise<CaptureResult | undefined> {
  try {
    const order = await deps.provider.getOrder(providerOrderId);
    return order.capture;
  } catch {
    return undefined;
  }
}

/** The order a capture became; `view` when this call wrote it (no second read needed). */
export interface RecordedOrder {
  orderId: number;
  view?: OrderView;
}

/**
 * Writes the order of a captured payment, once. Checks the captured amount and currency
 * against the payment's; a mismatch, or goods that can no longer be held, is refunded and
 * no order is written. Returns the order id.
 */
export async function recordCapture(
  deps: OrderDeps,
  paymentId: number,
  capture: CaptureResult,
  actor: OrderActor,
): Promise<RecordedOrder> {
  const { db } = deps;
  type Outcome = RecordedOrder | { refund: CheckoutPayment; reason: 'amount-mismatch' | 'sold-out' };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [payment] = await tx.select().from(checkoutPayments).where(eq(checkoutPayments.id, paymentId)).for('update');
    if (!payment) throw notFound('No such payment.');
    if (payment.status === 'completed' && payment.orderId !== null) return { orderId: payment.orderId };
    if (capture.currency !== payment.chargeCurrency || capture.amountCents !== payment.chargeAmountMinor) {
      await releaseHold(tx, payment, 'amount-mismatch');
      return { refund: payment, reason: 'amount-mismatch' };
    }
    if (payment.status === 'released') {
      try {
        await holdGoods(tx, payment.lines, payment.couponCode);
      } catch {
        return { refund: payment, reason: 'sold-out' };
      }
    }
    const { orderId, view } = await placeOrder(tx, deps, payment, capture, actor);
    await tx
      .update(checkoutPayments)
      .set({ status: 'completed', orderId, releaseReason: null })
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
  });
  if ('orderId' in outcome) return outcome;
  await refundCapture(deps, outcome.refund, capture, outcome.reason);
  throw outcome.reason === 'sold-out'
    ? new AppError(
        409,
        errorCodes.INSUFFICIENT_STOCK,
        'Sorry, an item sold out while you were paying. Your payment has been refunded.',
      )
    : paymentFailed();
}

async function refundCapture(deps: OrderDeps, payment: CheckoutPayment, capture: CaptureResult, reason: string) {
  deps.log.error(
    { payment: payment.id, reason, captured: `${capture.amountCents} ${capture.currency}` },
    'refunding a capture that cannot become an order',
  );
  try {
    await deps.provider.refundCapture(capture.captureId, {
      currency: capture.currency,
      requestId: `refund:${payment.id}:${capture.captureId}`,
    });
  } catch (error) {
    // Left for staff: the log names the capture. Never write an order for it.
    deps.log.error({ err: error, payment: payment.id, capture: capture.captureId }, 'the automatic refund failed');
  }
}

/**
 * Settles open payments whose hold has run out (or, on start, every open payment): one the
 * provider has captured becomes its order (the crash between capture and commit, repaired);
 * the rest give their goods back. Returns how many orders were recorded and holds released.
 */
export async function reconcilePayments(
  deps: OrderDeps,
  options: { all?: boolean; now?: Date } = {},
): Promise<{ recorded: number; released: number }> {
  const now = options.now ?? new Date();
  const open = await deps.db
    .select()
    .from(checkoutPayments)
    .where(
      options.all
        ? eq(checkoutPayments.status, 'open')
        : and(eq(checkoutPayments.status, 'open'), lt(checkoutPayments.reservedUntil, now)),
    )
    .orderBy(asc(checkoutPayments.id))
    .limit(200);
  let recorded = 0;
  let released = 0;
  for (const payment of open) {
    const capture = await capturedAtProvider(deps, payment.providerOrderId);
    if (capture) {
      try {
        await recordCapture(deps, payment.id, capture, 'system');
        recorded += 1;
      } catch (error) {
        deps.log.error({ err: error, payment: payment.id }, 'a captured payment could not be recorded');
      }
    } else if (payment.reservedUntil < now) {
      if (await deps.db.transaction((tx) => releaseHold(tx, payment, 'expired'))) released += 1;
    }
  }
  return { recorded, released };
}

/** Runs the reconciliation every minute; returns the stop function. */
export function startPaymentReconciler(deps: OrderDeps, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    reconcilePayments(deps).catch((error: unknown) => deps.log.error({ err: error }, 'payment reconciliation failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
