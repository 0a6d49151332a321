import { apiPaths, type OrderView } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './keys';

/** The session's own orders (the signed-in customer's, or this guest browser's), newest first. */
export function getOrders(signal?: AbortSignal): Promise<{ orders: OrderView[] }> {
  return api.get<{ orders: OrderView[] }>(apiPaths.orders.href(), { signal });
}

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.list(),
    queryFn: ({ signal }) => getOrders(signal),
    // Statuses change on the server (payment, shipping) and a purchase adds one: always ask again.
    staleTime: 0,
  });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
