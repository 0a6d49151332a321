import { ORDER_STATUS_MOVES, type OrderStatusName } from '@marquee/contracts';

export type OrderAction = 'process' | 'ship' | 'deliver' | 'cancel' | 'refund';

/** The status each staff action moves an order to. */
export const actionTarget = {
  process: 'processing',
  ship: 'shipping',
  deliver: 'delivered',
  cancel: 'cancelled',
  refund: 'refunded',
} as const satisfies Record<OrderAction, OrderStatusName>;

/** The actions valid for an order in `status`, in the order the detail shows them (the server decides). */
export function actionsFor(status: OrderStatusName): readonly OrderAction[] {
  const targets = ORDER_STATUS_MOVES[status];
  return (Object.keys(actionTarget) as OrderAction[]).filter((action) => targets.includes(actionTarget[action]));
}

/** Cancel and refund return the payment and restock: they are confirmed first. */
export function needsConfirmation(action: OrderAction): boolean {
  return action === 'cancel' || action === 'refund';
}

/** The carriers the ship form offers; 'Other' lets staff name one. */
export const carriers = ['UPS', 'USPS', 'FedEx', 'DHL', 'Other'] as const;
