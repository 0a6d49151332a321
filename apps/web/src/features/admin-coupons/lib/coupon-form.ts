import {
  couponCreateBodySchema,
  couponKindSchema,
  type AdminCoupon,
  type CouponCreateBody,
  type CouponUpdateBody,
} from '@marquee/contracts';
import { z } from 'zod';
import { centsToDollars, optionalDollarsToCents } from '@/components/admin/dollars';

/** What the coupon form edits: the inputs' text, converted to the API's cents and nulls on submit. */
export interface CouponFormValues {
  code: string;
  kind: z.infer<typeof couponKindSchema>;
  percentOff: string;
  /** US dollars, `5` or `5.50`. */
  amountOff: string;
  minSubtotal: string;
  /** `YYYY-MM-DD` or empty. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  isActive: boolean;
}

export const emptyCouponForm: CouponFormValues = {
  code: '',
  kind: 'percent',
  percentOff: '',
  amountOff: '',
  minSubtotal: '0',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  isActive: true,
};

const COUNT = /^\d{1,10}$/;

/** A whole number as text; blank is null; NaN when it is not one. */
export function parseCount(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  return COUNT.test(value) ? Number(value) : Number.NaN;
}

/** The form's values as the body of POST /api/admin/coupons. */
export function toCreateBody(values: CouponFormValues): CouponCreateBody {
  return {
    code: values.code.trim().toUpperCase(),
    ...toUpdateBody(values),
  } as CouponCreateBody;
}

/** The form's values as the body of PATCH /api/admin/coupons/:code (every field but the code). */
export function toUpdateBody(values: CouponFormValues): CouponUpdateBody & { kind: CouponFormValues['kind'] } {
  return {
    kind: values.kind,
    percentOff: values.kind === 'percent' ? parseCount(values.percentOff) : null,
    amountOffCents: values.kind === 'fixed' ? optionalDollarsToCents(values.amountOff) : null,
    minSubtotalCents: optionalDollarsToCents(values.minSubtotal) ?? 0,
    startsAt: values.startsAt || null,
    endsAt: values.endsAt || null,
    usageLimit: parseCount(values.usageLimit),
    perCustomerLimit: parseCount(values.perCustomerLimit),
    isActive: values.isActive,
  };
}

/** A coupon's fields as the form's values, for editing. */
export function fromCoupon(coupon: AdminCoupon): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percentOff: coupon.percentOff === null ? '' : String(coupon.percentOff),
    amountOff: coupon.amountOffCents === null ? '' : centsToDollars(coupon.amountOffCents),
    minSubtotal: centsToDollars(coupon.minSubtotalCents),
    startsAt: coupon.startsAt?.slice(0, 10) ?? '',
    endsAt: coupon.endsAt?.slice(0, 10) ?? '',
    usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
    perCustomerLimit: coupon.perCustomerLimit === null ? '' : String(coupon.perCustomerLimit),
    isActive: coupon.isActive,
  };
}

/** The API's field names where the form's differ (server `error.fields` and zod paths). */
const formFields: Record<string, keyof CouponFormValues> = {
  code: 'code',
  kind: 'kind',
  percentOff: 'percentOff',
  amountOffCents: 'amountOff',
  minSubtotalCents: 'minSubtotal',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  usageLimit: 'usageLimit',
  perCustomerLimit: 'perCustomerLimit',
  isActive: 'isActive',
};

/** The form's field for an API field name (`amountOffCents` is `amountOff`). */
export const formFieldOf = (apiName: string): keyof CouponFormValues | undefined =>
  Object.hasOwn(formFields, apiName) ? formFields[apiName] : undefined;

interface FormMessages {
  invalidAmount: string;
  invalidCount: string;
}

/**
 * The form's schema: the text must read as amounts and counts (messages in the admin's
 * language), then the body must pass the shared create schema (the server's own rules).
 */
export function couponFormSchema(messages: FormMessages) {
  return z
    .object({
      code: z.string(),
      kind: couponKindSchema,
      percentOff: z.string(),
      amountOff: z.string(),
      minSubtotal: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      usageLimit: z.string(),
      perCustomerLimit: z.string(),
      isActive: z.boolean(),
    })
    .superRefine((values, context) => {
      const formatIssues: [keyof CouponFormValues, boolean, string][] = [
        ['percentOff', values.kind === 'percent' && Number.isNaN(parseCount(values.percentOff)), messages.invalidCount],
        [
          'amountOff',
          values.kind === 'fixed' && Number.isNaN(optionalDollarsToCents(values.amountOff)),
          messages.invalidAmount,
        ],
        ['minSubtotal', Number.isNaN(optionalDollarsToCents(values.minSubtotal)), messages.invalidAmount],
        ['usageLimit', Number.isNaN(parseCount(values.usageLimit)), messages.invalidCount],
        ['perCustomerLimit', Number.isNaN(parseCount(values.perCustomerLimit)), messages.invalidCount],
      ];
      let malformed = false;
      for (const [field, bad, message] of formatIssues) {
        if (!bad) continue;
        malformed = true;
        context.addIssue({ code: 'custom', path: [field], message });
      }
      if (malformed) return;
      const result = couponCreateBodySchema.safeParse(toCreateBody(values));
      if (result.success) return;
      for (const issue of result.error.issues) {
        const field = formFieldOf(String(issue.path[0]));
        if (field) context.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
    });
}
