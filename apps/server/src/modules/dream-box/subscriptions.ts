/**
 * Dream Box subscriptions (issue 11, R-17, R-18, decision 066). A subscription needs an
 * account: it is created at the provider for the plan with custom_id = the user's id and the
 * user's real name and e-mail, stored as pending, and becomes active only after the server
 * has read it back from the provider: ACTIVE, our plan, our user. Its status then follows the
 * provider's webhooks; each month the provider bills makes that month's box order.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  errorCodes,
  type CheckoutConfig,
  type DreamBoxSubscriptionView,
  type SessionUser,
  type SubscriptionStarted,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import {
  dreamBoxCategories,
  dreamBoxSubscriptionCategories,
  dreamBoxSubscriptionFilms,
  dreamBoxSubscriptions,
  films,
  orderItems,
  orders,
  orderStatusHistory,
  type DreamBoxSubscription,
  type DreamBoxSubscriptionStatus,
} from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { getPublicSettings } from '../settings/service.js';
import type { OrderDeps } from '../orders/order-deps.js';
import { newOrderNumber } from '../orders/order-number.js';
import type { ProviderSubscription, SubscriptionStatus } from '../payments/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Next billing 30 days after sign-up (SF-DBOX-07, BC-09). */
const BILLING_DAYS = 30;
/** A second payment report within this many days of a box order is the same month's. */
const SAME_MONTH_DAYS = 20;

/** The Dream Box part of the checkout's configuration. */
export async function dreamBoxOptions(db: Db, userId: string | undefined): Promise<CheckoutConfig['dreamBox']> {
  const [settings, filmRows, categoryRows, active] = await Promise.all([
    getPublicSettings(db),
    db
      .select({ id: films.id, title: films.title, posterUrl: films.posterUrl })
      .from(films)
      .where(eq(films.isActive, true))
      .orderBy(asc(films.title)),
    db
      .select({ id: dreamBoxCategories.id, name: dreamBoxCategories.name, imageUrl: dreamBoxCategories.imageUrl })
      .from(dreamBoxCategories)
      .orderBy(asc(dreamBoxCategories.name)),
    userId ? activeSubscription(db, userId) : undefined,
  ]);
  return { priceCents: settings.dreamBoxPriceCents, films: filmRows, categories: categoryRows, active: !!active };
}

export async function activeSubscription(db: Db, userId: string): Promise<DreamBoxSubscription | undefined> {
  const [row] = await db
    .select()
    .from(dreamBoxSubscriptions)
    .where(and(eq(dreamBoxSubscriptions.userId, userId), eq(dreamBoxSubscriptions.status, 'active')))
    .limit(1);
  return row;
}

export interface SubscriptionPicks {
  filmIds: number[];
  categoryIds: number[];
}

async function checkPicks(db: Db, picks: SubscriptionPicks): Promise<void> {
  const filmIds = [...new Set(picks.filmIds)];
  const categoryIds = [...new Set(picks.categoryIds)];
  const [filmRows, categoryRows] = await Promise.all([
    db
      .select({ id: films.id })
      .from(films)
      .where(and(inArray(films.id, filmIds), eq(films.isActive, true))),
    db
      .select({ id: dreamBoxCategories.id })
      .from(dreamBoxCategories)
      .where(inArray(dreamBoxCategories.id, categoryIds)),
  ]);
  if (filmRows.length !== filmIds.length)
    throw badRequest('Pick films from the list.', { filmIds: 'Pick films from the list.' });
  if (categoryRows.length !== categoryIds.length)
    throw badRequest('Pick categories from the list.', { categoryIds: 'Pick categories from the list.' });
}

/** Creates the provider subscription and our pending row; the payer approves it next. */
export async function startSubscription(
  deps: OrderDeps,
  user: SessionUser,
  picks: SubscriptionPicks,
): Promise<SubscriptionStarted> {
  const { db, provider } = deps;
  if (await activeSubscription(db, user.id)) {
    throw new AppError(409, errorCodes.SUBSCRIPTION_EXISTS, 'Dream Box Active');
  }
  await checkPicks(db, picks);
  const settings = await getPublicSettings(db);
  const created = await provider.createSubscription({
    planId: deps.dreamBoxPlanId,
    customId: user.id,
    subscriber: { name: `${user.firstName} ${user.lastName}`.trim() || user.email, email: user.email },
    // Each start is its own subscription; a retry of the same click is answered by our row.
    requestId: `subscription:${user.id}:${randomUUID()}`,
  });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dreamBoxSubscriptions)
      .values({
        userId: user.id,
        paymentProvider: provider.name,
        providerSubscriptionId: created.subscriptionId,
        status: 'pending',
        monthlyPriceCents: settings.dreamBoxPriceCents,
        currency: 'USD',
        email: user.email,
      })
      .returning({ id: dreamBoxSubscriptions.id });
    await tx
      .insert(dreamBoxSubscriptionFilms)
      .values([...new Set(picks.filmIds)].map((filmId) => ({ subscriptionId: row!.id, filmId })));
    await tx
      .insert(dreamBoxSubscriptionCategories)
      .values(
        [...new Set(picks.categoryIds)].map((dreamBoxCategoryId) => ({ subscriptionId: row!.id, dreamBoxCategoryId })),
      );
  });
  return {
    provider: provider.name,
    subscriptionId: created.subscriptionId,
    isTest: provider.isTest,
    planId: provider.isTest ? null : deps.dreamBoxPlanId,
    // The plan bills in USD (decision 066).
    charge: { currency: 'USD', amountMinor: settings.dreamBoxPriceCents, minorUnitDigits: 2 },
  };
}

async function ownSubscription(db: Db, userId: string, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(dreamBoxSubscriptions)
    .where(
      and(
        eq(dreamBoxSubscriptions.providerSubscriptionId, providerSubscriptionId),
        eq(dreamBoxSubscriptions.userId, userId),
      ),
    );
  if (!row) throw notFound('No such subscription.');
  return row;
}

const providerStatus: Partial<Record<SubscriptionStatus, DreamBoxSubscriptionStatus>> = {
  ACTIVE: 'active',
  SUSPENDED: 'suspended',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

/** Next billing: the provider's date when it gives one, else 30 days on (SF-DBOX-07). */
function nextBillingDate(remote: ProviderSubscription, now = new Date()): string {
  const next = remote.nextBillingTime
    ? new Date(remote.nextBillingTime)
    : new Date(now.getTime() + BILLING_DAYS * DAY_MS);
  return next.toISOString().slice(0, 10);
}

/**
 * Activates a subscription the payer approved, after reading it back from the provider:
 * it must be ACTIVE, on our plan and carry this user's id. The first month's box order is
 * written with it.
 */
export async function activateSubscription(
  deps: OrderDeps,
  userId: string,
  providerSubscriptionId: string,
): Promise<DreamBoxSubscriptionView> {
  const row = await ownSubscription(deps.db, userId, providerSubscriptionId);
  if (row.status !== 'active') {
    const remote = await deps.provider.getSubscription(providerSubscriptionId);
    if (remote.planId !== deps.dreamBoxPlanId || remote.customId !== userId) {
      deps.log.error({ subscription: providerSubscriptionId }, 'a subscription with another plan or owner');
      throw new AppError(
        502,
        errorCodes.PAYMENT_FAILED,
        'There was an error processing your payment. Please try again.',
      );
    }
    if (remote.status !== 'ACTIVE') {
      throw new AppError(409, errorCodes.PAYMENT_NOT_APPROVED, 'Please approve the subscription first.');
    }
    await deps.db.transaction(async (tx) => {
      const activated = await tx
        .update(dreamBoxSubscriptions)
        .set({ status: 'active', nextBillingDate: nextBillingDate(remote) })
        .where(and(eq(dreamBoxSubscriptions.id, row.id), eq(dreamBoxSubscriptions.status, 'pending')))
        .returning();
      if (activated[0]) await writeBoxOrder(tx, activated[0], `${providerSubscriptionId}:first`);
    });
  }
  return subscriptionView(deps.db, row.id);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** That month's box for the admin to ship: an order of one Dream Box line, paid by the subscription. */
async function writeBoxOrder(tx: Tx, subscription: DreamBoxSubscription, paymentReference: string): Promise<void> {
  const [lastAddress] = await tx
    .select({ shippingAddress: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.userId, subscription.userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const price = subscription.monthlyPriceCents;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(),
      userId: subscription.userId,
      email: subscription.email ?? '',
      currency: subscription.currency,
      subtotalCents: 0,
      dreamBoxCents: price,
      totalCents: price,
      status: 'processing',
      paymentProvider: subscription.paymentProvider,
      paymentOrderId: paymentReference,
      chargedCurrency: subscription.currency,
      chargedTotalMinor: price,
      paymentMethod: subscription.paymentProvider === 'test' ? 'Test payment (Dream Box)' : 'PayPal subscription',
      shippingAddress: lastAddress?.shippingAddress ?? null,
      dreamBoxSubscriptionId: subscription.id,
      paidAt: new Date(),
    })
    .onConflictDoNothing({ target: orders.paymentOrderId })
    .returning({ id: orders.id });
  if (!order) return;
  const month = new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  await tx.insert(orderItems).values({
    orderId: order.id,
    productName: `Dream Box — ${month}`,
    unitPriceCents: price,
    quantity: 1,
    displayLineTotal: price,
  });
  await tx.insert(orderStatusHistory).values({ orderId: order.id, toStatus: 'processing', actor: 'provider' });
}

/**
 * A subscription event from the provider's webhook: a status change, or a payment (a month
 * billed), which writes that month's box once and moves the billing date.
 */
export async function applySubscriptionEvent(
  deps: OrderDeps,
  providerSubscriptionId: string,
  event: { status?: SubscriptionStatus; paymentId?: string },
): Promise<boolean> {
  const [row] = await deps.db
    .select()
    .from(dreamBoxSubscriptions)
    .where(eq(dreamBoxSubscriptions.providerSubscriptionId, providerSubscriptionId));
  if (!row) return false;
  const status = event.status ? providerStatus[event.status] : undefined;
  if (status === 'cancelled' || status === 'expired') {
    // Cancelled at the provider (PayPal's page, or our own cancel whose webhook comes later): the
    // dates are kept as first recorded.
    await deps.db
      .update(dreamBoxSubscriptions)
      .set(endedFields(status, new Date()))
      .where(eq(dreamBoxSubscriptions.id, row.id));
  } else if (status && status !== row.status && row.status !== 'cancelled' && row.status !== 'expired') {
    // An ended subscription stays ended: webhooks arrive in any order, and a late ACTIVATED must
    // not bring back one the customer cancelled (the provider cannot reactivate it either).
    await deps.db.update(dreamBoxSubscriptions).set({ status }).where(eq(dreamBoxSubscriptions.id, row.id));
  }
  if (event.paymentId && (row.status === 'active' || status === 'active')) {
    await deps.db.transaction(async (tx) => {
      const [recent] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.dreamBoxSubscriptionId, row.id),
            gte(orders.createdAt, new Date(Date.now() - SAME_MONTH_DAYS * DAY_MS)),
          ),
        )
        .limit(1);
      const next = new Date(Date.now() + BILLING_DAYS * DAY_MS).toISOString().slice(0, 10);
      await tx.update(dreamBoxSubscriptions).set({ nextBillingDate: next }).where(eq(dreamBoxSubscriptions.id, row.id));
      // The first month's payment report arrives after activation wrote its box.
      if (!recent) await writeBoxOrder(tx, row, event.paymentId!);
    });
  }
  return true;
}

/** A calendar day in UTC, as the date columns hold it. */
export const isoDay = (when: Date) => when.toISOString().slice(0, 10);

/** A subscription that still bills or may bill again: the customer can cancel it. */
export const liveSubscriptionStatuses = ['active', 'suspended'] as const satisfies DreamBoxSubscriptionStatus[];

/**
 * The columns of an ended subscription. `endsOn` is the paid month's end (the next billing date
 * it will no longer reach; its box ships by then), or today when no date was known. SET reads the
 * old values, so the billing date is copied before it is cleared; dates already set are kept.
 */
export function endedFields(status: 'cancelled' | 'expired', now: Date) {
  const today = isoDay(now);
  return {
    status,
    cancelledAt: sql`coalesce(${dreamBoxSubscriptions.cancelledAt}, ${now.toISOString()}::timestamptz)`,
    endsOn: sql`coalesce(${dreamBoxSubscriptions.endsOn}, ${dreamBoxSubscriptions.nextBillingDate}, ${today}::date)`,
    nextBillingDate: null,
  };
}

export async function subscriptionView(db: Db, id: number): Promise<DreamBoxSubscriptionView> {
  const [row] = await db.select().from(dreamBoxSubscriptions).where(eq(dreamBoxSubscriptions.id, id));
  if (!row) throw notFound('No such subscription.');
  const [filmRows, categoryRows] = await Promise.all([
    db
      .select({ id: films.id, title: films.title, posterUrl: films.posterUrl })
      .from(dreamBoxSubscriptionFilms)
      .innerJoin(films, eq(films.id, dreamBoxSubscriptionFilms.filmId))
      .where(eq(dreamBoxSubscriptionFilms.subscriptionId, id))
      .orderBy(asc(films.title)),
    db
      .select({ id: dreamBoxCategories.id, name: dreamBoxCategories.name, imageUrl: dreamBoxCategories.imageUrl })
      .from(dreamBoxSubscriptionCategories)
      .innerJoin(dreamBoxCategories, eq(dreamBoxCategories.id, dreamBoxSubscriptionCategories.dreamBoxCategoryId))
      .where(eq(dreamBoxSubscriptionCategories.subscriptionId, id))
      .orderBy(asc(dreamBoxCategories.name)),
  ]);
  return {
    status: row.status,
    monthlyPriceCents: row.monthlyPriceCents,
    currency: row.currency,
    nextBillingDate: row.nextBillingDate,
    films: filmRows,
    categories: categoryRows,
  };
}
