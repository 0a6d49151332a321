import { apiPaths, type ProductList, type ProductListQuery } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getProducts(params: ProductListQuery, signal?: AbortSignal): Promise<ProductList> {
  return api.get<ProductList>(apiPaths.products, { query: { ...params }, signal });
}

export const productsQueryOptions = (params: ProductListQuery) =>
  queryOptions({
    queryKey: queryKeys.products.list({ ...params }),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListQuery) {
  return useQuery(productsQueryOptions(params));
}
