import type { OrderView } from '@marquee/contracts';
import type { OrderParts } from '@/features/account/components/orders/orders-tab';
import { OrderItems } from '@/features/orders/components/order-items';
import { OrderProgress } from '@/features/orders/components/order-progress';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { ShippingAddressCard } from '@/features/orders/components/shipping-address-card';
import { TrackPackage } from '@/features/orders/components/track-package';
import { useOrderMoney } from '@/features/orders/components/use-order-money';

function OrderMoney({
  display,
  amount,
}: {
  display: Pick<OrderView['display'], 'currency' | 'minorUnitDigits'>;
  amount: number;
}) {
  return useOrderMoney(display)(amount);
}

/** The order pages' pieces for the account's Orders tab (decision 052: composed here, in the app). */
export const accountOrderParts: OrderParts = {
  StatusBadge: OrderStatusBadge,
  Progress: OrderProgress,
  Items: OrderItems,
  ShippingAddress: ShippingAddressCard,
  TrackPackage,
  Money: OrderMoney,
};
