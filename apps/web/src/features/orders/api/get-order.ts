import { apiPaths, type OrderView } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './keys';

export interface OrderAccess {
  orderNumber: string;
}

/**
 * One order, opened by the browser's cookies alone (issue 27): the session, the guest cookie
 * within the hour after buying, or the access cookie an e-mailed link was exchanged for. No
 * token is ever sent; anyone else gets 404 NOT_FOUND.
 */
export function getOrder({ orderNumber }: OrderAccess, signal?: AbortSignal): Promise<OrderView> {
  return api.get<OrderView>(apiPaths.order.href(orderNumber), { signal });
}

export const orderQueryOptions = (access: OrderAccess) =>
  queryOptions({
    queryKey: orderKeys.detail(access.orderNumber),
    queryFn: ({ signal }) => getOrder(access, signal),
  });

export function useOrder(access: OrderAccess) {
  return useQuery(orderQueryOptions(access));
}
