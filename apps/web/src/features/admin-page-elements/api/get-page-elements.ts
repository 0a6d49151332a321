import { apiPaths, type AdminPageElementList, type AdminPageElementListQuery } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPageElementKeys } from './keys';

export function getAdminPageElements(
  query: AdminPageElementListQuery,
  signal?: AbortSignal,
): Promise<AdminPageElementList> {
  return api.get<AdminPageElementList>(apiPaths.admin.pageElements.href(), { query: { ...query }, signal });
}

export const adminPageElementsQueryOptions = (query: AdminPageElementListQuery) =>
  queryOptions({
    queryKey: adminPageElementKeys.list(query),
    queryFn: ({ signal }) => getAdminPageElements(query, signal),
    placeholderData: keepPreviousData,
  });

/** ADM-ELEM-01: by page type, page and element_order (the server's default). */
export function useAdminPageElements(query: AdminPageElementListQuery) {
  return useQuery(adminPageElementsQueryOptions(query));
}
