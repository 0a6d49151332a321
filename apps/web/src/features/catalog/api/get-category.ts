import { apiPaths, type CategoryDetail } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { categoryKeys } from './keys';

export function getCategory(id: number, signal?: AbortSignal): Promise<CategoryDetail> {
  return api.get<CategoryDetail>(apiPaths.category.href(id), { signal });
}

export const categoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: categoryKeys.detail(id),
    queryFn: ({ signal }) => getCategory(id, signal),
    staleTime: 5 * 60_000,
    // The loader already asked; a 404 is final (SF-CAT-10).
    retryOnMount: false,
  });

export function useCategory(id: number) {
  return useQuery(categoryQueryOptions(id));
}
