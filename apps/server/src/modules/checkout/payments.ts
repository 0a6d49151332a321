/**
 * Paying for the cart, exactly once (issue 11, decision 066; issue 26, decision 088):
 * 1. `startPayment` quotes the cart on the server, checks the goods are in stock and the coupon
 *    usable, and creates the provider order for the quote's charge, with its lines, shipping
 *    address and breakdown. It takes nothing: a visitor who never approves holds no stock.
 * 2. The payer approves at the provider (PayPal's window, or the test provider's buttons).
 * 3. `capturePayment` flips the payment to `capturing` and takes its goods and coupon use in one
 *    transaction (a shopper who loses the last unit is told before any money moves), captures
 *    with a request id of its own per attempt (a declined payer may choose another way to pay),
 *    and `recordCapture` writes the order. A decline gives the goods back.
 * A capture whose order was never written (a crash in between) is settled by the reconciler and
 * by the webhook; a capture in flight is never released (CAPTURE_LEASE_MS).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  errorCodes,
  type LanguageCode,
  type PaymentStarted,
  type PlacedOrder,
  type ShippingAddress,
} from '@marquee/contracts';
import {
  checkoutPayments,
  orderItems,
  orders,
  type CheckoutPayment,
  type CheckoutPaymentLine,
} from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { ownedBy, ownerValues, type Owner } from '../../lib/owner.js';
import { assertCustomerCouponLimit, customerKey } from '../coupons/redeem.js';
import type { OrderDeps } from '../orders/order-deps.js';
import type { Requester } from '../orders/requester.js';
import { toOrderView } from '../orders/views.js';
import { PaymentProviderError, type CaptureResult } from '../payments/index.js';
import { assertInStock, endCaptureAttempt, OPEN_MINUTES, takeGoods } from './holds.js';
import { paymentFailed, recordCapture } from './record-capture.js';
import { quoteCart } from './service.js';

export interface StartPaymentInput {
  email: string;
  shippingAddress: ShippingAddress;
  couponCode?: string | undefined;
  currency?: string | undefined;
  /** The checkout page's language: the order and its e-mails are written in it (issue 29). */
  language?: LanguageCode | undefined;
}

const openUntil = (now = Date.now()) => new Date(now + OPEN_MINUTES * 60_000);

export async function startPayment(deps: OrderDeps, owner: Owner, input: StartPaymentInput): Promise<PaymentStarted> {
  const { db, provider } = deps;
  // The goods only: the Dream Box is its own subscription (decision 066).
  const { quote, imageUrls, stock } = await quoteCart(db, owner, {
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
  const reservedUntil = openUntil();
  const key = customerKey(owner.userId, input.email);
  const couponCode = quote.coupon?.code ?? null;
  assertInStock(lines, stock);

  // The provider order first, outside any transaction (a network call never holds a lock).
  let providerOrderId: string;
  try {
    ({ providerOrderId } = await provider.createOrder({
      amountCents: quote.charge.amounts.total,
      currency: quote.charge.currency,
      reference: `checkout-${randomUUID()}`,
      requestId: `order:${randomUUID()}`,
      ...chargeBreakdown(quote.charge, lines),
      // We ship to the form's address, so the payer cannot pick another in PayPal (Seller Protection).
      shipping: { name: input.shippingAddress.name, address: input.shippingAddress },
      payerEmail: input.email,
    }));
  } catch (error) {
    deps.log.error({ err: error }, 'the payment provider refused to create an order');
    throw paymentFailed();
  }

  await db.transaction(async (tx) => {
    // One open payment per shopper: starting again (a second click, another tab) closes the
    // earlier one. The lock makes a shopper's starts wait for one another.
    const ownerKey = owner.userId !== undefined ? `user:${owner.userId}` : `guest:${owner.guestId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ownerKey}))`);
    await tx
      .update(checkoutPayments)
      .set({ status: 'released', releaseReason: 'replaced' })
      .where(and(ownedBy(checkoutPayments, owner), eq(checkoutPayments.status, 'open')));
    if (couponCode) await assertCustomerCouponLimit(tx, { code: couponCode, customerKey: key, countOpen: true });
    await tx.insert(checkoutPayments).values({
      paymentProvider: provider.name,
      providerOrderId,
      ...ownerValues(owner),
      email: input.email,
      customerKey: key,
      shippingAddress: input.shippingAddress,
      lines,
      couponCode,
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
      language: input.language ?? DEFAULT_LANGUAGE,
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

/**
 * The lines the payer reviews at the provider, in the charge currency. A line's converted total
 * need not divide by its quantity; then the lines go as one "×n" line each, so lines + shipping −
 * discount is exactly the amount charged.
 */
function chargeBreakdown(
  charge: { lineTotals: number[]; amounts: { shipping: number; discount: number } },
  lines: CheckoutPaymentLine[],
) {
  return {
    items: lines.map((line, index) => {
      const total = charge.lineTotals[index] ?? 0;
      return total % line.quantity === 0
        ? {
            name: line.name,
            quantity: line.quantity,
            unitAmountCents: total / line.quantity,
            sku: String(line.productId),
          }
        : { name: `${line.name} ×${line.quantity}`, quantity: 1, unitAmountCents: total, sku: String(line.productId) };
    }),
    shippingCents: charge.amounts.shipping,
    discountCents: charge.amounts.discount,
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

export async function placedOrder(deps: OrderDeps, orderId: number): Promise<PlacedOrder> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('This order no longer exists.');
  const items = await deps.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { order: toOrderView(order, items) };
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

type Begun = { orderId: number } | { payment: CheckoutPayment; attempt: number };

/** `where` for the payments the requester owns (as user or as this browser's guest). */
function ownedByRequester(requester: Requester) {
  const mine = [
    requester.userId === undefined ? undefined : eq(checkoutPayments.userId, requester.userId),
    requester.guestId === undefined ? undefined : eq(checkoutPayments.guestId, requester.guestId),
  ].filter((condition) => condition !== undefined);
  return mine.length > 0 ? or(...mine) : sql`false`;
}

/**
 * Flips the requester's payment to `capturing` and takes its goods and coupon use, under its row
 * lock; or joins the capture already in flight (a double click, a second tab: same attempt, same
 * request id, one capture at the provider). Throws before any money moves when the goods are gone.
 */
async function beginCapture(deps: OrderDeps, requester: Requester, providerOrderId: string): Promise<Begun> {
  const thisPayment = and(
    eq(checkoutPayments.paymentProvider, deps.provider.name),
    eq(checkoutPayments.providerOrderId, providerOrderId),
  );
  return deps.db.transaction(async (tx): Promise<Begun> => {
    // The usual case in one statement: the state flips first (locking the row), then the goods are taken.
    const [payment] = await tx
      .update(checkoutPayments)
      .set({
        status: 'capturing',
        captureAttempts: sql`${checkoutPayments.captureAttempts} + 1`,
        captureStartedAt: new Date(),
        releaseReason: null,
      })
      .where(and(thisPayment, ownedByRequester(requester), inArray(checkoutPayments.status, ['open', 'released'])))
      .returning();
    if (!payment) {
      const [existing] = await tx.select().from(checkoutPayments).where(thisPayment).for('update');
      if (!existing || !ownsPayment(existing, requester)) throw notFound('No such payment.');
      if (existing.status === 'completed' && existing.orderId !== null) return { orderId: existing.orderId };
      return { payment: existing, attempt: existing.captureAttempts };
    }
    if (payment.couponCode) {
      await assertCustomerCouponLimit(tx, {
        code: payment.couponCode,
        customerKey: payment.customerKey,
        exceptPaymentId: payment.id,
        countOpen: false,
      });
    }
    await takeGoods(tx, payment.lines, payment.couponCode);
    return { payment, attempt: payment.captureAttempts };
  });
}

/** What the provider holds for an order: its capture, none, or unknown (it could not be asked). */
export async function captureAtProvider(
  deps: OrderDeps,
  providerOrderId: string,
): Promise<{ known: false } | { known: true; capture: CaptureResult | undefined }> {
  try {
    const order = await deps.provider.getOrder(providerOrderId);
    return { known: true, capture: order.capture };
  } catch {
    return { known: false };
  }
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
  const begun = await beginCapture(deps, requester, providerOrderId);
  if ('orderId' in begun) return placedOrder(deps, begun.orderId);
  const { payment } = begun;
  let capture: CaptureResult;
  try {
    capture = await deps.provider.captureOrder(providerOrderId, {
      requestId: `capture:${payment.id}:${begun.attempt}`,
    });
  } catch (error) {
    // A timeout leaves the outcome unknown: ask the provider before telling the payer anything.
    const remote = await captureAtProvider(deps, providerOrderId);
    if (remote.known && remote.capture) {
      capture = remote.capture;
    } else {
      deps.log.warn({ err: error, payment: payment.id }, 'capture failed');
      // Unknown: the capture stays `capturing` and the reconciler settles it once its lease ends.
      if (remote.known)
        await endCaptureAttempt(deps.db, { id: payment.id, attempt: begun.attempt }, { status: 'open' });
      throw captureError(error);
    }
  }
  await deps.faults?.afterCapture?.(payment);
  const recorded = await recordCapture(deps, payment.id, capture, 'customer');
  if (!recorded.view) return placedOrder(deps, recorded.orderId);
  return { order: recorded.view };
}
