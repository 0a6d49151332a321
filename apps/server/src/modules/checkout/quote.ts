/**
 * The checkout quote (issue 11, decision 065): a pure function from database facts to every
 * amount the checkout shows and charges. No database, no clock, no floating-point sums:
 * amounts are integer USD cents, converted once per component with BigInt.
 */
import type { CheckoutQuote, ConvertedQuote, QuoteAmounts } from '@marquee/contracts';
import type { Coupon } from '../../db/schema/index.js';
import { minorUnitDigits } from '../payments/money.js';

export interface QuoteInputLine {
  productId: number;
  title: string;
  /** USD cents, read from the database. */
  unitPriceCents: number;
  quantity: number;
}

export type QuoteCoupon = Pick<Coupon, 'code' | 'kind' | 'percentOff' | 'amountOffCents'>;

export interface QuoteInput {
  lines: QuoteInputLine[];
  /** An already validated coupon (load-quote.ts), or none. */
  coupon?: QuoteCoupon | null;
  dreamBox: { enabled: boolean; priceCents: number };
  settings: { freeShippingThresholdCents: number; shippingFeeCents: number };
  /** The display currency; rate = units of it per 1 USD. */
  currency: { code: string; rate: number };
  /** Currencies the payment provider charges in (CHARGE_CURRENCIES). */
  chargeableCurrencies: readonly string[];
}

/** round(n / d) for n >= 0, d > 0, half away from zero, in integers. */
function roundDiv(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/** The rate as an integer number of millionths (the currencies table keeps 6 decimals). */
function rateMicros(rate: number): bigint {
  return BigInt(Math.round(rate * 1_000_000));
}

/**
 * USD cents into `digits` minor units of a currency: usd * rate, rounded half away from zero
 * at the currency's minor unit. Negative amounts are rounded by their size, so -x converts
 * to the negative of x.
 */
export function convertUsdCents(usdCents: number, rate: number, digits: number): number {
  const sign = usdCents < 0 ? -1n : 1n;
  const size = BigInt(Math.abs(usdCents)) * rateMicros(rate) * 10n ** BigInt(digits);
  return Number(sign * roundDiv(size, 100n * 1_000_000n));
}

/** The minor-unit digits a currency is displayed with (Intl's, as the web formats it). */
export function displayDigits(code: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/**
 * Converts each line and each component on its own, then sums: the converted subtotal is the
 * sum of the converted lines and the converted total is subtotal − discount + dreamBox +
 * shipping of the converted parts, so what the checkout lists always adds up to what it
 * charges. The total may differ by a minor unit or two from converting the USD total.
 */
export function convertQuote(
  lineTotalsCents: number[],
  usd: QuoteAmounts,
  currency: { code: string; rate: number },
  digits: number,
): ConvertedQuote {
  const convert = (cents: number) => convertUsdCents(cents, currency.rate, digits);
  const lineTotals = lineTotalsCents.map(convert);
  const subtotal = lineTotals.reduce((sum, amount) => sum + amount, 0);
  // The discount never exceeds the subtotal, in USD or after conversion.
  const discount = Math.min(convert(usd.discount), subtotal);
  const shipping = convert(usd.shipping);
  const dreamBox = convert(usd.dreamBox);
  return {
    currency: currency.code,
    rate: currency.rate,
    minorUnitDigits: digits,
    lineTotals,
    amounts: { subtotal, discount, shipping, dreamBox, total: subtotal - discount + dreamBox + shipping },
  };
}

function discountCents(coupon: QuoteCoupon | null | undefined, subtotalCents: number): number {
  if (!coupon) return 0;
  switch (coupon.kind) {
    case 'percent':
      return Number(roundDiv(BigInt(subtotalCents) * BigInt(coupon.percentOff ?? 0), 100n));
    case 'fixed':
      return Math.min(coupon.amountOffCents ?? 0, subtotalCents);
    case 'free_shipping':
      return 0;
  }
}

const USD = { code: 'USD', rate: 1 };

/**
 * Every amount of the checkout (SF-CHK-04): total = subtotal − discount + Dream Box + shipping.
 * The discount applies to the subtotal only (SF-CPN-03). Shipping is charged on goods: free at
 * or above the threshold (compared with the subtotal before the discount, as the cart's
 * progress banner does), and nothing on an empty cart, so a Dream Box alone ships free as
 * advertised (CONFLICT-22).
 */
export function computeQuote(input: QuoteInput): CheckoutQuote {
  const lines = input.lines.map((line) => ({ ...line, lineTotalCents: line.unitPriceCents * line.quantity }));
  const lineTotalsCents = lines.map((line) => line.lineTotalCents);
  const subtotal = lineTotalsCents.reduce((sum, amount) => sum + amount, 0);
  const coupon = input.coupon ?? null;
  const discount = Math.min(discountCents(coupon, subtotal), subtotal);
  const shippingWaived =
    lines.length === 0 || subtotal >= input.settings.freeShippingThresholdCents || coupon?.kind === 'free_shipping';
  const shipping = shippingWaived ? 0 : input.settings.shippingFeeCents;
  const dreamBox = input.dreamBox.enabled ? input.dreamBox.priceCents : 0;
  const usd: QuoteAmounts = {
    subtotal,
    discount,
    shipping,
    dreamBox,
    total: subtotal - discount + dreamBox + shipping,
  };

  const chargeable = input.chargeableCurrencies.includes(input.currency.code);
  const chargeCurrency = chargeable ? input.currency : USD;
  const charge = convertQuote(lineTotalsCents, usd, chargeCurrency, minorUnitDigits(chargeCurrency.code));
  // Charged in the display currency: what is shown is exactly what is charged.
  const display = chargeable
    ? charge
    : convertQuote(lineTotalsCents, usd, input.currency, displayDigits(input.currency.code));
  return {
    lines,
    coupon: coupon && {
      code: coupon.code,
      kind: coupon.kind,
      percentOff: coupon.percentOff,
      amountOffCents: coupon.amountOffCents,
    },
    dreamBox: input.dreamBox.enabled,
    usd,
    display,
    charge,
    chargeCurrencyDiffers: chargeCurrency.code !== input.currency.code,
  };
}
