import { apiPaths, type Cart } from '@marquee/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useCartMutation } from './cart-cache';

export function removeCartItem(productId: number): Promise<Cart> {
  return api.delete<Cart>(apiPaths.cartItem.href(productId));
}

export function useRemoveCartItem(mutationConfig?: MutationConfig<typeof removeCartItem>) {
  return useCartMutation(removeCartItem, mutationConfig);
}
