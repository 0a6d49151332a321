import { apiPaths, type DreamBoxSubscriptionView } from '@marquee/contracts';
import { api } from '@/lib/api-client';

/** Verifies the approved subscription with the provider and stores it. */
export function activateSubscription(subscriptionId: string): Promise<DreamBoxSubscriptionView> {
  return api.post<DreamBoxSubscriptionView>(apiPaths.checkoutSubscriptionActivate.href(subscriptionId));
}
