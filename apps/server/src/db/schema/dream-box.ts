/** Dream Box: the monthly curated subscription box, its categories and subscriptions. */
import { relations, sql } from 'drizzle-orm';
import type { Translations } from '@marquee/contracts';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { createdAt, identityId, inList, timestamptz, updatedAt } from './columns.js';
import { paymentProviders, type PaymentProviderName } from './orders.js';
import { films } from './films.js';

export const dreamBoxSubscriptionStatuses = ['pending', 'active', 'suspended', 'cancelled', 'expired'] as const;
export type DreamBoxSubscriptionStatus = (typeof dreamBoxSubscriptionStatuses)[number];

export const dreamBoxCategories = pgTable('dream_box_categories', {
  id: identityId(),
  name: text().notNull(),
  /** Null when empty (ADM-DBOX-03). */
  imageUrl: text(),
  /** Texts in other languages, `{ he: { field: '…' } }`; a blank or missing one falls back to the column (issue 29). */
  translations: jsonb().$type<Translations<'name'>>().notNull().default({}),
  createdAt: createdAt(),
});

export const dreamBoxSubscriptions = pgTable(
  'dream_box_subscriptions',
  {
    id: identityId(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    paymentProvider: text().$type<PaymentProviderName>().notNull(),
    /** The provider's subscription id (the spec's paypal_subscription_id). */
    providerSubscriptionId: text().unique(),
    status: text().$type<DreamBoxSubscriptionStatus>().notNull().default('pending'),
    monthlyPriceCents: integer().notNull(),
    currency: text().notNull().default('USD'),
    nextBillingDate: date({ mode: 'string' }),
    /** The subscriber's real e-mail, for the box orders the renewals create. */
    email: text(),
    /** The provider's start of billing (its start_time): billing cycle n begins n - 1 months after it. */
    startedAt: timestamptz(),
    /** The last payment the provider could not collect, while it retries; cleared when a payment arrives. */
    paymentFailedAt: timestamptz(),
    /** When the customer (or the provider) cancelled; the account shows it with `endsOn`. */
    cancelledAt: timestamptz(),
    /** The end of the last paid month: the last box ships by then (decision 068). */
    endsOn: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('dream_box_subscriptions_status_check', inList(t.status, dreamBoxSubscriptionStatuses)),
    check('dream_box_subscriptions_payment_provider_check', inList(t.paymentProvider, paymentProviders)),
    check('dream_box_subscriptions_monthly_price_cents_check', sql`${t.monthlyPriceCents} >= 0`),
    check('dream_box_subscriptions_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    index('dream_box_subscriptions_user_id_status_idx').on(t.userId, t.status),
  ],
);

/** Replaces dream_box_subscriptions.selected_films. */
export const dreamBoxSubscriptionFilms = pgTable(
  'dream_box_subscription_films',
  {
    subscriptionId: integer()
      .notNull()
      .references(() => dreamBoxSubscriptions.id, { onDelete: 'cascade' }),
    filmId: integer()
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.filmId] }),
    index('dream_box_subscription_films_film_id_idx').on(t.filmId),
  ],
);

/** Replaces dream_box_subscriptions.selected_categories (Dream Box category ids, spec D-15). */
export const dreamBoxSubscriptionCategories = pgTable(
  'dream_box_subscription_categories',
  {
    subscriptionId: integer()
      .notNull()
      .references(() => dreamBoxSubscriptions.id, { onDelete: 'cascade' }),
    dreamBoxCategoryId: integer()
      .notNull()
      .references(() => dreamBoxCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.dreamBoxCategoryId] }),
    index('dream_box_subscription_categories_category_id_idx').on(t.dreamBoxCategoryId),
  ],
);

export const dreamBoxSubscriptionsRelations = relations(dreamBoxSubscriptions, ({ many }) => ({
  films: many(dreamBoxSubscriptionFilms),
  categories: many(dreamBoxSubscriptionCategories),
}));

export const dreamBoxSubscriptionFilmsRelations = relations(dreamBoxSubscriptionFilms, ({ one }) => ({
  subscription: one(dreamBoxSubscriptions, {
    fields: [dreamBoxSubscriptionFilms.subscriptionId],
    references: [dreamBoxSubscriptions.id],
  }),
  film: one(films, {
    fields: [dreamBoxSubscriptionFilms.filmId],
    references: [films.id],
  }),
}));

export const dreamBoxSubscriptionCategoriesRelations = relations(dreamBoxSubscriptionCategories, ({ one }) => ({
  subscription: one(dreamBoxSubscriptions, {
    fields: [dreamBoxSubscriptionCategories.subscriptionId],
    references: [dreamBoxSubscriptions.id],
  }),
  category: one(dreamBoxCategories, {
    fields: [dreamBoxSubscriptionCategories.dreamBoxCategoryId],
    references: [dreamBoxCategories.id],
  }),
}));

export type DreamBoxCategory = typeof dreamBoxCategories.$inferSelect;
export type NewDreamBoxCategory = typeof dreamBoxCategories.$inferInsert;
export type DreamBoxSubscription = typeof dreamBoxSubscriptions.$inferSelect;
export type NewDreamBoxSubscription = typeof dreamBoxSubscriptions.$inferInsert;
