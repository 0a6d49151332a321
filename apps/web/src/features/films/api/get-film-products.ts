import { apiPaths, type ProductSummary } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { filmKeys } from './keys';

/** SF-FILM-06: the film's related products (tagged with its title or slug). */
export function getFilmProducts(id: number, signal?: AbortSignal): Promise<ProductSummary[]> {
  return api.get<ProductSummary[]>(apiPaths.filmProducts.href(id), { signal });
}

export const filmProductsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: filmKeys.products(id),
    queryFn: ({ signal }) => getFilmProducts(id, signal),
    retryOnMount: false,
  });

export function useFilmProducts(id: number) {
  return useQuery(filmProductsQueryOptions(id));
}
