/**
 * Cart, wishlist, orders, coupons and currencies. Money is integer minor units (cents);
 * USD is the base currency. Carts and wishlists belong to a user or to a guest id (the
 * httpOnly guest cookie), never both.
 */
import { relations, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { products } from './catalog.js';
import { createdAt, identityId, inList, timestamptz, updatedAt } from './columns.js';

export const orderStatuses = ['pending', 'processing', 'shipping', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentProviders = ['paypal', 'test'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export const cartItems = pgTable(
  'cart_items',
  {
    id: identityId(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    userId: text().references(() => user.id, { onDelete: 'cascade' }),
    guestId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
    check('cart_items_one_owner', sql`num_nonnulls(${t.userId}, ${t.guestId}) = 1`),
    unique('cart_items_user_product_unique').on(t.userId, t.productId),
    unique('cart_items_guest_product_unique').on(t.guestId, t.productId),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: identityId(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text().references(() => user.id, { onDelete: 'cascade' }),
    guestId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('wishlist_items_one_owner', sql`num_nonnulls(${t.userId}, ${t.guestId}) = 1`),
    unique('wishlist_items_user_product_unique').on(t.userId, t.productId),
    unique('wishlist_items_guest_product_unique').on(t.guestId, t.productId),
  ],
);

/** Display currencies; `rate` is units of this currency per 1 USD (price shown = usd * rate). */
export const currencies = pgTable(
  'currencies',
  {
    code: text().primaryKey(),
    name: text().notNull(),
    symbol: text().notNull(),
    rate: numeric({ precision: 18, scale: 6, mode: 'number' }).notNull(),
    sortOrder: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('currencies_code_check', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('currencies_rate_check', sql`${t.rate} > 0`),
  ],
);

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

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  product: one(products, {
    fields: [cartItems.productId],
    references: [products.id],
  }),
}));

export const wishlistItemsRelations = relations(wishlistItems, ({ one }) => ({
  product: one(products, {
    fields: [wishlistItems.productId],
    references: [products.id],
  }),
}));

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

export type CartItem = typeof cartItems.$inferSelect;
export type NewCartItem = typeof cartItems.$inferInsert;
export type WishlistItem = typeof wishlistItems.$inferSelect;
export type NewWishlistItem = typeof wishlistItems.$inferInsert;
export type Currency = typeof currencies.$inferSelect;
export type NewCurrency = typeof currencies.$inferInsert;
export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
