import { apiPaths, type Cart } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { cartCache } from './cart-cache';

export interface UpdateCartItemInput {
  productId: number;
  /** 0 or less removes the line (SF-CART-08). */
  quantity: number;
}

export function updateCartItem({ productId, quantity }: UpdateCartItemInput): Promise<Cart> {
  return api.patch<Cart>(apiPaths.cartItem(productId), { quantity });
}

export function useUpdateCartItem(mutationConfig?: MutationConfig<typeof updateCartItem>) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateCartItem,
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
