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
    chargedCurrency: text(),
    /** The charged total in chargedCurrency's minor units. */
    chargedTotalMinor: integer(),
    /** Where the goods go; null for a Dream Box month whose address is the subscriber's. */
    shippingAddress: jsonb().$type<ShippingAddress>(),
    /** The display block of the quote the shopper paid (decision 065), for showing the order as bought. */
    display: jsonb().$type<Omit<ConvertedQuote, 'lineTotals'>>(),
    /** Set on a Dream Box month's order (a renewal the provider reported). */
    dreamBoxSubscriptionId: integer(),
    carrier: text(),
    trackingNumber: text(),
    estimatedDelivery: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamptz(),
  },
  (t) => [
    check('orders_status_check', inList(t.status, orderStatuses)),
    check('orders_payment_provider_check', inList(t.paymentProvider, paymentProviders)),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.shippingCents} >= 0 and ${t.dreamBoxCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    check('orders_charged_total_check', sql`${t.chargedTotalMinor} >= 0`),
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

export const checkoutPaymentStatuses = ['open', 'completed', 'released'] as const;
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
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    /** Why a payment was released: expired, declined, refunded, replaced. */
    releaseReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checkout_payments_provider_order_idx').on(t.paymentProvider, t.providerOrderId),
    check('checkout_payments_status_check', inList(t.status, checkoutPaymentStatuses)),
    check('checkout_payments_charge_check', sql`${t.chargeAmountMinor} > 0`),
    index('checkout_payments_open_idx')
      .on(t.reservedUntil)
      .where(sql`${t.status} = 'open'`),
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
export type OrderStatusChange = typeof orderStatusHistory.$inferSelect;
