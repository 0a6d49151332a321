import { describe, expect, it } from 'vitest';
import type { AdminCoupon } from '@marquee/contracts';
import { couponFormSchema, emptyCouponForm, fromCoupon, parseCount, toCreateBody, toUpdateBody } from './coupon-form';

const schema = couponFormSchema({ invalidAmount: 'bad amount', invalidCount: 'bad count' });
const errorsOf = (values: typeof emptyCouponForm) => {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('coupon form conversions', () => {
  it('reads counts', () => {
    expect(parseCount('3')).toBe(3);
    expect(parseCount('')).toBeNull();
    expect(parseCount('1.5')).toBeNaN();
  });

  it('sends only the amount of the chosen kind', () => {
    const values = { ...emptyCouponForm, code: ' save5 ', kind: 'fixed' as const, percentOff: '10', amountOff: '5' };
    expect(toCreateBody(values)).toEqual({
      code: 'SAVE5',
      kind: 'fixed',
      percentOff: null,
      amountOffCents: 500,
      minSubtotalCents: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      isActive: true,
    });
    expect(toUpdateBody({ ...values, kind: 'free_shipping' })).toMatchObject({
      percentOff: null,
      amountOffCents: null,
    });
  });

  it('round-trips a coupon', () => {
    const coupon: AdminCoupon = {
      code: 'SAVE10',
      kind: 'percent',
      percentOff: 10,
      amountOffCents: null,
      minSubtotalCents: 2500,
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: null,
      usageLimit: 100,
      perCustomerLimit: 1,
      isActive: false,
      timesUsed: 0,
      orderCount: 0,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const values = fromCoupon(coupon);
    expect(values).toMatchObject({ percentOff: '10', minSubtotal: '25.00', startsAt: '2026-12-01', usageLimit: '100' });
    expect(toUpdateBody(values)).toMatchObject({ percentOff: 10, minSubtotalCents: 2500, startsAt: '2026-12-01' });
  });
});

describe('couponFormSchema', () => {
  it('accepts a sound coupon', () => {
    expect(errorsOf({ ...emptyCouponForm, code: 'save10', percentOff: '10' })).toEqual({});
  });

  it('names the field of each problem, with the shared rules', () => {
    expect(errorsOf({ ...emptyCouponForm, code: 'x', percentOff: '' })).toMatchObject({
      code: 'Code must have at least 2 characters',
      percentOff: 'A percent coupon needs a percent off between 1 and 100',
    });
    expect(errorsOf({ ...emptyCouponForm, code: 'AB', kind: 'fixed', amountOff: 'five' })).toEqual({
      amountOff: 'bad amount',
    });
    expect(
      errorsOf({ ...emptyCouponForm, code: 'AB', kind: 'free_shipping', startsAt: '2026-12-02', endsAt: '2026-12-01' }),
    ).toEqual({ endsAt: 'The end date must be after the start date' });
  });
});
