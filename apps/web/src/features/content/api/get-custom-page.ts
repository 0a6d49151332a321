import { apiPaths, type CustomPage } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCurrency } from '@/lib/currency';
import { pageKeys } from './keys';

/** /custom/{slug}, its price placeholders filled in `currency` by the server. */
export function getCustomPage(slug: string, currency: string, signal?: AbortSignal): Promise<CustomPage> {
  return api.get<CustomPage>(apiPaths.customPage.href(slug), { signal, query: { currency } });
}

export const customPageQueryOptions = (slug: string, currency: string) =>
  queryOptions({
    queryKey: pageKeys.custom(slug, currency),
    queryFn: ({ signal }) => getCustomPage(slug, currency, signal),
    retryOnMount: false,
  });

export function useCustomPage(slug: string) {
  const { currency } = useCurrency();
  return useQuery(customPageQueryOptions(slug, currency.code));
}
