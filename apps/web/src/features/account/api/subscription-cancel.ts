import { apiPaths } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { accountSubscriptionKey, type AccountSubscriptionResponse } from './subscription';

/**
 * Cancels the Dream Box with the provider, then in the store. 502 SUBSCRIPTION_CANCEL_FAILED
 * when the provider refuses: nothing changed, and the message says so.
 */
export function cancelSubscription(): Promise<AccountSubscriptionResponse> {
  return api.post<AccountSubscriptionResponse>(apiPaths.account.subscriptionCancel.href());
}

export function useCancelSubscription(mutationConfig?: MutationConfig<typeof cancelSubscription>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: cancelSubscription,
    onSuccess: async (...args) => {
      const [answer] = args;
      if (answer && 'subscription' in answer) queryClient.setQueryData(accountSubscriptionKey, answer);
      // The cancelled one (with its last box's date) is what the server now keeps.
      await queryClient.invalidateQueries({ queryKey: accountSubscriptionKey });
      await onSuccess?.(...args);
    },
  });
}
