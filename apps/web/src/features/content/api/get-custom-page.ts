import { apiPaths, type CustomPage } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageKeys } from './keys';

export function getCustomPage(slug: string, signal?: AbortSignal): Promise<CustomPage> {
  return api.get<CustomPage>(apiPaths.customPage.href(slug), { signal });
}

export const customPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: pageKeys.custom(slug),
    queryFn: ({ signal }) => getCustomPage(slug, signal),
    retryOnMount: false,
  });

export function useCustomPage(slug: string) {
  return useQuery(customPageQueryOptions(slug));
}
