/** Failed passwords per account, for the sign-in lock (decision 062). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

/**
 * One row per e-mail with recent failed sign-ins. Keyed by the e-mail as typed (normalised),
 * not by user, so an address without an account is counted and locked exactly like one with:
 * the lock tells nobody which addresses exist. Rows are removed on a successful sign-in and,
 * once stale, by the next failure's sweep.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text().primaryKey(),
    /** Failures in the current run (since the last lock, success or quiet spell). */
    failures: integer().notNull().default(0),
    lastFailedAt: timestamptz().notNull().defaultNow(),
    /** Set when the run reached the limit; sign-ins are refused until then. */
    lockedUntil: timestamptz(),
  },
  (t) => [
    check('sign_in_failures_failures_check', sql`${t.failures} >= 0`),
    index('sign_in_failures_last_failed_at_idx').on(t.lastFailedAt),
  ],
);

export type SignInFailure = typeof signInFailures.$inferSelect;
