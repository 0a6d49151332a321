/**
 * The cart. It belongs to a user or to a guest id (the httpOnly guest cookie), never both;
 * prices are read from the products, never stored here.
 */
import { relations, sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { products } from './catalog.js';
import { createdAt, identityId, updatedAt } from './columns.js';

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

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  product: one(products, {
    fields: [cartItems.productId],
    references: [products.id],
  }),
}));

export type CartItem = typeof cartItems.$inferSelect;
export type NewCartItem = typeof cartItems.$inferInsert;
