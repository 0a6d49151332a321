/**
 * The admin's Coupons tab (issue 11): list with usage counts, create, edit, deactivate, and
 * delete while unused. The rules mirror the coupons table's checks, so a bad coupon is a 400
 * naming the field instead of a database error. Amounts are integer USD cents.
 */
import { z } from 'zod';
import { couponKindSchema } from './checkout.js';
import { paginatedSchema, paginationQuerySchema } from './common.js';

/** The largest value an integer column holds. */
const MAX_INT = 2_147_483_647;

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be at least 1`)
    .max(MAX_INT, `${label} is too large`);

/** Whether `YYYY-MM-DD` names a day of the calendar (`2026-02-30` does not, though Date.parse takes it). */
export function isCalendarDate(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

/** A date (`2026-12-01`, midnight UTC) or an ISO 8601 date and time with its offset; sent on as ISO 8601. */
const instant = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/,
      `${label} must be a date (YYYY-MM-DD) or an ISO 8601 date and time`,
    )
    .refine(
      (value) => isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)),
      `${label} is not a real date`,
    )
    .transform((value) => new Date(value).toISOString());

/** Stored upper-case: `save10` and `SAVE10` are one code (SF-CPN-01). */
export const couponCodeField = z
  .string({ error: 'Code is required' })
  .trim()
  .toUpperCase()
  .min(2, 'Code must have at least 2 characters')
  .max(32, 'Code must have at most 32 characters')
  .regex(/^[A-Z0-9_-]+$/, 'Use letters, digits, - and _ only');

/** Every field of a coupon but its code and kind-dependent rules (checked in `couponRuleIssues`). */
const couponFields = {
  kind: couponKindSchema,
  /** 1-100, for a 'percent' coupon only. */
  percentOff: z
    .number({ error: 'Percent off must be a number' })
    .int('Percent off must be a whole number')
    .min(1, 'Percent off must be between 1 and 100')
    .max(100, 'Percent off must be between 1 and 100')
    .nullable(),
  /** USD cents off the subtotal, for a 'fixed' coupon only. */
  amountOffCents: count('Amount off').nullable(),
  /** The subtotal (USD cents) the cart must reach; 0 means any. */
  minSubtotalCents: z
    .number({ error: 'Minimum subtotal must be a number' })
    .int('Minimum subtotal must be a whole number of cents')
    .min(0, 'Minimum subtotal cannot be negative')
    .max(MAX_INT, 'Minimum subtotal is too large'),
  startsAt: instant('Start date').nullable(),
  endsAt: instant('End date').nullable(),
  /** Orders that may use the code in total; null means no limit. */
  usageLimit: count('Usage limit').nullable(),
  /** Orders one customer may place with it; null means no limit. */
  perCustomerLimit: count('Per-customer limit').nullable(),
  isActive: z.boolean({ error: 'Active must be true or false' }),
};

export interface CouponRuleInput {
  kind: z.infer<typeof couponKindSchema>;
  percentOff: number | null;
  amountOffCents: number | null;
  startsAt: string | Date | null;
  endsAt: string | Date | null;
}

/**
 * The rules between fields (the table's coupons_kind_amount_check and coupons_dates_check), as
 * `{ field: message }`: empty when the coupon is sound. The form, the create schema and the
 * update service (on the coupon as it will be) all use it.
 */
export function couponRuleIssues(coupon: CouponRuleInput): Record<string, string> {
  const issues: Record<string, string> = {};
  if (coupon.kind === 'percent' && coupon.percentOff === null)
    issues.percentOff = 'A percent coupon needs a percent off between 1 and 100';
  if (coupon.kind !== 'percent' && coupon.percentOff !== null)
    issues.percentOff = 'Only a percent coupon has a percent off';
  if (coupon.kind === 'fixed' && coupon.amountOffCents === null)
    issues.amountOffCents = 'A fixed coupon needs an amount off';
  if (coupon.kind !== 'fixed' && coupon.amountOffCents !== null)
    issues.amountOffCents = 'Only a fixed coupon has an amount off';
  if (coupon.startsAt !== null && coupon.endsAt !== null && new Date(coupon.endsAt) <= new Date(coupon.startsAt))
    issues.endsAt = 'The end date must be after the start date';
  return issues;
}

export const couponCreateBodySchema = z
  .strictObject({
    code: couponCodeField,
    kind: couponFields.kind,
    percentOff: couponFields.percentOff.default(null),
    amountOffCents: couponFields.amountOffCents.default(null),
    minSubtotalCents: couponFields.minSubtotalCents.default(0),
    startsAt: couponFields.startsAt.default(null),
    endsAt: couponFields.endsAt.default(null),
    usageLimit: couponFields.usageLimit.default(null),
    perCustomerLimit: couponFields.perCustomerLimit.default(null),
    isActive: couponFields.isActive.default(true),
  })
  .superRefine((coupon, context) => {
    for (const [field, message] of Object.entries(couponRuleIssues(coupon)))
      context.addIssue({ code: 'custom', path: [field], message });
  });
export type CouponCreateBody = z.input<typeof couponCreateBodySchema>;
export type CouponCreate = z.output<typeof couponCreateBodySchema>;

/**
 * A change to a coupon: any field but the code (a code names orders that used it, so it is
 * never renamed; `code` in the body is a 400). When `kind` changes, the other kind's amount is
 * cleared unless the body sets it. The result must pass `couponRuleIssues`.
 */
export const couponUpdateBodySchema = z.strictObject(couponFields).partial();
export type CouponUpdateBody = z.input<typeof couponUpdateBodySchema>;
export type CouponUpdate = z.output<typeof couponUpdateBodySchema>;

export const couponCodeParamsSchema = z.strictObject({
  code: z.string().trim().toUpperCase().min(1).max(64),
});

export const adminCouponListQuerySchema = paginationQuerySchema.extend({
  /** Part of the code, any case. */
  q: z.string().trim().max(64, 'Search is too long').optional(),
});
export type AdminCouponListQuery = z.infer<typeof adminCouponListQuerySchema>;

export const adminCouponSchema = z.object({
  code: z.string(),
  kind: couponKindSchema,
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  minSubtotalCents: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  isActive: z.boolean(),
  /** Orders recorded with the code (the counter the checkout's usage limit reads). */
  timesUsed: z.number().int(),
  /** Orders in the orders table that carry the code, cancelled and refunded ones included. */
  orderCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListSchema = paginatedSchema(adminCouponSchema);
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;
