/**
 * Loads what a quote needs from the database and calls computeQuote (issue 11): cart lines
 * with their database prices, the coupon (validated again on every quote, SF-CPN-05), the
 * settings and the currency. Nothing here comes from the client but the coupon code, the
 * Dream Box switch and the currency code.
 */
import { CHARGE_CURRENCIES, SHIPPING_FEE_CENTS, type CheckoutQuote } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import type { Owner } from '../../lib/owner.js';
import { findUsableCoupon } from '../coupons/redeem.js';
import { findOfferedCurrency, getPublicSettings } from '../settings/service.js';
import { cartLines } from '../cart/service.js';
import { computeQuote } from './quote.js';

export interface QuoteRequest {
  couponCode?: string;
  dreamBox?: boolean;
  currency?: string;
}

async function findCurrency(db: Db, code: string | undefined): Promise<{ code: string; rate: number }> {
  if (!code || code === 'USD') return { code: 'USD', rate: 1 };
  // A currency the admin no longer offers is quoted and charged as USD, as the storefront shows it.
  return (await findOfferedCurrency(db, code)) ?? { code: 'USD', rate: 1 };
}

export async function getCheckoutQuote(db: Db, owner: Owner, request: QuoteRequest): Promise<CheckoutQuote> {
  return (await quoteCart(db, owner, request)).quote;
}

/**
 * The quote, each line's main picture for the order's item snapshots and each product's stock
 * (one cart query for all three).
 */
export async function quoteCart(
  db: Db,
  owner: Owner,
  request: QuoteRequest,
): Promise<{ quote: CheckoutQuote; imageUrls: Map<number, string | null>; stock: Map<number, number> }> {
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
  return {
    quote,
    imageUrls: new Map(cart.map((line) => [line.productId, line.image?.url ?? null])),
    stock: new Map(cart.map((line) => [line.productId, line.stockQuantity])),
  };
}
