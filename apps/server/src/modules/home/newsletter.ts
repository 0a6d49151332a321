import type { Db } from '../../db/client.js';
import { newsletterSubscriptions } from '../../db/schema/index.js';

/**
 * Stores an address (already trimmed and lower-cased by the contract). The unique
 * constraint decides duplicates, so two simultaneous sign-ups cannot both succeed.
 * Returns false when the address was already subscribed.
 */
export async function subscribe(db: Db, email: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}
