import { apiPaths, type Cart } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { cartCache } from './cart-cache';

/** Empties the current owner's cart (SF-CART-09). A failure is silent: logged, no toast (SF-GEN-03). */
export function clearCart(): Promise<Cart> {
  return api.delete<Cart>(apiPaths.cart);
}

export function useClearCart(mutationConfig?: MutationConfig<typeof clearCart>) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: clearCart,
    onSuccess: async (...args) => {
      cartCache.settle(queryClient, args[0]);
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      console.error('Clearing the cart failed', args[0]);
      cartCache.settle(queryClient, undefined);
      await onError?.(...args);
    },
  });
}
