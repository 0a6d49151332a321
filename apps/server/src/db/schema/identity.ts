/**
 * Issue 27: what keeps identities apart and limits abuse across instances and restarts
 * (decision 089).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { session } from './auth.js';
import { createdAt, timestamptz } from './columns.js';

/**
 * Fixed-window counters shared by every instance on PostgreSQL: per client address (the
 * address's /64 for IPv6) and scope, per recipient of an e-mail, per account. One row per
 * key; a hit after `resetAt` starts a new window. Swept once ended.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamptz().notNull(),
  },
  (t) => [check('rate_counters_count_check', sql`${t.count} >= 0`), index('rate_counters_reset_at_idx').on(t.resetAt)],
);

/**
 * When a session last proved its owner again (a password or an e-mailed code): deleting the
 * account and downloading its data need one within the last 10 minutes.
 */
export const sessionReauthentications = pgTable('session_reauthentications', {
  sessionId: text()
    .primaryKey()
    .references(() => session.id, { onDelete: 'cascade' }),
  reauthenticatedAt: timestamptz().notNull(),
});

/**
 * The address a chat conversation's replies may be mailed to: a guest's typed address only
 * once its owner followed the e-mailed confirmation link. One row per conversation owner key.
 */
export const chatReplyAddresses = pgTable(
  'chat_reply_addresses',
  {
    ownerKey: text().primaryKey(),
    email: text().notNull(),
    /** A keyed hash of the confirmation link's token; null once confirmed. */
    tokenHash: text(),
    confirmedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_reply_addresses_token_hash_idx').on(t.tokenHash)],
);

/** Facts every instance must agree on, e.g. the session secret's fingerprint. */
export const serverFacts = pgTable('server_facts', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamptz().notNull().defaultNow(),
});

export type RateCounter = typeof rateCounters.$inferSelect;
export type ChatReplyAddress = typeof chatReplyAddresses.$inferSelect;
