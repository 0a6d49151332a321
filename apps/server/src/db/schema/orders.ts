/**
 * Orders and their items. Amounts are integer USD cents; an order keeps a snapshot of what
 * was bought, so later catalogue changes do not rewrite it.
 */
import { relations, sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConvertedQuote, ShippingAddress } from '@marquee/contracts';
import { user } from './auth.js';
import { products } from './catalog.js';
import { createdAt, identityId, inList, timestamptz, updatedAt } from './columns.js';

export const orderStatuses = ['pending', 'processing', 'shipping', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentProviders = ['paypal', 'test'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/**
 * One orders table (spec D-07): the storefront's orders and the account's user_orders.
 * Amounts are USD cents; `currency` + `exchangeRate` record what the shopper saw, and
 * `chargedCurrency` + `chargedTotalMinor` what the payment provider actually charged.
 */
export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    orderNumber: text().notNull().unique(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    guestId: text(),
    email: text().notNull(),
    currency: text().notNull().default('USD'),
    exchangeRate: numeric({ precision: 18, scale: 6, mode: 'number' }).notNull().default(1),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    shippingCents: integer().notNull().default(0),
    dreamBoxCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    couponCode: text(),
    status: text().$type<OrderStatus>().notNull().default('pending'),
    paymentProvider: text().$type<PaymentProviderName>().notNull(),
    /** The provider's order id (the spec's stripe_session_id). */
    paymentOrderId: text().unique(),
    paymentCaptureId: text(),
    paymentMethod: text(),
    /**
     * What the provider has refunded so far, in chargedCurrency's minor units (issue 26): a partial
     * refund keeps the order with this amount; a refund of everything makes it `refunded`.
     */
    refundedMinor: integer().notNull().default(0),
    chargedCurrency: text(),
    /** The charged total in chargedCurrency's minor units. */
    chargedTotalMinor: integer(),
    /** Where the goods go; null for a Dream Box month whose address is the subscriber's. */
    shippingAddress: jsonb().$type<ShippingAddress>(),
    /** The display block of the quote the shopper paid (decision 065), for showing the order as bought. */
    display: jsonb().$type<Omit<ConvertedQuote, 'lineTotals'>>(),
    /** Set on a Dream Box month's order (a renewal the provider reported). */
    dreamBoxSubscriptionId: integer(),
    /** The billing cycle a Dream Box month's order is for (1 = the first month): one box per cycle. */
    dreamBoxCycle: integer(),
    /** The language the order was placed in: its e-mails are written in it (issue 29). */
    language: text().notNull().default('en'),
    carrier: text(),
    trackingNumber: text(),
    estimatedDelivery: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamptz(),
  },
  (t) => [
    check('orders_status_check', inList(t.status, orderStatuses)),
    check('orders_language_check', sql`${t.language} in ('en', 'he')`),
    check('orders_payment_provider_check', inList(t.paymentProvider, paymentProviders)),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.shippingCents} >= 0 and ${t.dreamBoxCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    check('orders_charged_total_check', sql`${t.chargedTotalMinor} >= 0`),
    check('orders_refunded_minor_check', sql`${t.refundedMinor} >= 0`),
    check('orders_exchange_rate_check', sql`${t.exchangeRate} > 0`),
    check('orders_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('orders_guest_id_idx').on(t.guestId),
    index('orders_created_at_idx').on(t.createdAt.desc()),
    index('orders_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('orders_email_idx').on(t.email),
    /** The admin's search by the beginning of an order number, in any case (LIKE 'MQ-7K%' in any collation). */
    index('orders_order_number_search_idx').on(sql`upper(${t.orderNumber}) text_pattern_ops`),
    /** Orders per coupon code, for the admin's usage counts and the in-use check before a delete. */
    /** The refund and reversal webhooks find their order by the capture id. */
    index('orders_payment_capture_id_idx')
      .on(t.paymentCaptureId)
      .where(sql`${t.paymentCaptureId} is not null`),
    /** A subscription's month is written once, whichever of activation and the sale's webhook comes first. */
    uniqueIndex('orders_dream_box_cycle_idx')
      .on(t.dreamBoxSubscriptionId, t.dreamBoxCycle)
      .where(sql`${t.dreamBoxSubscriptionId} is not null and ${t.dreamBoxCycle} is not null`),
    index('orders_coupon_code_idx')
      .on(t.couponCode)
      .where(sql`${t.couponCode} is not null`),
  ],
);

/** A snapshot of what was bought: name, image and unit price at the time of the order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: identityId(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, {
      onDelete: 'set null',
    }),
    productName: text().notNull(),
    productImageUrl: text(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    /** The line's total in the order's display currency (minor units), as the checkout showed it. */
    displayLineTotal: integer(),
  },
  (t) => [
    check('order_items_unit_price_cents_check', sql`${t.unitPriceCents} >= 0`),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    index('order_items_order_id_idx').on(t.orderId),
  ],
);

/** Every status change of an order: who, when, from, to (issue 11). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: identityId(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the order's first status. */
    fromStatus: text().$type<OrderStatus>(),
    toStatus: text().$type<OrderStatus>().notNull(),
    /** 'customer', 'system', 'provider' or 'staff'. */
    actor: text().notNull(),
    /** The staff member or customer, when a person acted. */
    actorUserId: text(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_status_history_to_status_check', inList(t.toStatus, orderStatuses)),
    index('order_status_history_order_id_idx').on(t.orderId, t.id),
  ],
);

/**
 * open: started, holds nothing (issue 26); capturing: the goods and coupon use are taken and the
 * capture is in flight; completed: the order is written; released: nothing is held any more.
 */
export const checkoutPaymentStatuses = ['open', 'capturing', 'completed', 'released'] as const;
export type CheckoutPaymentStatus = (typeof checkoutPaymentStatuses)[number];

/** What one checkout payment bought: the quote's lines, held in stock while the payment is open. */
export interface CheckoutPaymentLine {
  productId: number;
  name: string;
  imageUrl: string | null;
  unitPriceCents: number;
  quantity: number;
  displayLineTotal: number;
}

/**
 * One payment started at the checkout (decision 066): the provider order for the server's
 * amount, the goods and coupon use it holds until `reservedUntil`, and once captured the order
 * it became. `open` holds stock; `completed` and `released` hold nothing.
 */
export const checkoutPayments = pgTable(
  'checkout_payments',
  {
    id: identityId(),
    paymentProvider: text().$type<PaymentProviderName>().notNull(),
    providerOrderId: text().notNull(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    guestId: text(),
    email: text().notNull(),
    shippingAddress: jsonb().$type<ShippingAddress>().notNull(),
    lines: jsonb().$type<CheckoutPaymentLine[]>().notNull(),
    couponCode: text(),
    currency: text().notNull(),
    exchangeRate: numeric({ precision: 18, scale: 6, mode: 'number' }).notNull(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull(),
    shippingCents: integer().notNull(),
    totalCents: integer().notNull(),
    display: jsonb().$type<Omit<ConvertedQuote, 'lineTotals'>>().notNull(),
    chargeCurrency: text().notNull(),
    chargeAmountMinor: integer().notNull(),
    status: text().$type<CheckoutPaymentStatus>().notNull().default('open'),
    reservedUntil: timestamptz().notNull(),
    /**
     * Who counts for a coupon's per-customer limit: `user:<id>` for an account, `email:<lower-case
     * e-mail>` for a guest (a new guest cookie is the same customer).
     */
    customerKey: text().notNull().default(''),
    /** Capture attempts so far: each has its own PayPal-Request-Id, so a retry after a decline is a new attempt. */
    captureAttempts: integer().notNull().default(0),
    /** When the current capture began (status capturing): until it is old, nobody releases the payment. */
    captureStartedAt: timestamptz(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    /** Why a payment was released: expired, declined, refunded, replaced. */
    releaseReason: text(),
    /** The language the shopper paid in; the order is written in it (issue 29). */
    language: text().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checkout_payments_provider_order_idx').on(t.paymentProvider, t.providerOrderId),
    check('checkout_payments_status_check', inList(t.status, checkoutPaymentStatuses)),
    check('checkout_payments_language_check', sql`${t.language} in ('en', 'he')`),
    check('checkout_payments_charge_check', sql`${t.chargeAmountMinor} > 0`),
    index('checkout_payments_open_idx')
      .on(t.reservedUntil)
      .where(sql`${t.status} = 'open'`),
    index('checkout_payments_capturing_idx')
      .on(t.captureStartedAt)
      .where(sql`${t.status} = 'capturing'`),
    index('checkout_payments_coupon_customer_idx')
      .on(t.couponCode, t.customerKey)
      .where(sql`${t.couponCode} is not null`),
    index('checkout_payments_user_id_idx').on(t.userId),
    index('checkout_payments_guest_id_idx').on(t.guestId),
  ],
);

/** Provider webhook events already handled: each event id is processed once (replays are skipped). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text().primaryKey(),
  paymentProvider: text().$type<PaymentProviderName>().notNull(),
  eventType: text().notNull(),
  receivedAt: createdAt(),
});

export const paymentRefundStatuses = ['pending', 'completed', 'failed'] as const;
export type PaymentRefundStatus = (typeof paymentRefundStatuses)[number];

/**
 * A refund we owe or have asked for (issue 26): written in the transaction that decides it, then
 * sent to the provider and retried with the same request id until the provider reports it
 * COMPLETED (or FAILED, which staff see). A capture that cannot become an order is refunded here.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: identityId(),
    paymentProvider: text().$type<PaymentProviderName>().notNull(),
    captureId: text().notNull(),
    checkoutPaymentId: integer().references(() => checkoutPayments.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    /** Minor units of `currency`; null refunds everything captured. */
    amountMinor: integer(),
    currency: text().notNull(),
    reason: text().notNull(),
    status: text().$type<PaymentRefundStatus>().notNull().default('pending'),
    /** The PayPal-Request-Id every attempt sends, so the provider refunds once. */
    requestId: text().notNull().unique(),
    providerRefundId: text(),
    providerStatus: text(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_refunds_status_check', inList(t.status, paymentRefundStatuses)),
    check('payment_refunds_payment_provider_check', inList(t.paymentProvider, paymentProviders)),
    check('payment_refunds_amount_check', sql`${t.amountMinor} is null or ${t.amountMinor} > 0`),
    index('payment_refunds_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('payment_refunds_capture_id_idx').on(t.captureId),
  ],
);

/**
 * The offline test provider's state (issue 26): its orders, captures, subscriptions and the
 * outcome of each request id, in the database, so several instances behind a load balancer and
 * a restart see the same test payments. Never used with PayPal.
 */
export const testPaymentState = pgTable('test_payment_state', {
  key: text().primaryKey(),
  value: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const ordersRelations = relations(orders, ({ many }) => ({
  items: many(orderItems),
  history: many(orderStatusHistory),
}));

export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(orders, { fields: [orderStatusHistory.orderId], references: [orders.id] }),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, {
    fields: [orderItems.productId],
    references: [products.id],
  }),
}));

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type CheckoutPayment = typeof checkoutPayments.$inferSelect;
export type PaymentRefund = typeof paymentRefunds.$inferSelect;
export type OrderStatusChange = typeof orderStatusHistory.$inferSelect;
