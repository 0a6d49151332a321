import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The httpOnly cookie that holds a signed-out shopper's guest id (issued by plugins/request-context.ts). */
export const GUEST_COOKIE = 'marquee_guest';

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
