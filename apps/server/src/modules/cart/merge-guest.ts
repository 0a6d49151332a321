import type { Db } from '../../db/client.js';
import { mergeGuestWishlist } from '../wishlist/service.js';
import { mergeGuestCart } from './service.js';

/**
 * At sign-in and sign-up the guest's cart and wishlist become the user's (AUTH-04, R-13),
 * in one transaction so a failure leaves both untouched.
 */
export async function mergeGuestInto(db: Db, guestId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await mergeGuestCart(tx, guestId, userId);
    await mergeGuestWishlist(tx, guestId, userId);
  });
}
