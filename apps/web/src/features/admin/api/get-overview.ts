import { apiPaths, type AdminOverview } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export type { AdminOverview };

export function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return api.get<AdminOverview>(apiPaths.admin.overview.href(), { signal });
}

export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => getAdminOverview(signal),
  });

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}
