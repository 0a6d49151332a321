import { apiPaths, type Currency } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getCurrencies(signal?: AbortSignal): Promise<Currency[]> {
  return api.get<Currency[]>(apiPaths.currencies.href(), { signal });
}

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.currencies.list(),
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: 30 * 60_000,
  });

export function useCurrencies() {
  return useQuery(currenciesQueryOptions());
}
