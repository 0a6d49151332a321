import { apiPaths, type Page } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCurrency } from '@/lib/currency';
import { pageKeys } from './keys';

/**
 * /page/{slug}: a dynamic page (sanitised HTML) or, failing that, a custom page (spec D-02), its
 * price placeholders filled in `currency` by the server.
 */
export function getPage(slug: string, currency: string, signal?: AbortSignal): Promise<Page> {
  return api.get<Page>(apiPaths.page.href(slug), { signal, query: { currency } });
}

export const pageQueryOptions = (slug: string, currency: string) =>
  queryOptions({
    queryKey: pageKeys.page(slug, currency),
    queryFn: ({ signal }) => getPage(slug, currency, signal),
    retryOnMount: false,
  });

/** The page in the shopper's currency (another currency is another request). */
export function usePage(slug: string) {
  const { currency } = useCurrency();
  return useQuery(pageQueryOptions(slug, currency.code));
}
