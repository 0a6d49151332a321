import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, inArray, like, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { verification } from '../../db/schema/index.js';

/**
 * The lock e-mail's unlock link (issue 27 point 3): a single-use token that lets the browser
 * opening it sign in to the account while it is locked. Kept in better-auth's `verification`
 * table as a keyed hash, so a copy of the database does not hold working links; it expires
 * with the lock.
 */
const PURPOSE = 'account-unlock';

const identifierFor = (secret: string, token: string) =>
  `${PURPOSE}:${createHmac('sha256', secret).update(`${PURPOSE}:${token}`).digest('base64url')}`;

/** A new link's token for the account, valid until `expiresAt` (the end of the lock). */
export async function createUnlockToken(db: Db, secret: string, userId: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Links nobody opened are removed once their lock is over (better-auth never reads them).
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${PURPOSE}:%`), lt(verification.expiresAt, new Date())));
  await db
    .insert(verification)
    .values({ id: randomUUID(), identifier: identifierFor(secret, token), value: userId, expiresAt });
  return token;
}

/**
 * Uses up a token: the account it unlocks, or null when it is unknown, used or expired. The row
 * is deleted by the statement that reads it, so two clicks at once cannot both use it.
 * `secrets`: the session secret first, then the one before a rotation.
 */
export async function consumeUnlockToken(
  db: Db,
  secrets: readonly string[],
  token: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .delete(verification)
    .where(
      inArray(
        verification.identifier,
        secrets.map((secret) => identifierFor(secret, token)),
      ),
    )
    .returning({ userId: verification.value, expiresAt: verification.expiresAt });
  return row && row.expiresAt > now ? row.userId : null;
}
