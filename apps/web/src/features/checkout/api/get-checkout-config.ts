import { apiPaths, type CheckoutConfig } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './keys';

export function getCheckoutConfig(signal?: AbortSignal): Promise<CheckoutConfig> {
  return api.get<CheckoutConfig>(apiPaths.checkoutConfig.href(), { signal });
}

/** The provider, the Dream Box choices and the signed-in customer's saved address. */
export const checkoutConfigQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.config(),
    queryFn: ({ signal }) => getCheckoutConfig(signal),
  });

export function useCheckoutConfig() {
  return useQuery(checkoutConfigQueryOptions());
}
