import { apiPaths, type Cart } from '@marquee/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useCartMutation } from './cart-cache';

/** Empties the current owner's cart (SF-CART-09). A failure is silent: logged, no toast (SF-GEN-03). */
export function clearCart(): Promise<Cart> {
  return api.delete<Cart>(apiPaths.cart.href());
}

export function useClearCart(mutationConfig?: MutationConfig<typeof clearCart>) {
  return useCartMutation(clearCart, {
    ...mutationConfig,
    onError: async (...args) => {
      console.error('Clearing the cart failed', args[0]);
      await mutationConfig?.onError?.(...args);
    },
  });
}
