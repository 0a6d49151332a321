import type { Cart } from '@marquee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * Every cart write answers with the whole fresh cart from the server, so the cache takes
 * that answer (SF-CART-10: the cart as the server has it after every change). After a
 * failure the cart is fetched again, since the server may have changed part of it.
 */
export const cartCache = {
  settle(queryClient: QueryClient, cart: Cart | undefined) {
    if (cart) queryClient.setQueryData(queryKeys.cart.current(), cart);
    else void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
  },
};
