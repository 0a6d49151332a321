/** Site settings (key/value JSON) and newsletter subscriptions. */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz, updatedAt } from './columns.js';

/** Key/value settings (DM-37); values are read and validated by the settings module. */
export const siteSettings = pgTable('site_settings', {
  settingKey: text().primaryKey(),
  settingValue: jsonb().$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: identityId(),
    email: text().notNull().unique(),
    /** Double opt-in: null until the link in the confirmation e-mail is followed; only confirmed addresses count. */
    confirmedAt: timestamptz(),
    /** SHA-256 (hex) of the random token in the confirmation link; null once confirmed. */
    confirmTokenHash: text().unique(),
    /** When the last confirmation e-mail was sent, so a repeated sign-up cannot flood an inbox. */
    confirmationSentAt: timestamptz(),
    /** The language the address signed up in: its e-mails are written in it. */
    language: text().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    check('newsletter_subscriptions_email_lower', sql`${t.email} = lower(${t.email})`),
    check('newsletter_subscriptions_language_check', sql`${t.language} in ('en', 'he')`),
    // The hourly sweep of addresses never confirmed (newsletter/pending-sweep.ts).
    index('newsletter_subscriptions_pending_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.confirmedAt} is null`),
  ],
);

export type SiteSetting = typeof siteSettings.$inferSelect;
export type NewSiteSetting = typeof siteSettings.$inferInsert;
export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;
