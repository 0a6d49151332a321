import { apiPaths, type AdminCustomerDetail } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCustomerKeys } from './keys';

export function getAdminCustomer(customerId: string, signal?: AbortSignal): Promise<AdminCustomerDetail> {
  return api.get<AdminCustomerDetail>(apiPaths.admin.customer.href(customerId), { signal });
}

export const adminCustomerQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: adminCustomerKeys.detail(customerId),
    queryFn: ({ signal }) => getAdminCustomer(customerId, signal),
  });

export function useAdminCustomer(customerId: string | null) {
  return useQuery({ ...adminCustomerQueryOptions(customerId ?? ''), enabled: customerId !== null });
}
