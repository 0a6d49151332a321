import { apiPaths } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Catalogue and store counts for the dashboard's Overview (GET /api/admin/overview). */
export interface AdminOverview {
  products: number;
  categories: number;
  films: number;
  orders: number;
  customers: number;
}

export function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return api.get<AdminOverview>(apiPaths.admin.overview, { signal });
}

export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.overview(),
    queryFn: ({ signal }) => getAdminOverview(signal),
  });

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}
