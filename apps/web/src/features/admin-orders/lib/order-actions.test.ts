import { describe, expect, it } from 'vitest';
import { actionTarget, actionsFor, needsConfirmation } from './order-actions';

describe('actionsFor', () => {
  it('offers the moves of spec D-06 only', () => {
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
