import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, optionalDollarsToCents } from './dollars';

describe('admin price inputs (ADM-PROD-02, ADM-SET-01, ADM-CPN)', () => {
  it('shows cents as dollars with 2 decimals', () => {
    expect(centsToDollars(1999)).toBe('19.99');
    expect(centsToDollars(500)).toBe('5.00');
    expect(centsToDollars(Number.NaN)).toBe('');
  });

  it('reads dollars back as whole cents, with at most two decimals', () => {
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('59.99')).toBe(5999);
    expect(dollarsToCents('5.5')).toBe(550);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents(' 12 ')).toBe(1200);
    expect(dollarsToCents('0')).toBe(0);
    // 0.29 * 100 is 28.999999999999996 in floating point: whole-number reading gives 29.
    expect(dollarsToCents('0.29')).toBe(29);
    for (const bad of ['', '-1', '1.234', '1.999', '5.555', '1,50', 'abc', 'ten', '1e3']) {
      expect(dollarsToCents(bad)).toBeNaN();
    }
  });

  it('an optional amount is null when blank', () => {
    expect(optionalDollarsToCents(' ')).toBeNull();
    expect(optionalDollarsToCents('5')).toBe(500);
    expect(optionalDollarsToCents('-1')).toBeNaN();
  });
});
