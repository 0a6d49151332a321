import { apiPaths, type AdminProductList, type AdminProductListParams } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProductKeys } from './keys';

export type AdminProductsQuery = Partial<AdminProductListParams>;

export function getAdminProducts(query: AdminProductsQuery, signal?: AbortSignal): Promise<AdminProductList> {
  return api.get<AdminProductList>(apiPaths.admin.products.href(), { query: { ...query }, signal });
}

export const adminProductsQueryOptions = (query: AdminProductsQuery) =>
  queryOptions({
    queryKey: adminProductKeys.list(query),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(query: AdminProductsQuery) {
  return useQuery(adminProductsQueryOptions(query));
}
