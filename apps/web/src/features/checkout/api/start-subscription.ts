import { apiPaths, type StartSubscriptionBody, type SubscriptionStarted } from '@marquee/contracts';
import { api } from '@/lib/api-client';

/** Creates the provider's Dream Box subscription for the signed-in customer's picks. */
export function startSubscription(body: StartSubscriptionBody): Promise<SubscriptionStarted> {
  return api.post<SubscriptionStarted>(apiPaths.checkoutSubscriptions.href(), body);
}
