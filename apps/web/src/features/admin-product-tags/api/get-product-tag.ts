import { apiPaths, type AdminProductTag } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProductTagKeys } from './keys';

export function getAdminProductTag(id: number, signal?: AbortSignal): Promise<AdminProductTag> {
  return api.get<AdminProductTag>(apiPaths.admin.productTag.href(id), { signal });
}

/** One tag, for the form opened from a link (`?edit=<id>`); null id fetches nothing. */
export function useAdminProductTag(id: number | null) {
  return useQuery({
    queryKey: adminProductTagKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getAdminProductTag(id!, signal),
    enabled: id !== null,
  });
}
