import { apiPaths, type ProductSet } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productSetKeys } from './keys';

/** SF-GEN-05: the active sets shown on a product's page, newest first. */
export function getProductSets(productId: number, signal?: AbortSignal): Promise<ProductSet[]> {
  return api.get<ProductSet[]>(apiPaths.productSets.href(productId), { signal });
}

export const productSetsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: productSetKeys.forProduct(productId),
    queryFn: ({ signal }) => getProductSets(productId, signal),
  });

export function useProductSets(productId: number) {
  return useQuery(productSetsQueryOptions(productId));
}
