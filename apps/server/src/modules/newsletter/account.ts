import { eq } from 'drizzle-orm';
import type { AccountExport } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { newsletterSubscriptions } from '../../db/schema/index.js';

/**
 * The subscription of an account's address, for its data export. Only for an address the
 * account proved it owns: an unverified account could have been made with someone else's
 * address (account deletion erases the subscription on the same condition).
 */
export async function newsletterForAccount(
  db: Db,
  user: { email: string; emailVerified: boolean },
): Promise<AccountExport['newsletter']> {
  if (!user.emailVerified) return null;
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, user.email.toLowerCase()));
  if (!row) return null;
  return {
    email: row.email,
    confirmed: row.confirmedAt !== null,
    since: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}
