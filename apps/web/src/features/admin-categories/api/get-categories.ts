import { apiPaths, type AdminCategoryList, type AdminCategoryListParams } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCategoryKeys } from './keys';

export type AdminCategoriesQuery = Partial<AdminCategoryListParams>;

export function getAdminCategories(query: AdminCategoriesQuery, signal?: AbortSignal): Promise<AdminCategoryList> {
  return api.get<AdminCategoryList>(apiPaths.admin.categories.href(), { query: { ...query }, signal });
}

export const adminCategoriesQueryOptions = (query: AdminCategoriesQuery) =>
  queryOptions({
    queryKey: adminCategoryKeys.list(query),
    queryFn: ({ signal }) => getAdminCategories(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of categories with their product and filter counts. */
export function useAdminCategories(query: AdminCategoriesQuery) {
  return useQuery(adminCategoriesQueryOptions(query));
}
