import { apiPaths, type AdminCustomPageList, type AdminCustomPageListQuery } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCustomPageKeys } from './keys';

export function getAdminCustomPages(
  query: AdminCustomPageListQuery,
  signal?: AbortSignal,
): Promise<AdminCustomPageList> {
  return api.get<AdminCustomPageList>(apiPaths.admin.customPages.href(), { query: { ...query }, signal });
}

export const adminCustomPagesQueryOptions = (query: AdminCustomPageListQuery) =>
  queryOptions({
    queryKey: adminCustomPageKeys.list(query),
    queryFn: ({ signal }) => getAdminCustomPages(query, signal),
    placeholderData: keepPreviousData,
  });

/** ADM-CPAGE-01: newest first (the server's default). */
export function useAdminCustomPages(query: AdminCustomPageListQuery) {
  return useQuery(adminCustomPagesQueryOptions(query));
}
