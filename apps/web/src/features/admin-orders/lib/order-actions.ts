import type { OrderStatusName } from '@marquee/contracts';

export type OrderAction = 'process' | 'ship' | 'deliver' | 'cancel' | 'refund';

/** The status each staff action moves an order to. */
export const actionTarget = {
  process: 'processing',
  ship: 'shipping',
  deliver: 'delivered',
  cancel: 'cancelled',
  refund: 'refunded',
} as const satisfies Record<OrderAction, OrderStatusName>;

/** The moves staff may make (DECISIONS 06; the server's allowedMoves decides, this only offers them). */
const moves: Record<OrderStatusName, readonly OrderAction[]> = {
  pending: ['process', 'cancel'],
  processing: ['ship', 'cancel', 'refund'],
  shipping: ['deliver', 'refund'],
  delivered: ['refund'],
  cancelled: [],
  refunded: [],
};

/** The actions valid for an order in `status`, in the order the detail shows them. */
export function actionsFor(status: OrderStatusName): readonly OrderAction[] {
  return moves[status];
}

/** Cancel and refund return the payment and restock: they are confirmed first. */
export function needsConfirmation(action: OrderAction): boolean {
  return action === 'cancel' || action === 'refund';
}

/** The carriers the ship form offers; 'Other' lets staff name one. */
export const carriers = ['UPS', 'USPS', 'FedEx', 'DHL', 'Other'] as const;
