import { apiPaths, type Cart } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartKeys } from './keys';

export function getCart(signal?: AbortSignal): Promise<Cart> {
  return api.get<Cart>(apiPaths.cart.href(), { signal });
}

/** A failed cart read is silent (SF-GEN-03): the query cache logs it, no toast. */
export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.current(),
    queryFn: ({ signal }) => getCart(signal),
  });

export function useCart() {
  return useQuery(cartQueryOptions());
}
