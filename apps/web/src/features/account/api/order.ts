import { apiPaths, type OrderView } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** One of the customer's orders; 404 NOT_FOUND for a number that is not theirs (ACC-21). */
export function getAccountOrder(orderNumber: string, signal?: AbortSignal): Promise<OrderView> {
  return api.get<OrderView>(apiPaths.account.order.href(orderNumber), { signal });
}

export const accountOrderQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: accountKeys.order(orderNumber),
    queryFn: ({ signal }) => getAccountOrder(orderNumber, signal),
    staleTime: 0,
  });

export function useAccountOrder(orderNumber: string) {
  return useQuery(accountOrderQueryOptions(orderNumber));
}
