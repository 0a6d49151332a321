/**
 * The admin's Orders tab, reading side (issue 11): a paginated list with filters and the
 * detail of one order. Status changes and refunds belong to the orders module.
 */
import { z } from 'zod';
import {
  chargeSchema,
  orderLineViewSchema,
  orderStatusSchema,
  paymentProviderNameSchema,
  shippingAddressSchema,
} from './orders.js';
import { paginationQuerySchema } from './common.js';
import { isCalendarDate } from './admin-coupons.js';
import { quoteAmountsSchema } from './checkout.js';
import { ADMIN_LIST_COUNT_CAP } from './admin-list.js';

/** A calendar day, `2026-11-25`, read in UTC. */
const day = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(isCalendarDate, `${label} is not a real date`);

/**
 * The count of matching orders stops here, and so do the pages; `totalIsCapped` says there are
 * more (counting or skipping 100,000 rows costs more than reading a page).
 */
export const ADMIN_ORDERS_COUNT_CAP = ADMIN_LIST_COUNT_CAP;

/** The list's filters: the Orders tab's list and its CSV export read the same ones. */
const orderFilterFields = {
  status: orderStatusSchema.optional(),
  /** Orders placed on or after this day (UTC). */
  from: day('From').optional(),
  /** Orders placed on or before this day (UTC), the whole day included. */
  to: day('To').optional(),
  /** An order number's beginning or part of the shipping name, or a whole e-mail address; any case. */
  q: z.string().trim().max(254, 'Search is too long').optional(),
};

const toOnOrAfterFrom: [
  (query: { from?: string | undefined; to?: string | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  (query) => !query.from || !query.to || query.from <= query.to,
  { path: ['to'], message: 'To must be on or after From' },
];

export const adminOrderListQuerySchema = paginationQuerySchema
  .extend({
    pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 orders a page').default(25),
    ...orderFilterFields,
  })
  .refine(...toOnOrAfterFrom)
  .refine((query) => (query.page - 1) * query.pageSize < ADMIN_ORDERS_COUNT_CAP, {
    path: ['page'],
    message: `Pages cover the newest ${ADMIN_ORDERS_COUNT_CAP.toLocaleString('en-US')} matching orders: narrow the dates to see older ones`,
  });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** The CSV export of every order the list's filters match (no page: all of them, newest first). */
export const adminOrderExportQuerySchema = z.strictObject(orderFilterFields).refine(...toOnOrAfterFrom);
export type AdminOrderExportQuery = z.infer<typeof adminOrderExportQuerySchema>;

/** An amount in one currency's minor units. */
export const moneySchema = z.object({
  currency: z.string(),
  amountMinor: z.number().int(),
  minorUnitDigits: z.number().int(),
});

export const adminOrderRowSchema = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  email: z.string(),
  status: orderStatusSchema,
  /** The total the shopper saw, in their display currency. */
  total: moneySchema,
  totalUsdCents: z.number().int(),
  /** Units bought (the sum of the lines' quantities). */
  itemCount: z.number().int(),
  /** Paid through the offline test provider: no money was taken (issue 26). */
  isTest: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = z.object({
  items: z.array(adminOrderRowSchema),
  /** Matching orders, up to ADMIN_ORDERS_COUNT_CAP. */
  total: z.number().int(),
  /** True when more orders match than `total` says. */
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderHistoryEntrySchema = z.object({
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema,
  /** 'customer', 'system', 'provider' or 'staff'. */
  actor: z.string(),
  actorUserId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const adminOrderCouponSchema = z.object({
  code: z.string(),
  /** Null when the coupon has since been deleted. */
  kind: z.string().nullable(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
});

export const adminOrderDetailSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  email: z.string(),
  userId: z.string().nullable(),
  guestId: z.string().nullable(),
  /** USD cents. */
  usd: quoteAmountsSchema,
  /** What the shopper saw: the display currency, its rate and amounts. */
  display: z.object({
    currency: z.string(),
    rate: z.number(),
    minorUnitDigits: z.number().int(),
    amounts: quoteAmountsSchema,
  }),
  items: z.array(
    orderLineViewSchema.extend({
      /**
       * The line total's share per unit, in the display currency's minor units (what an invoice
       * prints beside the quantity): the line total was converted as a whole, so this is it
       * divided by the quantity, rounded; exact for USD.
       */
      unitPrice: z.number().int(),
    }),
  ),
  shippingAddress: shippingAddressSchema.nullable(),
  payment: z.object({
    provider: paymentProviderNameSchema,
    providerOrderId: z.string().nullable(),
    captureId: z.string().nullable(),
    method: z.string().nullable(),
    charged: chargeSchema.nullable(),
  }),
  /** Paid through the offline test provider: no money was taken (issue 26). */
  isTest: z.boolean(),
  /** Refunded so far, in minor units of `payment.charged.currency`; 0 when nothing was (issue 26). */
  refundedMinor: z.number().int(),
  coupon: adminOrderCouponSchema.nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  dreamBoxSubscriptionId: z.number().int().nullable(),
  /** Oldest first. */
  history: z.array(adminOrderHistoryEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderParamsSchema = z.strictObject({
  orderNumber: z.string().trim().min(1).max(32),
});

/** The words of the shipment rule; the admin's dialog passes its own language's. */
export interface OrderShipmentMessages {
  trackingRequired: string;
  trackingTooLong: string;
  carrierTooLong: string;
}
const shipmentMessages: OrderShipmentMessages = {
  trackingRequired: 'Tracking number is required',
  trackingTooLong: 'Tracking number is too long',
  carrierTooLong: 'Carrier is too long',
};

/**
 * What a shipped order records (the one statement of the rule): its tracking number, required;
 * the carrier and the estimated delivery day, optional. The server checks every status body with
 * it, and the Ship dialog builds its form from it.
 */
export const orderShipmentSchema = (messages: OrderShipmentMessages = shipmentMessages) =>
  z.strictObject({
    carrier: z.string().trim().max(40, messages.carrierTooLong).optional(),
    trackingNumber: z
      .string({ error: messages.trackingRequired })
      .trim()
      .min(1, messages.trackingRequired)
      .max(64, messages.trackingTooLong),
    estimatedDelivery: day('Estimated delivery').optional(),
  });

const statusNote = z.string().trim().max(500, 'Note is too long').optional();

/** A status change by staff: `shipping` carries its shipment, the other moves a note at most. */
export const adminOrderStatusBodySchema = z.discriminatedUnion('to', [
  orderShipmentSchema().extend({ to: z.literal('shipping'), note: statusNote }),
  z.strictObject({ to: z.enum(['processing', 'delivered', 'cancelled', 'refunded']), note: statusNote }),
]);
export type AdminOrderStatusBody = z.input<typeof adminOrderStatusBodySchema>;
export type AdminOrderStatusChange = z.output<typeof adminOrderStatusBodySchema>;
