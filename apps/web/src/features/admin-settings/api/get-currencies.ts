import { apiPaths, type AdminCurrency } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminSettingsKeys } from './keys';

export function getAdminCurrencies(signal?: AbortSignal): Promise<AdminCurrency[]> {
  return api.get<AdminCurrency[]>(apiPaths.admin.currencies.href(), { signal });
}

export const adminCurrenciesQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsKeys.currencies(), queryFn: ({ signal }) => getAdminCurrencies(signal) });

/** every currency, offered or not. */
export function useAdminCurrencies() {
  return useQuery(adminCurrenciesQueryOptions());
}
