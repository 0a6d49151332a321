import { apiPaths, type ProductFacets, type ProductFacetsParams } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productFacetKeys } from './keys';
import { tagsQueryValue } from './get-products';

export function getProductFacets(params: ProductFacetsParams, signal?: AbortSignal): Promise<ProductFacets> {
  return api.get<ProductFacets>(apiPaths.productFacets.href(), {
    query: { categoryId: params.categoryId, tags: tagsQueryValue(params.tags) },
    signal,
  });
}

export const productFacetsQueryOptions = (params: ProductFacetsParams) =>
  queryOptions({
    queryKey: productFacetKeys.list({ ...params }),
    queryFn: ({ signal }) => getProductFacets(params, signal),
    // Counts change with the selection; the previous groups stay on screen meanwhile.
    placeholderData: keepPreviousData,
  });

export function useProductFacets(params: ProductFacetsParams) {
  return useQuery(productFacetsQueryOptions(params));
}
