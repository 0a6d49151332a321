import { apiPaths, type Currency } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currencyKeys } from './keys';

export function getCurrencies(signal?: AbortSignal): Promise<Currency[]> {
  return api.get<Currency[]>(apiPaths.currencies.href(), { signal });
}

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: currencyKeys.list(),
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: 30 * 60_000,
  });

export function useCurrencies() {
  return useQuery(currenciesQueryOptions());
}
