import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

/**
 * Guest orders placed with the account's e-mail join the account (issue 27, point 1), so the
 * customer finds them under Orders after the guest window has closed. Call it ONLY for an
 * account whose e-mail is verified (after the verification, and at each sign-in of a verified
 * account): otherwise anyone could sign up with a buyer's address and read their orders. The
 * e-mail is compared as the store stores it (trimmed, lower case; contracts' emailField), so
 * the lookup uses orders_email_idx. Returns how many orders joined.
 */
export async function claimGuestOrders(db: Db, userId: string, email: string): Promise<number> {
  const claimed = await db
    .update(orders)
    .set({ userId, guestId: null })
    .where(and(isNull(orders.userId), eq(orders.email, email.trim().toLowerCase())))
    .returning({ id: orders.id });
  return claimed.length;
}
