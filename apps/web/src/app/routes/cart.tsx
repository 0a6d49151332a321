import { CartView } from '@/features/cart/components/cart-view';

export function CartRoute() {
  return <CartView />;
}
