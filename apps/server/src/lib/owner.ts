import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { cartItems, wishlistItems } from '../db/schema/index.js';

/**
 * The key under which `request.cookies` holds a signed-out shopper's guest id once
 * plugins/request-context.ts has verified its signature: always the bare id, never the
 * browser's raw value. The cookie itself is named by `guestCookieName`.
 */
export const GUEST_COOKIE = 'marquee_guest';

/** The guest cookie's name: `__Host-` (Secure, path /, no Domain) whenever cookies are Secure. */
export function guestCookieName(secureCookies: boolean): string {
  return secureCookies ? `__Host-${GUEST_COOKIE}` : GUEST_COOKIE;
}

/** Who owns a cart or wishlist: the signed-in user, else the guest cookie. Never the browser's say-so. */
export type Owner = { userId: string; guestId?: undefined } | { guestId: string; userId?: undefined };

/** A table whose rows belong to a user or to a guest id (cart_items, wishlist_items). */
interface OwnedTable {
  userId: AnyPgColumn;
  guestId: AnyPgColumn;
}

/** `where` for the owner's rows; the owner always comes from request.owner(), never from input. */
export function ownedBy(table: OwnedTable, owner: Owner): SQL {
  return owner.userId !== undefined ? eq(table.userId, owner.userId) : eq(table.guestId, owner.guestId);
}

/** The owner columns of a new row: exactly one of them is set (the tables check this). */
export function ownerValues(owner: Owner): { userId: string | null; guestId: string | null } {
  return { userId: owner.userId ?? null, guestId: owner.guestId ?? null };
}

/** A list a shopper owns rows of, one per product (the cart, the wishlist). */
type OwnedList = typeof cartItems | typeof wishlistItems;

/**
 * Removes the owner's row of the product; removing a row that is not there is no error. A
 * guest's remaining rows are touched: removing counts as a write (cart/guest-expiry.ts).
 */
export async function removeOwnedProduct(db: Db, list: OwnedList, owner: Owner, productId: number): Promise<void> {
  await db.delete(list).where(and(ownedBy(list, owner), eq(list.productId, productId)));
  if (owner.guestId !== undefined) {
    await db
      .update(list)
      .set({ updatedAt: sql`now()` })
      .where(ownedBy(list, owner));
  }
}
