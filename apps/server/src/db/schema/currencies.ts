/** The currencies prices can be shown in. Prices are stored in USD cents; USD is the base. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';

/** Display currencies; `rate` is units of this currency per 1 USD (price shown = usd * rate). */
export const currencies = pgTable(
  'currencies',
  {
    code: text().primaryKey(),
    name: text().notNull(),
    symbol: text().notNull(),
    rate: numeric({ precision: 18, scale: 6, mode: 'number' }).notNull(),
    sortOrder: integer().notNull().default(0),
    /** Whether shoppers can pick it; USD, the base, is always offered. */
    isOffered: boolean().notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('currencies_code_check', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('currencies_rate_check', sql`${t.rate} > 0`),
  ],
);

export type Currency = typeof currencies.$inferSelect;
export type NewCurrency = typeof currencies.$inferInsert;
