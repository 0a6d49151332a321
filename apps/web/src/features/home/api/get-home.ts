import { apiPaths, type Home } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { homeKeys } from './keys';

/** Hero slides, homepage films, best sellers, home sections and page elements in one request. */
export function getHome(signal?: AbortSignal): Promise<Home> {
  return api.get<Home>(apiPaths.home.href(), { signal });
}

export const homeQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.blocks(),
    queryFn: ({ signal }) => getHome(signal),
    staleTime: 60_000,
  });

export function useHome() {
  return useQuery(homeQueryOptions());
}
