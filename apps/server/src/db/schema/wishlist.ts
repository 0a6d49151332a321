/** The wishlist. Like the cart, it belongs to a user or to a guest id, never both. */
import { relations, sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { products } from './catalog.js';
import { createdAt, identityId, updatedAt } from './columns.js';

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

export const wishlistItemsRelations = relations(wishlistItems, ({ one }) => ({
  product: one(products, {
    fields: [wishlistItems.productId],
    references: [products.id],
  }),
}));

export type WishlistItem = typeof wishlistItems.$inferSelect;
export type NewWishlistItem = typeof wishlistItems.$inferInsert;
