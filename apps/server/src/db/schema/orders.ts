/**
 * Orders and their items. Amounts are integer USD cents; an order keeps a snapshot of what
 * was bought, so later catalogue changes do not rewrite it.
 */
import { relations, sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { products } from './catalog.js';
import { createdAt, identityId, inList, timestamptz, updatedAt } from './columns.js';

export const orderStatuses = ['pending', 'processing', 'shipping', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentProviders = ['paypal', 'test'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/**
 * One orders table (DECISIONS 07): the storefront's orders and the account's user_orders.
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
  },
  (t) => [
    check('order_items_unit_price_cents_check', sql`${t.unitPriceCents} >= 0`),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    index('order_items_order_id_idx').on(t.orderId),
  ],
);

export const ordersRelations = relations(orders, ({ many }) => ({
  items: many(orderItems),
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
