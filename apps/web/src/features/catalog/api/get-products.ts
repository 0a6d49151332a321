import { apiPaths, type ProductList, type ProductSort } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Query of GET /api/products (productListQuerySchema); the server applies the defaults. */
export interface ProductListParams {
  page?: number;
  pageSize?: number;
  sort?: ProductSort;
  categoryId?: number;
  /** Selected filter tag ids; the server ANDs groups and ORs values within a group. */
  tags?: readonly number[];
}

/** `tags` travels as one comma-separated value (tags=3,17). */
export const tagsQueryValue = (tags: readonly number[] | undefined) => (tags?.length ? tags.join(',') : undefined);

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductList> {
  const { tags, ...rest } = params;
  return api.get<ProductList>(apiPaths.products.href(), { query: { ...rest, tags: tagsQueryValue(tags) }, signal });
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: queryKeys.products.list({ ...params }),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListParams) {
  return useQuery(productsQueryOptions(params));
}
