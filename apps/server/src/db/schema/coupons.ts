/** Discount coupons (decision 065). */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, inList, timestamptz } from './columns.js';

/**
 * What a coupon takes off: a percent of the subtotal, a fixed amount of USD cents off the
 * subtotal, or the shipping fee. FREESHIP stays a 15 % percent coupon, as written (SF-CPN-02).
 */
export const couponKinds = ['percent', 'fixed', 'free_shipping'] as const;
export type CouponKind = (typeof couponKinds)[number];

/** Replaces the client-side coupon constants. Codes are stored upper-case. */
export const coupons = pgTable(
  'coupons',
  {
    code: text().primaryKey(),
    kind: text().$type<CouponKind>().notNull().default('percent'),
    /** 1-100 for a 'percent' coupon, otherwise null. */
    percentOff: integer(),
    /** USD cents for a 'fixed' coupon, otherwise null. */
    amountOffCents: integer(),
    /** The subtotal (USD cents) the cart must reach; 0 means any. */
    minSubtotalCents: integer().notNull().default(0),
    startsAt: timestamptz(),
    endsAt: timestamptz(),
    /** Orders that may use the code in total; null means no limit. */
    usageLimit: integer(),
    /** Orders one customer (user or guest id) may place with the code; null means no limit. */
    perCustomerLimit: integer(),
    /** Orders placed with the code so far; raised when an order is recorded. */
    timesUsed: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_code_check', sql`${t.code} = upper(${t.code}) and ${t.code} <> ''`),
    check('coupons_kind_check', inList(t.kind, couponKinds)),
    check(
      'coupons_kind_amount_check',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOffCents} is null)
        or (${t.kind} = 'fixed' and ${t.amountOffCents} > 0 and ${t.percentOff} is null)
        or (${t.kind} = 'free_shipping' and ${t.percentOff} is null and ${t.amountOffCents} is null)`,
    ),
    check('coupons_min_subtotal_check', sql`${t.minSubtotalCents} >= 0`),
    check('coupons_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('coupons_usage_limit_check', sql`${t.usageLimit} > 0`),
    check('coupons_per_customer_limit_check', sql`${t.perCustomerLimit} > 0`),
    check('coupons_times_used_check', sql`${t.timesUsed} >= 0`),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
