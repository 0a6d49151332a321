import { apiPaths, type ProductList, type ProductListParams } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './keys';

/** `tags` travels as one comma-separated value (tags=3,17). */
export const tagsQueryValue = (tags: readonly number[] | undefined) => (tags?.length ? tags.join(',') : undefined);

/** A page of GET /api/products, in the query's parsed form (productListQuerySchema's output). */
export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductList> {
  const { tags, ...rest } = params;
  return api.get<ProductList>(apiPaths.products.href(), { query: { ...rest, tags: tagsQueryValue(tags) }, signal });
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list({ ...params }),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListParams) {
  return useQuery(productsQueryOptions(params));
}
