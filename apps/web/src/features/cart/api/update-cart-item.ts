import { apiPaths, type Cart } from '@marquee/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useCartMutation } from './cart-cache';

export interface UpdateCartItemInput {
  productId: number;
  /** 0 or less removes the line (SF-CART-08). */
  quantity: number;
}

export function updateCartItem({ productId, quantity }: UpdateCartItemInput): Promise<Cart> {
  return api.patch<Cart>(apiPaths.cartItem.href(productId), { quantity });
}

export function useUpdateCartItem(mutationConfig?: MutationConfig<typeof updateCartItem>) {
  return useCartMutation(updateCartItem, mutationConfig);
}
