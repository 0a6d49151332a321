import { apiPaths, type AdminProductList, type AdminProductListParams } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProductKeys } from './keys';

/** The list's query as the URL holds it (filters are text there); the server validates it. */
export type AdminProductsQuery = { [K in keyof AdminProductListParams]?: AdminProductListParams[K] | string };

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
