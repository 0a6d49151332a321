import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Owner } from '../plugins/request-context.js';

/** A table whose rows belong to a user or to a guest id (cart_items, wishlist_items). */
interface OwnedTable {
  userId: AnyPgColumn;
  guestId: AnyPgColumn;
}

/** `where` for the owner's rows; the owner always comes from getOwner, never from input. */
export function ownedBy(table: OwnedTable, owner: Owner): SQL {
  return owner.userId !== undefined ? eq(table.userId, owner.userId) : eq(table.guestId, owner.guestId);
}

/** The owner columns of a new row: exactly one of them is set (the tables check this). */
export function ownerValues(owner: Owner): { userId: string | null; guestId: string | null } {
  return { userId: owner.userId ?? null, guestId: owner.guestId ?? null };
}
