import { orderStatusNames } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { displayStatus, isShipping } from './order-status';

describe('order status display', () => {
  it('SF-TRACK-02 names delivered, shipping and processing; anything else is Pending', () => {
    expect(Object.fromEntries(orderStatusNames.map((status) => [status, displayStatus(status)]))).toEqual({
      pending: 'pending',
      processing: 'processing',
      shipping: 'shipping',
      delivered: 'delivered',
      cancelled: 'pending',
      refunded: 'pending',
    });
  });

  it('SF-TRACK-03 only shipping shows Track Package', () => {
    expect(orderStatusNames.filter(isShipping)).toEqual(['shipping']);
  });
});
