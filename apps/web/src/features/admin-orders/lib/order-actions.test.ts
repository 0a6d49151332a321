import { describe, expect, it } from 'vitest';
import { actionTarget, actionsFor, needsConfirmation } from './order-actions';
import { formatMinor } from './format';

describe('actionsFor', () => {
  it('offers the moves of DECISIONS 06 only', () => {
    const targets = (status: Parameters<typeof actionsFor>[0]) => actionsFor(status).map((a) => actionTarget[a]);
    expect(targets('pending')).toEqual(['processing', 'cancelled']);
    expect(targets('processing')).toEqual(['shipping', 'cancelled', 'refunded']);
    expect(targets('shipping')).toEqual(['delivered', 'refunded']);
    expect(targets('delivered')).toEqual(['refunded']);
    expect(targets('cancelled')).toEqual([]);
    expect(targets('refunded')).toEqual([]);
  });

  it('confirms the moves that return money', () => {
    expect(needsConfirmation('cancel')).toBe(true);
    expect(needsConfirmation('refund')).toBe(true);
    expect(needsConfirmation('ship')).toBe(false);
  });
});

describe('formatMinor', () => {
  it('formats minor units with the currency digits', () => {
    expect(formatMinor(1999, 'USD', 2)).toBe('$19.99');
    expect(formatMinor(1500, 'JPY', 0)).toBe('¥1,500');
    expect(formatMinor(-250, 'EUR', 2)).toBe('-€2.50');
  });
});
