import { ORDER_PROGRESS_PERCENT, orderStatusNames } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { endedStatus, stepStates } from './order-steps';

describe('the account order steps (ACC-19, BC-26)', () => {
  it('ACC-19 marks Order Placed, Processing, Shipped, Delivered as the status reaches them', () => {
    expect(stepStates('pending')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(stepStates('processing')).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(stepStates('shipping')).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(stepStates('delivered')).toEqual(['done', 'done', 'done', 'done']);
  });

  it('BC-26 the bar the steps sit on is 33, 66 and 100 % for processing, shipping and delivered', () => {
    const drawn = orderStatusNames.filter((status) => !endedStatus(status));
    expect(drawn.map((status) => ORDER_PROGRESS_PERCENT[status])).toEqual([0, 33, 66, 100]);
  });

  it('a cancelled or refunded order shows no progress: it has ended', () => {
    expect(orderStatusNames.filter((status) => endedStatus(status))).toEqual(['cancelled', 'refunded']);
    expect(stepStates('cancelled')).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });
});
