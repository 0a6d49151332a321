import { apiPaths, type AccountSubscription } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { accountKeys } from './keys';
import type { AccountSubscriptionResponse } from './subscription';

/**
 * Cancels the Dream Box with the provider, then in the store; answers with the cancelled
 * subscription (its `endsOn`). 502 SUBSCRIPTION_CANCEL_FAILED when the provider refuses:
 * nothing changed, and the message says so.
 */
export function cancelSubscription(): Promise<AccountSubscription> {
  return api.post<AccountSubscription>(apiPaths.account.subscriptionCancel.href());
}

export function useCancelSubscription(mutationConfig?: MutationConfig<typeof cancelSubscription>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: cancelSubscription,
    onSuccess: async (...args) => {
      queryClient.setQueryData<AccountSubscriptionResponse>(accountKeys.subscription(), { subscription: args[0] });
      await onSuccess?.(...args);
    },
  });
}
