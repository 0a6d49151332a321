/**
 * The one way a Dream Box subscription becomes active (issue 26, R-17): used by the browser's
 * activation, the provider's ACTIVATED webhook and a payment that arrives first. The caller reads
 * the provider first (never a network call inside a transaction), then, in a transaction holding
 * the subscription's row lock, a pending subscription is activated with its start, its next
 * billing date, the first month's box and the welcome e-mail. Whoever comes second finds it active.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dreamBoxSubscriptions, type DreamBoxSubscription } from '../../db/schema/index.js';
import type { OrderDeps } from '../orders/order-deps.js';
import type { ProviderSubscription } from '../payments/index.js';
import { addMonths, isoDay } from './billing-cycle.js';
import { writeMonthBox } from './boxes.js';
import { queueSubscriptionEmail } from './subscription-mail.js';

/**
 * The provider's subscription, with PayPal's start_time when the adapter reports it (asked of the
 * adapter: `startTime?: string` on ProviderSubscription). Without it, billing starts at activation,
 * which PayPal's start_time defaults to within minutes.
 */
export type RemoteSubscription = ProviderSubscription & { startTime?: string };

/** Takes the subscription's row lock for the rest of the transaction and reads it as it now is. */
export async function lockSubscription(tx: Executor, id: number): Promise<DreamBoxSubscription> {
  const [row] = await tx.select().from(dreamBoxSubscriptions).where(eq(dreamBoxSubscriptions.id, id)).for('update');
  if (!row) throw new Error(`Dream Box subscription ${id} vanished under its lock`);
  return row;
}

/** the provider's subscription is on our plan and carries this row's user. */
export function isOurSubscription(
  deps: Pick<OrderDeps, 'dreamBoxPlanId'>,
  row: DreamBoxSubscription,
  remote: ProviderSubscription,
): boolean {
  return remote.planId === deps.dreamBoxPlanId && remote.customId === row.userId;
}

function startOf(remote: RemoteSubscription, now: Date): Date {
  const start = remote.startTime ? new Date(remote.startTime) : undefined;
  return start && !Number.isNaN(start.getTime()) ? start : now;
}

/**
 * Under the row lock (`locked` comes from lockSubscription): activates a pending subscription the
 * caller has checked with isOurSubscription. Returns the row as it is afterwards; a subscription
 * that is not pending is returned unchanged (already activated by the browser or another event).
 */
export async function activateLocked(
  tx: Executor,
  deps: Pick<OrderDeps, 'publicUrl'>,
  locked: DreamBoxSubscription,
  remote: RemoteSubscription,
  now: Date,
): Promise<DreamBoxSubscription> {
  if (locked.status !== 'pending') return locked;
  const startedAt = startOf(remote, now);
  // The first month is paid with activation, so billing next comes at cycle 2 at the earliest:
  // PayPal's next_billing_time still reads the start until its first payment has gone through.
  const cycleTwo = addMonths(startedAt, 1);
  const reported = remote.nextBillingTime ? new Date(remote.nextBillingTime) : undefined;
  const nextBilling = reported && reported > cycleTwo ? reported : cycleTwo;
  const [active] = await tx
    .update(dreamBoxSubscriptions)
    .set({ status: 'active', startedAt, nextBillingDate: isoDay(nextBilling) })
    .where(eq(dreamBoxSubscriptions.id, locked.id))
    .returning();
  const box = await writeMonthBox(tx, active!, 1, now);
  if (box) await queueSubscriptionEmail(tx, deps, active!, { kind: 'started', box });
  return active!;
}
