import { apiPaths, type AdminCustomerList, type adminCustomerListQuerySchema } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminCustomerKeys } from './keys';

/** The list's search, sort and page as sent (the contract's input type leaves the numbers unknown). */
export type AdminCustomersQuery = Partial<z.output<typeof adminCustomerListQuerySchema>>;

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
