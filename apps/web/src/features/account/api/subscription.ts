import { apiPaths, type accountSubscriptionResponseSchema } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountKeys } from './keys';
import { api } from '@/lib/api-client';

export type AccountSubscriptionResponse = z.infer<typeof accountSubscriptionResponseSchema>;

/** The active subscription, or a cancelled one whose last month has not ended; null otherwise (ACC-22, ACC-23). */
export function getAccountSubscription(signal?: AbortSignal): Promise<AccountSubscriptionResponse> {
  return api.get<AccountSubscriptionResponse>(apiPaths.account.subscription.href(), { signal });
}

export const accountSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.subscription(),
    queryFn: ({ signal }) => getAccountSubscription(signal),
    // A renewal or a cancellation at the provider changes it: a visit asks again.
    staleTime: 0,
  });

export function useAccountSubscription() {
  return useQuery(accountSubscriptionQueryOptions());
}
