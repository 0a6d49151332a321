import { apiPaths, type Page } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageKeys } from './keys';

/** /page/{slug}: a dynamic page (sanitised HTML) or, failing that, a custom page (spec D-02). */
export function getPage(slug: string, signal?: AbortSignal): Promise<Page> {
  return api.get<Page>(apiPaths.page.href(slug), { signal });
}

export const pageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: pageKeys.page(slug),
    queryFn: ({ signal }) => getPage(slug, signal),
    retryOnMount: false,
  });

export function usePage(slug: string) {
  return useQuery(pageQueryOptions(slug));
}
