import type { OrderStatusName, OrderView, ShippingAddress } from '@marquee/contracts';
import type { ComponentType } from 'react';

/**
 * The orders feature's own pieces the account's Orders tab draws with. A feature does not import
 * another feature's components (decision 052): the app hands them in
 * (`app/account-order-parts.tsx`), so the tab shows an order exactly as the order pages do.
 */
export interface OrderParts {
  StatusBadge: ComponentType<{ status: OrderStatusName }>;
  /** The 0/33/66/100 % bar (spec D-06). */
  Progress: ComponentType<{ orderNumber: string; percent: number }>;
  /** The lines as bought, with their snapshot prices. */
  Items: ComponentType<{ order: OrderView }>;
  ShippingAddress: ComponentType<{ address: ShippingAddress }>;
  TrackPackage: ComponentType<{ tracking: Pick<OrderView, 'trackingNumber' | 'carrier' | 'trackingUrl'> }>;
  /** An amount of the order in the currency it was bought in, not today's. */
  Money: ComponentType<{ display: Pick<OrderView['display'], 'currency' | 'minorUnitDigits'>; amount: number }>;
}
