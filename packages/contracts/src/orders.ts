/**
 * Placing and reading orders (issue 11, decision 066). The browser sends who and where to; the
 * server reads the cart, prices, coupon and currency itself and answers with
 * what it will charge. Amounts are integer minor units of the named currency.
 */
import { z } from 'zod';
import { publicTranslationsSchema } from './admin-translations.js';
import { emailField } from './auth.js';
import {
  checkoutQuoteSchema,
  convertedQuoteSchema,
  couponCodeInput,
  currencyField,
  quoteAmountsSchema,
} from './checkout.js';
import { languageCodes } from './constants.js';

export const orderStatusNames = ['pending', 'processing', 'shipping', 'delivered', 'cancelled', 'refunded'] as const;
export const orderStatusSchema = z.enum(orderStatusNames);
export type OrderStatusName = z.infer<typeof orderStatusSchema>;

/** The lifecycle's arrows (spec D-06): the server enforces them, the admin offers them. */
export const ORDER_STATUS_MOVES: Record<OrderStatusName, readonly OrderStatusName[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipping', 'cancelled', 'refunded'],
  shipping: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** How far along an order is, as the account and tracking pages draw it (spec D-06). */
export const ORDER_PROGRESS_PERCENT: Record<OrderStatusName, number> = {
  pending: 0,
  processing: 33,
  shipping: 66,
  delivered: 100,
  cancelled: 0,
  refunded: 0,
};

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/** Where the goods go. Field names follow the `autocomplete` tokens the form uses. */
export const shippingAddressSchema = z.strictObject({
  name: required('Full name', 120),
  line1: required('Address', 200),
  line2: z.string().trim().max(200, 'Address line 2 is too long').default(''),
  city: required('City', 100),
  region: z.string().trim().max(100, 'State or region is too long').default(''),
  postalCode: required('Postal code', 20),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose a country'),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/**
 * Starts paying for the cart's goods. Strict like the quote body: a client that sends prices,
 * totals or items gets a 400 naming the field. The Dream Box is its own subscription.
 */
export const startPaymentBodySchema = z.strictObject({
  email: emailField,
  shippingAddress: shippingAddressSchema,
  couponCode: couponCodeInput,
  currency: currencyField,
});
export type StartPaymentBody = z.input<typeof startPaymentBodySchema>;

export const paymentProviderNameSchema = z.enum(['paypal', 'test']);

export const chargeSchema = z.object({
  currency: z.string(),
  /** Minor units of `currency`. */
  amountMinor: z.number().int(),
  minorUnitDigits: z.number().int(),
});
export type Charge = z.infer<typeof chargeSchema>;

/** The provider order to approve, for exactly the amount in `charge`. */
export const paymentStartedSchema = z.object({
  provider: paymentProviderNameSchema,
  /** PayPal's order id (what the JS SDK's createOrder returns), or the test provider's. */
  providerOrderId: z.string(),
  isTest: z.boolean(),
  charge: chargeSchema,
  quote: checkoutQuoteSchema,
  /** The goods are held for this shopper until then (ISO 8601). */
  reservedUntil: z.string(),
});
export type PaymentStarted = z.infer<typeof paymentStartedSchema>;

/** The offline provider's stand-in for the payer's approval in PayPal's window. */
export const testApprovalBodySchema = z.strictObject({
  outcome: z.enum(['approve', 'decline']),
});

export const providerOrderParamsSchema = z.strictObject({
  providerOrderId: z.string().min(1).max(64),
});

export const orderLineViewSchema = z.object({
  productId: z.number().int().nullable(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  /** USD cents, as bought. */
  unitPriceCents: z.number().int(),
  /** In the order's display currency (minor units). */
  lineTotal: z.number().int(),
});

/** One order as its owner sees it (confirmation, thank-you, tracking, account). */
export const orderViewSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  email: z.string(),
  /** USD cents. */
  usd: quoteAmountsSchema,
  /** What the shopper saw, in their currency. */
  display: convertedQuoteSchema.omit({ lineTotals: true }),
  /** What the provider charged. */
  charged: chargeSchema.nullable(),
  /**
   * What the provider has refunded so far, in minor units of `charged.currency` (issue 26): a
   * partial refund keeps the order in its status with this amount; 0 when nothing was refunded.
   */
  refundedMinor: z.number().int(),
  /** Paid through the offline test provider: no money was taken (issue 26). */
  isTest: z.boolean(),
  paymentMethod: z.string(),
  couponCode: z.string().nullable(),
  items: z.array(orderLineViewSchema),
  shippingAddress: shippingAddressSchema.nullable(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  /** A carrier's tracking page, when the carrier is known. */
  trackingUrl: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  /** 0, 33, 66 or 100 (spec D-06). */
  progressPercent: z.number().int(),
  /** The language the order was placed in; its e-mails are written in it (issue 29). */
  language: z.enum(languageCodes),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/**
 * A paid order. No link token (issue 27): the buyer's confirmation opens with their session or
 * guest cookie, so the address they copy after paying opens nothing for anyone else.
 */
export const placedOrderSchema = z.object({
  order: orderViewSchema,
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderNumberParamsSchema = z.strictObject({
  orderNumber: z.string().trim().min(1).max(32),
});

/** The e-mailed link's token, still accepted by the API; the web app sends none (the page server exchanges it for a cookie). */
export const orderAccessQuerySchema = z.strictObject({
  token: z.string().max(128).optional(),
});

export const ordersListSchema = z.object({ orders: z.array(orderViewSchema) });

/** A guest's order lookup on /order-tracking. */
export const orderLookupBodySchema = z.strictObject({
  orderNumber: z.string({ error: 'Order number is required' }).trim().min(1, 'Order number is required').max(32),
  email: emailField,
});
export type OrderLookupBody = z.input<typeof orderLookupBodySchema>;

export const dreamBoxFilmOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  posterUrl: z.string().nullable(),
});
export const dreamBoxCategoryOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** Its name in other languages (issue 29). */
  translations: publicTranslationsSchema(['name']),
});

/** What the checkout needs besides the quote. */
export const checkoutConfigSchema = z.object({
  provider: paymentProviderNameSchema,
  isTest: z.boolean(),
  /** The PayPal JS SDK's client id; null for the test provider. */
  paypalClientId: z.string().nullable(),
  dreamBox: z.object({
    priceCents: z.number().int(),
    /** Active films by title (SF-DBOX-02). */
    films: z.array(dreamBoxFilmOptionSchema),
    /** Dream Box categories by name (SF-DBOX-03). */
    categories: z.array(dreamBoxCategoryOptionSchema),
    /** The signed-in customer already has an active subscription (SF-CHK-03). */
    active: z.boolean(),
  }),
  /** The signed-in customer's last shipping address and e-mail, to prefill the form. */
  saved: z.object({ email: z.string().nullable(), shippingAddress: shippingAddressSchema.nullable() }),
});
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

export const DREAM_BOX_MAX_PICKS = 3;

export const startSubscriptionBodySchema = z.strictObject({
  filmIds: z
    .array(z.number().int().positive())
    .min(1, 'Please select at least one film and one category to continue with Dream Box.')
    .max(DREAM_BOX_MAX_PICKS, `Pick at most ${DREAM_BOX_MAX_PICKS} films`),
  categoryIds: z
    .array(z.number().int().positive())
    .min(1, 'Please select at least one film and one category to continue with Dream Box.')
    .max(DREAM_BOX_MAX_PICKS, `Pick at most ${DREAM_BOX_MAX_PICKS} categories`),
  currency: currencyField,
});
export type StartSubscriptionBody = z.input<typeof startSubscriptionBodySchema>;

export const subscriptionStartedSchema = z.object({
  provider: paymentProviderNameSchema,
  subscriptionId: z.string(),
  isTest: z.boolean(),
  /** The PayPal plan the JS SDK's createSubscription uses; null for the test provider. */
  planId: z.string().nullable(),
  charge: chargeSchema,
});
export type SubscriptionStarted = z.infer<typeof subscriptionStartedSchema>;

export const subscriptionParamsSchema = z.strictObject({ subscriptionId: z.string().min(1).max(64) });

export const dreamBoxSubscriptionViewSchema = z.object({
  status: z.enum(['pending', 'active', 'suspended', 'cancelled', 'expired']),
  monthlyPriceCents: z.number().int(),
  currency: z.string(),
  nextBillingDate: z.string().nullable(),
  films: z.array(dreamBoxFilmOptionSchema),
  categories: z.array(dreamBoxCategoryOptionSchema),
});
export type DreamBoxSubscriptionView = z.infer<typeof dreamBoxSubscriptionViewSchema>;
