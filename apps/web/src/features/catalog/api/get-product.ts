import { apiPaths, type ProductDetail } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get<ProductDetail>(apiPaths.product(id), { signal });
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
