/** Site settings (key/value JSON) and newsletter subscriptions. */
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, updatedAt } from './columns.js';

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
    createdAt: createdAt(),
  },
  (t) => [check('newsletter_subscriptions_email_lower', sql`${t.email} = lower(${t.email})`)],
);

export type SiteSetting = typeof siteSettings.$inferSelect;
export type NewSiteSetting = typeof siteSettings.$inferInsert;
export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;
