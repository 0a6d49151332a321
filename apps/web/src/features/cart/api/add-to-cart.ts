import { apiPaths, type AddCartItemBody, type Cart } from '@marquee/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useCartMutation } from './cart-cache';

/** Adds to the product's line, or creates it (SF-CART-07); the server checks stock. */
export function addToCart(input: AddCartItemBody): Promise<Cart> {
  return api.post<Cart>(apiPaths.cartItems.href(), input);
}

export function useAddToCart(mutationConfig?: MutationConfig<typeof addToCart>) {
  return useCartMutation(addToCart, mutationConfig);
}
