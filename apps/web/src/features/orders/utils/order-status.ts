import type { OrderStatusName } from '@marquee/contracts';

/** The statuses the order pages name (SF-TRACK-02); any other value reads Pending (spec D-06). */
export const displayStatuses = ['pending', 'processing', 'shipping', 'delivered'] as const;
export type DisplayStatus = (typeof displayStatuses)[number];

export function displayStatus(status: OrderStatusName): DisplayStatus {
  return status === 'processing' || status === 'shipping' || status === 'delivered' ? status : 'pending';
}

/** Only an order on its way shows Track Package and the progress bar (SF-TRACK-03). */
export function isShipping(status: OrderStatusName): boolean {
  return status === 'shipping';
}
