import { apiPaths, type AdminDreamBoxCategoryList, type AdminDreamBoxCategoryListQuery } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminDreamBoxKeys } from './keys';

export function getDreamBoxCategories(
  query: AdminDreamBoxCategoryListQuery,
  signal?: AbortSignal,
): Promise<AdminDreamBoxCategoryList> {
  return api.get<AdminDreamBoxCategoryList>(apiPaths.admin.dreamBoxCategories.href(), { query: { ...query }, signal });
}

export const dreamBoxCategoriesQueryOptions = (query: AdminDreamBoxCategoryListQuery) =>
  queryOptions({
    queryKey: adminDreamBoxKeys.list(query),
    queryFn: ({ signal }) => getDreamBoxCategories(query, signal),
    placeholderData: keepPreviousData,
  });

/** ADM-DBOX-02: newest first (the server's default). */
export function useDreamBoxCategories(query: AdminDreamBoxCategoryListQuery) {
  return useQuery(dreamBoxCategoriesQueryOptions(query));
}
