import { apiPaths, type AdminHomeSection } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminHomeSectionKeys } from './keys';

export function getAdminHomeSection(id: number, signal?: AbortSignal): Promise<AdminHomeSection> {
  return api.get<AdminHomeSection>(apiPaths.admin.homeSection.href(id), { signal });
}

/** One section with its products in order, for the form (`?edit=<id>`); a null id fetches nothing. */
export function useAdminHomeSection(id: number | null) {
  return useQuery({
    queryKey: adminHomeSectionKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getAdminHomeSection(id!, signal),
    enabled: id !== null,
  });
}
