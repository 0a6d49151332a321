import { apiPaths, type ProductDetail } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './keys';

export function getProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get<ProductDetail>(apiPaths.product.href(id), { signal });
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // The route loader already asked (and retried transient failures); a 404 is final,
    // so the page does not ask again when it mounts.
    retryOnMount: false,
  });

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
