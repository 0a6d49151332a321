/** Discount coupons. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Replaces the client-side coupon constants. Codes are stored upper-case. */
export const coupons = pgTable(
  'coupons',
  {
    code: text().primaryKey(),
    percentOff: integer().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_code_check', sql`${t.code} = upper(${t.code}) and ${t.code} <> ''`),
    check('coupons_percent_off_check', sql`${t.percentOff} between 1 and 100`),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
