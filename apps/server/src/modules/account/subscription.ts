/**
 * The customer's Dream Box in the account (ACC-22, ACC-23): what is shown, the provider's page
 * where the payer manages it, and the cancellation in the store, which goes to the provider
 * first so that the store never shows "cancelled" while the provider still bills.
 */
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { errorCodes, type AccountSubscription } from '@marquee/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { dreamBoxSubscriptions, type DreamBoxSubscription } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { endedFields, isoDay, liveSubscriptionStatuses, subscriptionView } from '../dream-box/subscriptions.js';
import { queueSubscriptionEmail } from '../dream-box/subscription-mail.js';
import type { OrderDeps } from '../orders/order-deps.js';

/** PayPal's page of the payer's automatic payments; the sandbox has its own host. */
export function manageUrl(config: Pick<Config, 'paypal'>, provider: DreamBoxSubscription['paymentProvider']) {
  if (provider !== 'paypal') return null;
  const sandbox = config.paypal.apiBase.includes('sandbox');
  return `https://www.${sandbox ? 'sandbox.' : ''}paypal.com/myaccount/autopay/`;
}

export async function accountSubscriptionView(
  db: Db,
  config: Pick<Config, 'paypal'>,
  row: DreamBoxSubscription,
): Promise<AccountSubscription> {
  return {
    ...(await subscriptionView(db, row.id)),
    manageUrl: manageUrl(config, row.paymentProvider),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    endsOn: row.endsOn,
  };
}

async function liveSubscription(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(dreamBoxSubscriptions)
    .where(
      and(eq(dreamBoxSubscriptions.userId, userId), inArray(dreamBoxSubscriptions.status, liveSubscriptionStatuses)),
    )
    .orderBy(desc(dreamBoxSubscriptions.createdAt), desc(dreamBoxSubscriptions.id))
    .limit(1);
  return row;
}

/** The cancelled subscription whose last paid month has not ended: its box is still to come. */
async function endingSubscription(db: Db, userId: string, today: string) {
  const [row] = await db
    .select()
    .from(dreamBoxSubscriptions)
    .where(
      and(
        eq(dreamBoxSubscriptions.userId, userId),
        eq(dreamBoxSubscriptions.status, 'cancelled'),
        gte(dreamBoxSubscriptions.endsOn, today),
      ),
    )
    .orderBy(desc(dreamBoxSubscriptions.cancelledAt), desc(dreamBoxSubscriptions.id))
    .limit(1);
  return row;
}

/** The subscription the account shows: the active (or suspended) one, else one still ending. */
export async function shownSubscription(db: Db, userId: string, now: Date) {
  return (await liveSubscription(db, userId)) ?? (await endingSubscription(db, userId, isoDay(now)));
}

export async function getAccountSubscription(
  db: Db,
  config: Pick<Config, 'paypal'>,
  userId: string,
  now: Date,
): Promise<AccountSubscription | null> {
  const row = await shownSubscription(db, userId, now);
  return row ? accountSubscriptionView(db, config, row) : null;
}

/**
 * Cancels at the provider, then records it. A failure at the provider leaves the row as it was
 * (502). A second click, or two tabs at once, gets the same cancelled view: the provider accepts a
 * repeat, and the update keeps the first request's dates.
 */
export async function cancelAccountSubscription(
  deps: Pick<OrderDeps, 'db' | 'provider' | 'log' | 'publicUrl'>,
  config: Pick<Config, 'paypal'>,
  userId: string,
  now: Date,
): Promise<AccountSubscription> {
  const { db } = deps;
  const live = await liveSubscription(db, userId);
  if (!live) {
    const ending = await endingSubscription(db, userId, isoDay(now));
    if (ending) return accountSubscriptionView(db, config, ending);
    throw notFound('You have no active Dream Box subscription.');
  }
  await cancelAtProvider(deps, live, 'Cancelled by the customer in the store', () => {
    throw new AppError(
      502,
      errorCodes.SUBSCRIPTION_CANCEL_FAILED,
      'We could not cancel your Dream Box subscription. Please try again.',
    );
  });
  // The end's e-mail goes with the change that ends it: only the request that cancels sends it.
  await db.transaction(async (tx) => {
    const cancelled = await recordCancellation(tx, live.id, now);
    if (cancelled) await queueSubscriptionEmail(tx, deps, cancelled, { kind: 'ended', how: 'cancelled' });
  });
  const [saved] = await db.select().from(dreamBoxSubscriptions).where(eq(dreamBoxSubscriptions.id, live.id));
  return accountSubscriptionView(db, config, saved!);
}

/** Tells the provider; on failure logs it and calls `fail`, which throws the caller's error. */
export async function cancelAtProvider(
  deps: Pick<OrderDeps, 'provider' | 'log'>,
  row: DreamBoxSubscription,
  reason: string,
  fail: () => never,
): Promise<void> {
  // A row without a provider id was never created there: nothing bills.
  if (!row.providerSubscriptionId) return;
  try {
    await deps.provider.cancelSubscription(row.providerSubscriptionId, reason);
  } catch (error) {
    deps.log.error({ err: error, subscription: row.providerSubscriptionId }, 'the provider did not cancel');
    fail();
  }
}

/** Records a live subscription as cancelled; the row afterwards, or undefined when it was not live. */
export async function recordCancellation(
  db: Pick<Db, 'update'>,
  id: number,
  now: Date,
): Promise<DreamBoxSubscription | undefined> {
  const [cancelled] = await db
    .update(dreamBoxSubscriptions)
    .set(endedFields('cancelled', now))
    .where(and(eq(dreamBoxSubscriptions.id, id), inArray(dreamBoxSubscriptions.status, liveSubscriptionStatuses)))
    .returning();
  return cancelled;
}
