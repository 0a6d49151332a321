import { and, desc, eq, sql } from 'drizzle-orm';
import type { Wishlist } from '@marquee/contracts';
import type { Db, Executor } from '../../db/client.js';
import { products, wishlistItems } from '../../db/schema/index.js';
import { liveProduct, productNotFound } from '../catalog/live-products.js';
import { ownedBy, ownerValues, removeOwnedProduct, type Owner } from '../../lib/owner.js';
import { mainImageColumn } from '../../lib/product-main-image.js';

/** Entries with their product inner-joined: an entry without a product is never shown (SF-WISH-08). */
export async function getWishlist(db: Db, owner: Owner): Promise<Wishlist> {
  const rows = await db
    .select({
      productId: products.id,
      title: products.title,
      priceCents: products.priceCents,
      image: mainImageColumn,
      description: products.description,
      stockQuantity: products.stockQuantity,
      addedAt: wishlistItems.createdAt,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    // An archived product drops off the list (its page is gone); the entry comes back if it is restored.
    .where(and(ownedBy(wishlistItems, owner), liveProduct))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return { items: rows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() })) };
}

/**
 * Idempotent: a product already on the list stays there once (SF-WISH-03); adding it again
 * touches it, so a guest's wishlist counts as written (cart/guest-expiry.ts).
 */
export async function addToWishlist(db: Db, owner: Owner, productId: number): Promise<Wishlist> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), liveProduct));
  if (!product) throw productNotFound();
  const target = owner.userId !== undefined ? wishlistItems.userId : wishlistItems.guestId;
  // A product deleted between the two statements fails the foreign key: a rare 500, never a ghost entry.
  await db
    .insert(wishlistItems)
    .values({ productId, ...ownerValues(owner) })
    .onConflictDoUpdate({ target: [target, wishlistItems.productId], set: { updatedAt: sql`now()` } });
  return getWishlist(db, owner);
}

export async function removeFromWishlist(db: Db, owner: Owner, productId: number): Promise<Wishlist> {
  await removeOwnedProduct(db, wishlistItems, owner, productId);
  return getWishlist(db, owner);
}

/** Moves a guest's wishlist into the user's without duplicates, inside the caller's transaction. */
export async function mergeGuestWishlist(tx: Executor, guestId: string, userId: string): Promise<void> {
  const guestEntries = await tx
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.guestId, guestId));
  if (guestEntries.length > 0) {
    await tx
      .insert(wishlistItems)
      .values(guestEntries.map((entry) => ({ productId: entry.productId, userId })))
      .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] });
  }
  await tx.delete(wishlistItems).where(eq(wishlistItems.guestId, guestId));
}
