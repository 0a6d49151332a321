import { apiPaths, type BuyAgainResult } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartCache } from '@/features/cart/api/cart-cache';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Puts the order's lines that are still on sale into the cart; the answer names what was skipped. */
export function buyAgain(orderNumber: string): Promise<BuyAgainResult> {
  return api.post<BuyAgainResult>(apiPaths.account.buyAgain.href(orderNumber));
}

/** The cart query takes the server's fresh cart, so the header's count changes at once. */
export function useBuyAgain(mutationConfig?: MutationConfig<typeof buyAgain>) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: buyAgain,
    onSuccess: async (...args) => {
      cartCache.settle(queryClient, args[0].cart);
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      // The cart may have changed on the server before the failure: read it again.
      cartCache.settle(queryClient, undefined);
      await onError?.(...args);
    },
  });
}
