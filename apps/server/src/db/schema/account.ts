/** The customer account area: profile fields and the 6-digit password-change code. */
import { relations, sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { timestamptz, updatedAt } from './columns.js';

/** One row per user; the e-mail lives in `users` only. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    birthdate: date({ mode: 'string' }),
    country: text(),
    /** The language the account's e-mails are written in (issue 29): the last one the customer used the store in. */
    language: text().notNull().default('en'),
    updatedAt: updatedAt(),
  },
  (t) => [check('profiles_language_check', sql`${t.language} in ('en', 'he')`)],
);

/** The account area's password-change code: stored hashed, expiring, with lock-out. */
export const passwordResetAttempts = pgTable(
  'password_reset_attempts',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    codeHash: text(),
    codeExpiresAt: timestamptz(),
    attemptsCount: integer().notNull().default(0),
    lockedUntil: timestamptz(),
    /** Set when the right code is entered: the new password may be set until then. */
    verifiedUntil: timestamptz(),
    updatedAt: updatedAt(),
  },
  (t) => [check('password_reset_attempts_count_check', sql`${t.attemptsCount} >= 0`)],
);

export const profilesRelations = relations(profiles, ({ one }) => ({
  user: one(user, { fields: [profiles.userId], references: [user.id] }),
}));

export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type PasswordResetAttempt = typeof passwordResetAttempts.$inferSelect;
