/**
 * A webhook event is processed exactly once (issue 26): its id is claimed in the same
 * transaction as its effect. If the effect fails or the process dies before the commit, the
 * claim rolls back with it and the provider's redelivery is processed; a redelivery after the
 * commit finds the claim and is acknowledged as a duplicate.
 */
import type { Executor } from '../../db/client.js';
import { paymentWebhookEvents } from '../../db/schema/index.js';
import type { PaymentProviderName, WebhookEvent } from '../payments/index.js';

/** Claims the event inside `tx`; false when it was already processed (a duplicate). */
export async function claimWebhookEvent(
  tx: Executor,
  provider: PaymentProviderName,
  event: Pick<WebhookEvent, 'id' | 'type'>,
): Promise<boolean> {
  const claimed = await tx
    .insert(paymentWebhookEvents)
    .values({ eventId: event.id, paymentProvider: provider, eventType: event.type })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return claimed.length > 0;
}
