import type { OrderStatusName } from '@marquee/contracts';

/** The account's four steps (ACC-19), in order. */
export const accountOrderSteps = ['placed', 'processing', 'shipped', 'delivered'] as const;
export type AccountOrderStep = (typeof accountOrderSteps)[number];

/** A cancelled or refunded order is over: it shows that, not a progress it never makes. */
export type EndedStatus = Extract<OrderStatusName, 'cancelled' | 'refunded'>;

export function endedStatus(status: OrderStatusName): EndedStatus | null {
  return status === 'cancelled' || status === 'refunded' ? status : null;
}

/**
 * How many steps the order has reached: a placed order (pending, awaiting payment) has the
 * first; processing, shipping and delivered add one each (spec D-06). 0 for an ended order.
 */
export function stepsReached(status: OrderStatusName): number {
  const reached: Record<OrderStatusName, number> = {
    pending: 1,
    processing: 2,
    shipping: 3,
    delivered: 4,
    cancelled: 0,
    refunded: 0,
  };
  return reached[status];
}

export type StepState = 'done' | 'current' | 'upcoming';

/** Each step's state: the last step reached is under way unless the order is delivered. */
export function stepStates(status: OrderStatusName): StepState[] {
  const reached = stepsReached(status);
  const finished = reached === accountOrderSteps.length;
  return accountOrderSteps.map((_, index) => {
    if (index < reached - 1 || (finished && index === reached - 1)) return 'done';
    return index === reached - 1 ? 'current' : 'upcoming';
  });
}
