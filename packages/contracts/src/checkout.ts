import { z } from 'zod';

/**
 * Currencies the payment provider (PayPal) charges in, among ours (spec D "Charging
 * currency"). A shopper who picked another currency sees it, but is charged in USD.
 */
export const CHARGE_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'ILS',
  'JPY',
  'CAD',
  'AUD',
  'CHF',
  'MXN',
  'SGD',
  'HKD',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
] as const;

export const couponKindSchema = z.enum(['percent', 'fixed', 'free_shipping']);
export type CouponKindName = z.infer<typeof couponKindSchema>;

/** A coupon code as typed: matched case-insensitively (SF-CPN-01); blank means none. */
export const couponCodeInput = z
  .string()
  .trim()
  .max(64, 'Invalid coupon code')
  .transform((code) => (code === '' ? undefined : code.toUpperCase()))
  .optional();

/** The shopper's display currency, a three-letter code. */
export const currencyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'A currency is a three-letter code.')
  .transform((code) => code.toUpperCase())
  .optional();

/**
 * What the checkout asks for. Strict: prices, totals and the owner are never taken from the
 * client, so a body carrying `totalCents` or `items` is a 400 naming that field.
 */
export const checkoutQuoteBodySchema = z.strictObject({
  /** Matched case-insensitively (SF-CPN-01); blank means no coupon. */
  couponCode: couponCodeInput,
  dreamBox: z.boolean().default(false),
  /** The display currency; an unknown code is quoted in USD. */
  currency: currencyField,
});
export type CheckoutQuoteBody = z.input<typeof checkoutQuoteBodySchema>;

const cents = z.number().int();

/** The five parts of a total; total = subtotal − discount + dreamBox + shipping (SF-CHK-04). */
export const quoteAmountsSchema = z.object({
  subtotal: cents,
  discount: cents,
  shipping: cents,
  dreamBox: cents,
  total: cents,
});
export type QuoteAmounts = z.infer<typeof quoteAmountsSchema>;

/** Amounts converted into one currency, in its minor units (2 decimals, or 0 for JPY). */
export const convertedQuoteSchema = z.object({
  currency: z.string(),
  /** Units of the currency per 1 USD, as used for this quote. */
  rate: z.number(),
  /** 2, or 0 for a currency without minor units. */
  minorUnitDigits: z.number().int(),
  /** One entry per line, in the order of `lines`. */
  lineTotals: z.array(cents),
  amounts: quoteAmountsSchema,
});
export type ConvertedQuote = z.infer<typeof convertedQuoteSchema>;

export const quoteLineSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  /** Integer USD cents from the database at request time. */
  unitPriceCents: cents,
  quantity: z.number().int(),
  lineTotalCents: cents,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const appliedCouponSchema = z.object({
  code: z.string(),
  kind: couponKindSchema,
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
});

/** The server's checkout quote: every amount the checkout shows or charges (issue 11). */
export const checkoutQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  coupon: appliedCouponSchema.nullable(),
  dreamBox: z.boolean(),
  /** USD cents. */
  usd: quoteAmountsSchema,
  /** What the shopper sees, in the currency they picked (USD if unknown). */
  display: convertedQuoteSchema,
  /** What the payment provider will charge: the display currency when it can, else USD. */
  charge: convertedQuoteSchema,
  /** True when the charge is in another currency than the display; the checkout must say so. */
  chargeCurrencyDiffers: z.boolean(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
