import { apiPaths, type AdminCustomPage } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCustomPageKeys } from './keys';

export function getAdminCustomPage(id: number, signal?: AbortSignal): Promise<AdminCustomPage> {
  return api.get<AdminCustomPage>(apiPaths.admin.customPage.href(id), { signal });
}

export const adminCustomPageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminCustomPageKeys.detail(id),
    queryFn: ({ signal }) => getAdminCustomPage(id, signal),
  });

/** The page the editor shows (`?edit=<id>`); nothing is fetched without an id. */
export function useAdminCustomPage(id: number | null) {
  return useQuery({ ...adminCustomPageQueryOptions(id ?? 0), enabled: id !== null });
}
