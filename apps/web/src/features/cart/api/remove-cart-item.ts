import { apiPaths, type Cart } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { cartCache } from './cart-cache';

export function removeCartItem(productId: number): Promise<Cart> {
  return api.delete<Cart>(apiPaths.cartItem(productId));
}

export function useRemoveCartItem(mutationConfig?: MutationConfig<typeof removeCartItem>) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: removeCartItem,
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
