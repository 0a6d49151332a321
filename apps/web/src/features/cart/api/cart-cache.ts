import type { Cart } from '@marquee/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '@/lib/query-client';
import { cartKeys } from './keys';

/**
 * Every cart write answers with the whole fresh cart from the server, so the cache takes
 * that answer (SF-CART-10: the cart as the server has it after every change). After a
 * failure the cart is fetched again, since the server may have changed part of it.
 */
export const cartCache = {
  settle(queryClient: QueryClient, cart: Cart | undefined) {
    if (cart) queryClient.setQueryData(cartKeys.current(), cart);
    else void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  },
};

/** The one mutation hook behind every cart write: settles the cache, then the caller's callbacks run. */
export function useCartMutation<Input>(
  mutationFn: (input: Input) => Promise<Cart>,
  mutationConfig?: MutationConfig<(input: Input) => Promise<Cart>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn,
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
