import { apiPaths, type AdminOrderList, type AdminOrderListQuery } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOrderKeys } from './keys';

export type AdminOrdersQuery = Partial<AdminOrderListQuery>;

export function getAdminOrders(query: AdminOrdersQuery, signal?: AbortSignal): Promise<AdminOrderList> {
  return api.get<AdminOrderList>(apiPaths.admin.orders.href(), { query: { ...query }, signal });
}

export const adminOrdersQueryOptions = (query: AdminOrdersQuery) =>
  queryOptions({
    queryKey: adminOrderKeys.list(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(query: AdminOrdersQuery) {
  return useQuery(adminOrdersQueryOptions(query));
}
