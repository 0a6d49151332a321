import { apiPaths, type AdminCategory } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCategoryKeys } from './keys';

export function getAdminCategory(id: number, signal?: AbortSignal): Promise<AdminCategory> {
  return api.get<AdminCategory>(apiPaths.admin.category.href(id), { signal });
}

export const adminCategoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminCategoryKeys.detail(id), queryFn: ({ signal }) => getAdminCategory(id, signal) });

/** One category, for the form opened from a link (`?edit=<id>`); null id fetches nothing. */
export function useAdminCategory(id: number | null) {
  return useQuery({ ...adminCategoryQueryOptions(id ?? 0), enabled: id !== null });
}
