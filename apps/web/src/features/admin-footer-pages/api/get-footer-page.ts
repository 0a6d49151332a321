import { apiPaths, type AdminFooterPage } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminFooterPageKeys } from './keys';

export function getAdminFooterPage(id: number, signal?: AbortSignal): Promise<AdminFooterPage> {
  return api.get<AdminFooterPage>(apiPaths.admin.footerPage.href(id), { signal });
}

/** One page with its HTML, for the editor (`?edit=<id>`); a null id fetches nothing. */
export function useAdminFooterPage(id: number | null) {
  return useQuery({
    queryKey: adminFooterPageKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getAdminFooterPage(id!, signal),
    enabled: id !== null,
  });
}
