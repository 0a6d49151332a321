import { apiPaths } from '@marquee/contracts';
import { api } from '@/lib/api-client';

export type TestOutcome = 'approve' | 'decline';

/** The test provider's stand-in for the payer's approval in PayPal's window. */
export function approveTestPayment(providerOrderId: string, outcome: TestOutcome): Promise<unknown> {
  return api.post(apiPaths.checkoutTestApproval.href(providerOrderId), { outcome });
}

export function approveTestSubscription(subscriptionId: string, outcome: TestOutcome): Promise<unknown> {
  return api.post(apiPaths.checkoutSubscriptionTestApproval.href(subscriptionId), { outcome });
}
