import { apiPaths, type AdminPageElement } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPageElementKeys } from './keys';

export function getAdminPageElement(id: number, signal?: AbortSignal): Promise<AdminPageElement> {
  return api.get<AdminPageElement>(apiPaths.admin.pageElement.href(id), { signal });
}

/** One element, for the form (`?edit=<id>`); a null id fetches nothing. */
export function useAdminPageElement(id: number | null) {
  return useQuery({
    queryKey: adminPageElementKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getAdminPageElement(id!, signal),
    enabled: id !== null,
  });
}
