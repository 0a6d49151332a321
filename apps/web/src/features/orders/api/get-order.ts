import { apiPaths, type OrderView } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './keys';

export interface OrderAccess {
  orderNumber: string;
  /** The e-mail's link and the checkout's redirect carry it; the owner's cookies do without. */
  token?: string | undefined;
}

/** One order, for its owner or with its access token; anyone else gets 404 NOT_FOUND. */
export function getOrder({ orderNumber, token }: OrderAccess, signal?: AbortSignal): Promise<OrderView> {
  return api.get<OrderView>(apiPaths.order.href(orderNumber, { token }), { signal });
}

export const orderQueryOptions = (access: OrderAccess) =>
  queryOptions({
    queryKey: orderKeys.detail(access.token ? `${access.orderNumber}:${access.token}` : access.orderNumber),
    queryFn: ({ signal }) => getOrder(access, signal),
  });

export function useOrder(access: OrderAccess) {
  return useQuery(orderQueryOptions(access));
}
