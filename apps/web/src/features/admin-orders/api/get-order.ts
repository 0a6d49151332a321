import { apiPaths, type AdminOrderDetail } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOrderKeys } from './keys';

export function getAdminOrder(orderNumber: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return api.get<AdminOrderDetail>(apiPaths.admin.order.href(orderNumber), { signal });
}

export const adminOrderQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(orderNumber),
    queryFn: ({ signal }) => getAdminOrder(orderNumber, signal),
  });

export function useAdminOrder(orderNumber: string | null) {
  return useQuery({ ...adminOrderQueryOptions(orderNumber ?? ''), enabled: orderNumber !== null });
}
