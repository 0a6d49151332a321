import { apiPaths, type AddCartItemBody, type Cart } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { cartCache } from './cart-cache';

/** Adds to the product's line, or creates it (SF-CART-07); the server checks stock. */
export function addToCart(input: AddCartItemBody): Promise<Cart> {
  return api.post<Cart>(apiPaths.cartItems, input);
}

export function useAddToCart(mutationConfig?: MutationConfig<typeof addToCart>) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: addToCart,
    onSuccess: async (...args) => {
      cartCache.settle(queryClient, args[0]);
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      cartCache.settle(queryClient, undefined);
      await onError?.(...args);
    },
  });
}
