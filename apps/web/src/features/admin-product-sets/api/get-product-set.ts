import { apiPaths, type AdminProductSet } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProductSetKeys } from './keys';

export function getAdminProductSet(id: number, signal?: AbortSignal): Promise<AdminProductSet> {
  return api.get<AdminProductSet>(apiPaths.admin.productSet.href(id), { signal });
}

/** One set, for the form opened from a link (`?edit=<id>`); null id fetches nothing. */
export function useAdminProductSet(id: number | null) {
  return useQuery({
    queryKey: adminProductSetKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getAdminProductSet(id!, signal),
    enabled: id !== null,
  });
}
