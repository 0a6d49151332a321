import { apiPaths, type AdminFooterPageList, type AdminFooterPageListQuery } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminFooterPageKeys } from './keys';

export function getAdminFooterPages(
  query: AdminFooterPageListQuery,
  signal?: AbortSignal,
): Promise<AdminFooterPageList> {
  return api.get<AdminFooterPageList>(apiPaths.admin.footerPages.href(), { query: { ...query }, signal });
}

export const adminFooterPagesQueryOptions = (query: AdminFooterPageListQuery) =>
  queryOptions({
    queryKey: adminFooterPageKeys.list(query),
    queryFn: ({ signal }) => getAdminFooterPages(query, signal),
    placeholderData: keepPreviousData,
  });

/** The dynamic pages of /page/{slug}, by title unless sorted otherwise. */
export function useAdminFooterPages(query: AdminFooterPageListQuery) {
  return useQuery(adminFooterPagesQueryOptions(query));
}
