import { describe, expect, it } from 'vitest';
import { addMonths, billingCycleOf } from './billing-cycle.js';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe('issue 26 the billing cycle of a Dream Box payment', () => {
  const start = at('2026-01-31T10:00:00Z');

  it('months run from the start, clamped to short months', () => {
    expect(addMonths(start, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(start, 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(addMonths(start, 11).toISOString()).toBe('2026-12-31T10:00:00.000Z');
    expect(addMonths(start, 13).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });

  it('the first payment is cycle 1, each month on its own cycle', () => {
    expect(billingCycleOf(start, start)).toBe(1);
    expect(billingCycleOf(start, at('2026-02-28T10:00:05Z'))).toBe(2);
    expect(billingCycleOf(start, at('2026-03-31T10:00:00Z'))).toBe(3);
    expect(billingCycleOf(start, at('2027-01-31T10:00:00Z'))).toBe(13);
  });

  it('a payment collected late on PayPal’s retry still belongs to its month', () => {
    expect(billingCycleOf(start, new Date(addMonths(start, 1).getTime() + 5 * DAY))).toBe(2);
    expect(billingCycleOf(start, new Date(addMonths(start, 1).getTime() + 20 * DAY))).toBe(2);
  });

  it('a payment a little early belongs to the month about to begin, never below cycle 1', () => {
    expect(billingCycleOf(start, new Date(addMonths(start, 1).getTime() - 6 * 60 * 60 * 1000))).toBe(2);
    expect(billingCycleOf(start, new Date(start.getTime() - 2 * DAY))).toBe(1);
    expect(billingCycleOf(start, new Date(start.getTime() - 40 * DAY))).toBe(1);
  });
});
