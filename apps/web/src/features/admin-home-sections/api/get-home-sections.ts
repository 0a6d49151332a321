import { apiPaths, type AdminHomeSectionList } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminHomeSectionKeys } from './keys';

export function getAdminHomeSections(signal?: AbortSignal): Promise<AdminHomeSectionList> {
  return api.get<AdminHomeSectionList>(apiPaths.admin.homeSections.href(), { signal });
}

export const adminHomeSectionsQueryOptions = () =>
  queryOptions({
    queryKey: adminHomeSectionKeys.list(),
    queryFn: ({ signal }) => getAdminHomeSections(signal),
  });

/** ADM-HSEC-02: every section by section order, with its product count. */
export function useAdminHomeSections() {
  return useQuery(adminHomeSectionsQueryOptions());
}
