import type { Db } from '../../db/client.js';
import { moveGuestChatToUser } from '../chat/service.js';
import { mergeGuestWishlist } from '../wishlist/service.js';
import { mergeGuestCart } from './service.js';

/**
 * At sign-in and sign-up the guest's cart, wishlist and chat conversation become the user's
 * (AUTH-04, R-13), in one transaction so a failure leaves all three untouched.
 */
export async function mergeGuestInto(db: Db, guestId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await mergeGuestCart(tx, guestId, userId);
    await mergeGuestWishlist(tx, guestId, userId);
    await moveGuestChatToUser(tx, guestId, userId);
  });
}
