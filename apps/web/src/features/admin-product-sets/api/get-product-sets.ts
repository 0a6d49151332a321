import { apiPaths, type AdminProductSetList, type AdminProductSetListParams } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProductSetKeys } from './keys';

export type AdminProductSetsQuery = Partial<AdminProductSetListParams>;

export function getAdminProductSets(query: AdminProductSetsQuery, signal?: AbortSignal): Promise<AdminProductSetList> {
  return api.get<AdminProductSetList>(apiPaths.admin.productSets.href(), { query: { ...query }, signal });
}

export const adminProductSetsQueryOptions = (query: AdminProductSetsQuery) =>
  queryOptions({
    queryKey: adminProductSetKeys.list(query),
    queryFn: ({ signal }) => getAdminProductSets(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of product sets with their products and target pages. */
export function useAdminProductSets(query: AdminProductSetsQuery) {
  return useQuery(adminProductSetsQueryOptions(query));
}
