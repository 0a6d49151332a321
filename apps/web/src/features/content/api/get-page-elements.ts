import { apiPaths, type PageElement, type PageElementsQuery } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageElementKeys } from './keys';

/** The admin-placed elements of one film, product, category or custom page. */
export function getPageElements(page: PageElementsQuery, signal?: AbortSignal): Promise<PageElement[]> {
  return api.get<PageElement[]>(apiPaths.pageElements.href(), { query: { ...page }, signal });
}

export const pageElementsQueryOptions = (page: PageElementsQuery) =>
  queryOptions({
    queryKey: pageElementKeys.forPage(page.pageType, page.pageId),
    queryFn: ({ signal }) => getPageElements(page, signal),
    // Extras around the page's own content: a failure shows nothing rather than retrying.
    retry: false,
  });

export function usePageElements(page: PageElementsQuery) {
  return useQuery(pageElementsQueryOptions(page));
}
