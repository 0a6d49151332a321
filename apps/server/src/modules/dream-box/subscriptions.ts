/**
 * Dream Box subscriptions (issue 11, R-17, R-18, decision 066). A subscription needs an
 * account: it is created at the provider for the plan with custom_id = the user's id and the
 * user's real name and e-mail, stored as pending, and becomes active only after the server
 * has read it back from the provider: ACTIVE, our plan, our user. Its status then follows the
 * provider's webhooks (subscription-webhooks.ts); each month the provider bills makes that
 * month's box order (boxes.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  dreamBoxCategoryTranslatedFields,
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
  type DreamBoxSubscription,
  type DreamBoxSubscriptionStatus,
} from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { publicTranslations } from '../../lib/translations.js';
import { getPublicSettings } from '../settings/service.js';
import type { OrderDeps } from '../orders/order-deps.js';
import { activateLocked, isOurSubscription, lockSubscription, type RemoteSubscription } from './activation.js';
import { isoDay } from './billing-cycle.js';

const categoryOptionColumns = {
  id: dreamBoxCategories.id,
  name: dreamBoxCategories.name,
  imageUrl: dreamBoxCategories.imageUrl,
  translations: dreamBoxCategories.translations,
};

/** A category as the checkout and the account show it, with its name in every language it has (issue 29). */
const toCategoryOption = (row: { id: number; name: string; imageUrl: string | null; translations: unknown }) => ({
  ...row,
  translations: publicTranslations(row.translations, dreamBoxCategoryTranslatedFields),
});

/** The Dream Box part of the checkout's configuration. */
export async function dreamBoxOptions(db: Db, userId: string | undefined): Promise<CheckoutConfig['dreamBox']> {
  const [settings, filmRows, categoryRows, active] = await Promise.all([
    getPublicSettings(db),
    db
      .select({ id: films.id, title: films.title, posterUrl: films.posterUrl })
      .from(films)
      .where(eq(films.isActive, true))
      .orderBy(asc(films.title)),
    db.select(categoryOptionColumns).from(dreamBoxCategories).orderBy(asc(dreamBoxCategories.name)),
    userId ? activeSubscription(db, userId) : undefined,
  ]);
  return {
    priceCents: settings.dreamBoxPriceCents,
    films: filmRows,
    categories: categoryRows.map(toCategoryOption),
    active: !!active,
  };
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
    requestId: `subscription:${randomUUID()}`,
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

/**
 * Activates a subscription the payer approved, after reading it back from the provider:
 * it must be ACTIVE, on our plan and carry this user's id. The first month's box order and the
 * welcome e-mail are written with it, once, whichever of this call and the provider's webhooks
 * comes first (activation.ts).
 */
export async function activateSubscription(
  deps: OrderDeps,
  userId: string,
  providerSubscriptionId: string,
): Promise<DreamBoxSubscriptionView> {
  const row = await ownSubscription(deps.db, userId, providerSubscriptionId);
  if (row.status === 'pending') {
    const remote: RemoteSubscription = await deps.provider.getSubscription(providerSubscriptionId);
    if (!isOurSubscription(deps, row, remote)) {
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
      await activateLocked(tx, deps, await lockSubscription(tx, row.id), remote, new Date());
    });
  }
  return subscriptionView(deps.db, row.id);
}

export { isoDay };

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
      .select(categoryOptionColumns)
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
    categories: categoryRows.map(toCategoryOption),
  };
}
