/**
 * The provider's Dream Box events, each processed exactly once (issue 26). The event's id is
 * claimed in the same transaction as its effect (a crash before the commit leaves it unclaimed,
 * so the provider's redelivery runs it), and every effect holds the subscription's row lock, so
 * the browser's activation and any order of ACTIVATED and SALE.COMPLETED write one first box.
 *
 * - ACTIVATED, or a payment for a subscription still pending: activation.ts (read back first).
 * - PAYMENT.SALE.COMPLETED: that month's box, if its amount and currency are the subscription's;
 *   the month is the sale's billing cycle, so a payment PayPal collects late on retry still
 *   ships its month. It clears a recorded failure.
 * - PAYMENT.FAILED: recorded and e-mailed; the subscription stays active while PayPal retries.
 * - SUSPENDED suspends; CANCELLED and EXPIRED end it (e-mailed once).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dreamBoxSubscriptions, type DreamBoxSubscription } from '../../db/schema/index.js';
import { claimWebhookEvent } from '../checkout/webhook-events.js';
import type { OrderDeps } from '../orders/order-deps.js';
import { parseMinorUnits, PaymentProviderError, type WebhookEvent } from '../payments/index.js';
import { activateLocked, isOurSubscription, lockSubscription, type RemoteSubscription } from './activation.js';
import { billingCycleOf, cycleStart, isoDay } from './billing-cycle.js';
import { billingStart, writeMonthBox } from './boxes.js';
import { queueSubscriptionEmail } from './subscription-mail.js';
import { endedFields, liveSubscriptionStatuses } from './subscriptions.js';

export type SubscriptionWebhookOutcome = 'processed' | 'duplicate' | 'ignored';

export const subscriptionEventTypes = [
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
  'PAYMENT.SALE.COMPLETED',
] as const;
export type SubscriptionEventType = (typeof subscriptionEventTypes)[number];

export const isSubscriptionEvent = (type: string): type is SubscriptionEventType =>
  (subscriptionEventTypes as readonly string[]).includes(type);

const isLive = (status: DreamBoxSubscription['status']) =>
  (liveSubscriptionStatuses as readonly string[]).includes(status);

const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const obj = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** A PayPal sale (v1 Payments) of a subscription: what PAYMENT.SALE.COMPLETED carries. */
interface Sale {
  id?: string;
  total?: string;
  currency?: string;
  /** When PayPal collected it; the billing cycle is read from it. */
  createdAt?: Date;
}

function saleOf(resource: Record<string, unknown>): Sale {
  const amount = obj(resource.amount);
  const created = str(resource.create_time) ? new Date(str(resource.create_time)!) : undefined;
  return {
    id: str(resource.id),
    total: str(amount.total),
    currency: str(amount.currency),
    ...(created && !Number.isNaN(created.getTime()) ? { createdAt: created } : {}),
  };
}

/** The provider's subscription id: the resource of BILLING.SUBSCRIPTION.*, the agreement of a sale. */
const subscriptionIdOf = (event: WebhookEvent) =>
  event.type === 'PAYMENT.SALE.COMPLETED' ? str(event.resource.billing_agreement_id) : str(event.resource.id);

async function findSubscription(deps: OrderDeps, providerSubscriptionId: string) {
  const [row] = await deps.db
    .select()
    .from(dreamBoxSubscriptions)
    .where(eq(dreamBoxSubscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

/**
 * Processes one verified subscription event once. The webhook route calls it for the types in
 * `subscriptionEventTypes` without storing the event id itself: this function claims it.
 * A subscription we do not know (another shop on the same PayPal account) is 'ignored'.
 */
export async function handleSubscriptionWebhook(
  deps: OrderDeps,
  event: WebhookEvent,
): Promise<SubscriptionWebhookOutcome> {
  const providerSubscriptionId = subscriptionIdOf(event);
  const row = providerSubscriptionId ? await findSubscription(deps, providerSubscriptionId) : undefined;
  // An event that may activate a pending subscription needs the provider's word, read
  // before the transaction; if the provider cannot answer, the event fails and comes again.
  const mayActivate = event.type === 'BILLING.SUBSCRIPTION.ACTIVATED' || event.type === 'PAYMENT.SALE.COMPLETED';
  const remote: RemoteSubscription | undefined =
    row?.status === 'pending' && mayActivate ? await deps.provider.getSubscription(providerSubscriptionId!) : undefined;
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, deps.provider.name, event))) return 'duplicate';
    if (!row || !isSubscriptionEvent(event.type)) return 'ignored';
    const locked = await lockSubscription(tx, row.id);
    switch (event.type) {
      case 'BILLING.SUBSCRIPTION.ACTIVATED':
        return activated(tx, deps, locked, remote, now);
      case 'PAYMENT.SALE.COMPLETED':
        return saleCompleted(tx, deps, locked, remote, saleOf(event.resource), now);
      case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
        return paymentFailed(tx, deps, locked, now);
      case 'BILLING.SUBSCRIPTION.SUSPENDED':
        if (locked.status === 'active') await setStatus(tx, locked.id, 'suspended');
        return 'processed';
      case 'BILLING.SUBSCRIPTION.CANCELLED':
        return ended(tx, deps, locked, 'cancelled', now);
      case 'BILLING.SUBSCRIPTION.EXPIRED':
        return ended(tx, deps, locked, 'expired', now);
    }
  });
}

async function setStatus(tx: Executor, id: number, status: 'active' | 'suspended') {
  await tx.update(dreamBoxSubscriptions).set({ status }).where(eq(dreamBoxSubscriptions.id, id));
}

/** Activates a pending subscription the provider confirms; a suspended one is active again. */
async function activated(
  tx: Executor,
  deps: OrderDeps,
  locked: DreamBoxSubscription,
  remote: RemoteSubscription | undefined,
  now: Date,
): Promise<SubscriptionWebhookOutcome> {
  if (locked.status === 'suspended') await setStatus(tx, locked.id, 'active');
  // An ended subscription stays ended: a late ACTIVATED must not bring back one the customer
  // cancelled (the provider cannot reactivate it either).
  if (locked.status !== 'pending' || !remote) return 'processed';
  if (!isOurSubscription(deps, locked, remote)) {
    deps.log.error({ subscription: locked.providerSubscriptionId }, 'a subscription with another plan or owner');
    return 'ignored';
  }
  // Read back after the event was sent: activated only if the provider still says so.
  if (remote.status === 'ACTIVE') await activateLocked(tx, deps, locked, remote, now);
  return 'processed';
}

function sameMoney(subscription: DreamBoxSubscription, sale: Sale): boolean {
  if (!sale.total || sale.currency !== subscription.currency) return false;
  try {
    return parseMinorUnits(sale.total, sale.currency) === subscription.monthlyPriceCents;
  } catch (error) {
    if (error instanceof PaymentProviderError) return false;
    throw error;
  }
}

/**
 * A month is paid: its box, once. A sale of another amount or currency writes nothing and is
 * logged for staff (the money is at PayPal, where they can refund or settle it); it is still
 * acknowledged, as PayPal's redelivery would never change its amount.
 */
async function saleCompleted(
  tx: Executor,
  deps: OrderDeps,
  locked: DreamBoxSubscription,
  remote: RemoteSubscription | undefined,
  sale: Sale,
  now: Date,
): Promise<SubscriptionWebhookOutcome> {
  if (!sameMoney(locked, sale)) {
    deps.log.error(
      {
        subscription: locked.providerSubscriptionId,
        sale: sale.id,
        amount: sale.total,
        currency: sale.currency,
        expected: { amountMinor: locked.monthlyPriceCents, currency: locked.currency },
      },
      'a Dream Box payment of another amount or currency: no box was written; check it at PayPal',
    );
    return 'ignored';
  }
  let subscription = locked;
  if (subscription.status === 'pending') {
    // The payment came before the browser's activation and before ACTIVATED: it activates the
    // subscription (money collected means PayPal activated it), which writes the first box.
    if (!remote || !isOurSubscription(deps, subscription, remote)) {
      deps.log.error({ subscription: locked.providerSubscriptionId }, 'a payment for a subscription not ours');
      return 'ignored';
    }
    subscription = await activateLocked(tx, deps, subscription, remote, now);
  }
  const start = billingStart(subscription);
  const cycle = billingCycleOf(start, sale.createdAt ?? now);
  const box = await writeMonthBox(tx, subscription, cycle, now);
  if (box) await queueSubscriptionEmail(tx, deps, subscription, { kind: cycle === 1 ? 'started' : 'renewed', box });
  const live = isLive(subscription.status);
  const next = isoDay(cycleStart(start, cycle + 1));
  await tx
    .update(dreamBoxSubscriptions)
    .set({
      paymentFailedAt: null,
      // The paid month runs to the next cycle's start; an ended subscription bills no more.
      ...(live && (!subscription.nextBillingDate || subscription.nextBillingDate < next)
        ? { nextBillingDate: next }
        : {}),
    })
    .where(eq(dreamBoxSubscriptions.id, subscription.id));
  return 'processed';
}

/**
 * PayPal could not collect a payment and will retry: recorded, and the subscriber is told once
 * per run of failures (each failed retry sends another event). Only SUSPENDED suspends.
 */
async function paymentFailed(
  tx: Executor,
  deps: OrderDeps,
  locked: DreamBoxSubscription,
  now: Date,
): Promise<SubscriptionWebhookOutcome> {
  if (!isLive(locked.status)) return 'processed';
  await tx.update(dreamBoxSubscriptions).set({ paymentFailedAt: now }).where(eq(dreamBoxSubscriptions.id, locked.id));
  if (!locked.paymentFailedAt) await queueSubscriptionEmail(tx, deps, locked, { kind: 'payment-failed' });
  return 'processed';
}

/**
 * Cancelled at the provider (PayPal's page, or our own cancel whose webhook comes later) or
 * expired: the dates first recorded are kept, and the subscriber is e-mailed when it ends here.
 */
async function ended(
  tx: Executor,
  deps: OrderDeps,
  locked: DreamBoxSubscription,
  how: 'cancelled' | 'expired',
  now: Date,
): Promise<SubscriptionWebhookOutcome> {
  if (locked.status === how) return 'processed';
  const [saved] = await tx
    .update(dreamBoxSubscriptions)
    .set(endedFields(how, now))
    .where(eq(dreamBoxSubscriptions.id, locked.id))
    .returning();
  if (isLive(locked.status)) await queueSubscriptionEmail(tx, deps, saved!, { kind: 'ended', how });
  return 'processed';
}
