/**
 * Loads what a quote needs from the database and calls computeQuote (issue 11): cart lines
 * with their database prices, the coupon (validated again on every quote, SF-CPN-05), the
 * settings and the currency. Nothing here comes from the client but the coupon code, the
 * Dream Box switch and the currency code.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import {
  CHARGE_CURRENCIES,
  errorCodes,
  SHIPPING_FEE_CENTS,
  type CheckoutQuote,
  type ErrorCode,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { coupons, orders, type Coupon } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { ownedBy, type Owner } from '../../lib/owner.js';
import { findOfferedCurrency, getPublicSettings } from '../settings/service.js';
import { cartLines } from '../cart/service.js';
import { computeQuote } from './quote.js';

export interface QuoteRequest {
  couponCode?: string;
  dreamBox?: boolean;
  currency?: string;
}

const couponError = (code: ErrorCode, message: string) => new AppError(400, code, message, { couponCode: message });

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The coupon for `code`, or a 400 saying why it cannot be used now by this owner. */
export async function findUsableCoupon(
  db: Db,
  owner: Owner,
  code: string,
  subtotalCents: number,
  now = new Date(),
): Promise<Coupon> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  // A switched-off code reads like an unknown one (MSG-CHK-06).
  if (!coupon || !coupon.isActive) throw couponError(errorCodes.COUPON_INVALID, 'Invalid coupon code');
  if (coupon.startsAt && coupon.startsAt > now)
    throw couponError(errorCodes.COUPON_NOT_YET_VALID, 'This coupon is not valid yet.');
  if (coupon.endsAt && coupon.endsAt <= now) throw couponError(errorCodes.COUPON_EXPIRED, 'This coupon has expired.');
  if (subtotalCents < coupon.minSubtotalCents)
    throw couponError(
      errorCodes.COUPON_MIN_SUBTOTAL,
      `This coupon needs a subtotal of at least ${usd(coupon.minSubtotalCents)}.`,
    );
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit)
    throw couponError(errorCodes.COUPON_USED_UP, 'This coupon has been used up.');
  if (coupon.perCustomerLimit !== null) {
    // Every order of this owner with the code counts, except cancelled ones.
    const [used] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(ownedBy(orders, owner), eq(orders.couponCode, coupon.code), ne(orders.status, 'cancelled')));
    if ((used?.n ?? 0) >= coupon.perCustomerLimit)
      throw couponError(errorCodes.COUPON_LIMIT_REACHED, 'You have already used this coupon.');
  }
  return coupon;
}

async function findCurrency(db: Db, code: string | undefined): Promise<{ code: string; rate: number }> {
  if (!code || code === 'USD') return { code: 'USD', rate: 1 };
  // A currency the admin no longer offers is quoted and charged as USD, as the storefront shows it.
  return (await findOfferedCurrency(db, code)) ?? { code: 'USD', rate: 1 };
}

export async function getCheckoutQuote(db: Db, owner: Owner, request: QuoteRequest): Promise<CheckoutQuote> {
  return (await quoteCart(db, owner, request)).quote;
}

/** The quote, and each line's main picture for the order's item snapshots (one cart query for both). */
export async function quoteCart(
  db: Db,
  owner: Owner,
  request: QuoteRequest,
): Promise<{ quote: CheckoutQuote; imageUrls: Map<number, string | null> }> {
  const [cart, settings, currency] = await Promise.all([
    cartLines(db, owner),
    // dream_box_price falls back to 29.99 when missing or malformed (SF-DBOX-06).
    getPublicSettings(db),
    findCurrency(db, request.currency),
  ]);
  const lines = cart.map(({ productId, title, priceCents, quantity }) => ({
    productId,
    title,
    unitPriceCents: priceCents,
    quantity,
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const coupon = request.couponCode ? await findUsableCoupon(db, owner, request.couponCode, subtotalCents) : null;
  const quote = computeQuote({
    lines,
    coupon,
    dreamBox: { enabled: request.dreamBox ?? false, priceCents: settings.dreamBoxPriceCents },
    settings: { freeShippingThresholdCents: settings.freeShippingThresholdCents, shippingFeeCents: SHIPPING_FEE_CENTS },
    currency,
    chargeableCurrencies: CHARGE_CURRENCIES,
  });
  return { quote, imageUrls: new Map(cart.map((line) => [line.productId, line.image?.url ?? null])) };
}
