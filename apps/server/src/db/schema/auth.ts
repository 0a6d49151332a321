/**
 * better-auth 1.7 tables. The TS keys (`user`, `session`, `account`, `verification`) and
 * the field names are the ones better-auth's Drizzle adapter expects; the admin plugin's
 * fields (role, banned, banReason, banExpires, impersonatedBy) are included.
 * Ids are text because better-auth generates them.
 */
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, inList, timestamptz, updatedAt } from './columns.js';

export const userRoles = ['customer', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const user = pgTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** better-auth admin plugin: configure it with `defaultRole: 'customer'`. */
    role: text().$type<UserRole>().notNull().default('customer'),
    banned: boolean().default(false),
    banReason: text(),
    banExpires: timestamptz(),
  },
  (t) => [
    check('users_role_check', inList(t.role, userRoles)),
    // The admin's Customers list: newest first.
    index('users_created_at_idx').on(t.createdAt.desc()),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text().primaryKey(),
    expiresAt: timestamptz().notNull(),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamptz(),
    refreshTokenExpiresAt: timestamptz(),
    scope: text(),
    /** The password hash (argon2id) for the e-mail + password provider. */
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamptz().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export type User = typeof user.$inferSelect;
export type NewUser = typeof user.$inferInsert;
export type Session = typeof session.$inferSelect;
