/**
 * Re-authentication (issue 27 point 4): deleting the account and downloading its data need the
 * session to have proved its owner again within REAUTH_MINUTES, so a session cookie left in a
 * shared browser or stolen is not enough. The proof belongs to one session
 * (`session_reauthentications`, deleted with it): another browser of the same account has to
 * prove it on its own.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { REAUTH_MINUTES, accountMessages, errorCodes, type ReauthStatus } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { account, sessionReauthentications } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

const WINDOW_MS = REAUTH_MINUTES * 60_000;

export const reauthRequired = () => new AppError(403, errorCodes.REAUTH_REQUIRED, accountMessages.reauthRequired);

/** Records that this session proved its owner now (a later proof replaces an earlier one). */
export async function recordReauthentication(db: Pick<Db, 'insert'>, sessionId: string, now: Date): Promise<void> {
  await db
    .insert(sessionReauthentications)
    .values({ sessionId, reauthenticatedAt: now })
    .onConflictDoUpdate({ target: sessionReauthentications.sessionId, set: { reauthenticatedAt: now } });
}

/** Until when the session's last proof counts, or null when it has none that counts now. */
export async function reauthenticatedUntil(db: Db, sessionId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: sessionReauthentications.reauthenticatedAt })
    .from(sessionReauthentications)
    .where(eq(sessionReauthentications.sessionId, sessionId));
  if (!row) return null;
  const until = new Date(row.at.getTime() + WINDOW_MS);
  // A proof dated after now (a clock stepped back) is not trusted either.
  return row.at <= now && until > now ? until : null;
}

/** Throws 403 REAUTH_REQUIRED unless this session re-authenticated within the last REAUTH_MINUTES. */
export async function assertReauthenticated(db: Db, sessionId: string, now: Date): Promise<void> {
  if (!(await reauthenticatedUntil(db, sessionId, now))) throw reauthRequired();
}

/** The account's password hash, or null for an account that signs in without one. */
export async function passwordHashOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)));
  return row?.password ?? null;
}

export async function getReauthStatus(db: Db, current: { userId: string; sessionId: string }, now: Date) {
  const [hash, until] = await Promise.all([
    passwordHashOf(db, current.userId),
    reauthenticatedUntil(db, current.sessionId, now),
  ]);
  return { hasPassword: hash !== null, reauthenticatedUntil: until?.toISOString() ?? null } satisfies ReauthStatus;
}
