import { apiPaths, type AdminCustomerList } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCustomerKeys, type AdminCustomersQuery } from './keys';

export function getAdminCustomers(query: AdminCustomersQuery, signal?: AbortSignal): Promise<AdminCustomerList> {
  return api.get<AdminCustomerList>(apiPaths.admin.customers.href(), { query: { ...query }, signal });
}

export const adminCustomersQueryOptions = (query: AdminCustomersQuery) =>
  queryOptions({
    queryKey: adminCustomerKeys.list(query),
    queryFn: ({ signal }) => getAdminCustomers(query, signal),
    // The previous page stays on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });

export function useAdminCustomers(query: AdminCustomersQuery) {
  return useQuery(adminCustomersQueryOptions(query));
}
