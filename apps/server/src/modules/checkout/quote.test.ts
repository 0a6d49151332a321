import { describe, expect, it } from 'vitest';
import { CHARGE_CURRENCIES } from '@marquee/contracts';
import { computeQuote, convertUsdCents, type QuoteInput } from './quote.js';

const base: QuoteInput = {
  lines: [],
  coupon: null,
  dreamBox: { enabled: false, priceCents: 2999 },
  settings: { freeShippingThresholdCents: 8500, shippingFeeCents: 999 },
  currency: { code: 'USD', rate: 1 },
  chargeableCurrencies: CHARGE_CURRENCIES,
};
const line = (unitPriceCents: number, quantity = 1, productId = 1) => ({
  productId,
  title: `Product ${productId}`,
  unitPriceCents,
  quantity,
});
const quote = (overrides: Partial<QuoteInput>) => computeQuote({ ...base, ...overrides });

describe('issue 11 computeQuote', () => {
  it('SF-CHK-04 BC-06 total = subtotal − discount + Dream Box + shipping, shipping below the threshold only', () => {
    const below = quote({
      lines: [line(2000, 2)],
      coupon: { code: 'SAVE10', kind: 'percent', percentOff: 10, amountOffCents: null },
      dreamBox: { enabled: true, priceCents: 2999 },
    });
    expect(below.usd).toEqual({ subtotal: 4000, discount: 400, shipping: 999, dreamBox: 2999, total: 7598 });
    const atThreshold = quote({ lines: [line(8500)] });
    expect(atThreshold.usd).toMatchObject({ shipping: 0, total: 8500 });
    const justBelow = quote({ lines: [line(8499)] });
    expect(justBelow.usd).toMatchObject({ shipping: 999, total: 9498 });
  });

  it('SF-CPN-03 the discount applies to the subtotal only, rounds half away from zero, and never exceeds it', () => {
    const percent = quote({
      lines: [line(1005)],
      coupon: { code: 'SAVE10', kind: 'percent', percentOff: 10, amountOffCents: null },
      dreamBox: { enabled: true, priceCents: 2999 },
    });
    // 10 % of 10.05 is 1.005 -> 1.01; shipping and the Dream Box are not discounted.
    expect(percent.usd).toEqual({ subtotal: 1005, discount: 101, shipping: 999, dreamBox: 2999, total: 4902 });
    const fixed = quote({
      lines: [line(1500)],
      coupon: { code: 'TENOFF', kind: 'fixed', percentOff: null, amountOffCents: 5000 },
    });
    expect(fixed.usd).toEqual({ subtotal: 1500, discount: 1500, shipping: 999, dreamBox: 0, total: 999 });
  });

  it('free_shipping coupons zero the shipping and leave the subtotal whole', () => {
    const result = quote({
      lines: [line(2000)],
      coupon: { code: 'SHIPFREE', kind: 'free_shipping', percentOff: null, amountOffCents: null },
    });
    expect(result.usd).toEqual({ subtotal: 2000, discount: 0, shipping: 0, dreamBox: 0, total: 2000 });
  });

  it('an empty cart costs nothing; a Dream Box alone ships free (CONFLICT-22)', () => {
    expect(quote({}).usd).toEqual({ subtotal: 0, discount: 0, shipping: 0, dreamBox: 0, total: 0 });
    expect(quote({ dreamBox: { enabled: true, priceCents: 2999 } }).usd).toEqual({
      subtotal: 0,
      discount: 0,
      shipping: 0,
      dreamBox: 2999,
      total: 2999,
    });
  });

  it('converts with one rounding rule, half away from zero at the minor unit, in integers', () => {
    expect(convertUsdCents(1000, 0.93, 2)).toBe(930);
    expect(convertUsdCents(1, 0.5, 2)).toBe(1); // 0.5 of a cent rounds away from zero
    expect(convertUsdCents(-1, 0.5, 2)).toBe(-1);
    expect(convertUsdCents(999, 144.61, 0)).toBe(1445); // 1444.6539
    // $10,000,000 in won: past what a double multiplies exactly, still exact here.
    expect(convertUsdCents(1_000_000_000, 1325.78, 0)).toBe(13_257_800_000);
  });

  it('EUR: the charge is in euros and its parts add up to its total', () => {
    const result = quote({
      lines: [line(1999, 3, 1), line(555, 1, 2)],
      coupon: { code: 'SAVE10', kind: 'percent', percentOff: 10, amountOffCents: null },
      dreamBox: { enabled: true, priceCents: 2999 },
      currency: { code: 'EUR', rate: 0.93 },
    });
    expect(result.chargeCurrencyDiffers).toBe(false);
    expect(result.charge).toMatchObject({ currency: 'EUR', minorUnitDigits: 2, lineTotals: [5577, 516] });
    const { subtotal, discount, shipping, dreamBox, total } = result.charge.amounts;
    expect(subtotal).toBe(5577 + 516);
    expect(total).toBe(subtotal - discount + dreamBox + shipping);
    expect(result.display).toEqual(result.charge);
  });

  it('JPY is charged in whole yen and the parts add up', () => {
    const result = quote({
      lines: [line(1999, 1, 1), line(1999, 1, 2), line(333, 1, 3)],
      currency: { code: 'JPY', rate: 144.61 },
    });
    expect(result.charge.currency).toBe('JPY');
    expect(result.charge.minorUnitDigits).toBe(0);
    // 19.99 * 144.61 = 2890.75 -> 2891 each; 3.33 * 144.61 = 481.55 -> 482; shipping 9.99 -> 1445.
    expect(result.charge.lineTotals).toEqual([2891, 2891, 482]);
    expect(result.charge.amounts).toEqual({ subtotal: 6264, discount: 0, shipping: 1445, dreamBox: 0, total: 7709 });
  });

  it('a currency the provider cannot charge in is shown as picked and charged in USD', () => {
    const result = quote({ lines: [line(4000)], currency: { code: 'INR', rate: 82.67 } });
    expect(result.chargeCurrencyDiffers).toBe(true);
    expect(result.display).toMatchObject({
      currency: 'INR',
      amounts: { subtotal: 330680, shipping: 82587, total: 413267 },
    });
    expect(result.charge).toMatchObject({ currency: 'USD', rate: 1, amounts: result.usd });
  });
});
