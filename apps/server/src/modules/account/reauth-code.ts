/**
 * The e-mailed code that re-authenticates a session of an account without a password (issue 27
 * point 4). One row of better-auth's `verification` table per session, under the id
 * `reauth:<sessionId>`: the code works only in the browser that asked for it, a new code
 * replaces the last, and the row never names the user (so deleting the account leaves nothing
 * of them here). The value holds a keyed hash of the code and the wrong guesses so far; checks
 * run under the row lock, so parallel guesses are all counted.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, lt, lte } from 'drizzle-orm';
import {
  PASSWORD_CODE_MINUTES,
  REAUTH_CODE_ATTEMPTS,
  accountMessages,
  errorCodes,
  type ReauthCodeSent,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { user, verification } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { reauthCodeEmail } from '../email/account-emails.js';
import { enqueueEmail } from '../email/outbox.js';
import { recordReauthentication } from './reauth.js';
import { profileLanguage } from '../auth/service.js';

const ID_PREFIX = 'reauth:';
const rowId = (sessionId: string) => `${ID_PREFIX}${sessionId}`;

interface StoredCode {
  codeHash: string;
  wrong: number;
}

/** Keyed with the server's secret and bound to the session: a leaked row gives no code back. */
function hashCode(code: string, sessionId: string, secret: string): string {
  return createHmac('sha256', secret).update(`reauth-code:${sessionId}:${code}`).digest('hex');
}

function codeMatches(given: string, stored: string): boolean {
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function parse(value: string): StoredCode | null {
  try {
    const parsed = JSON.parse(value) as Partial<StoredCode>;
    return typeof parsed.codeHash === 'string' && typeof parsed.wrong === 'number'
      ? { codeHash: parsed.codeHash, wrong: parsed.wrong }
      : null;
  } catch {
    return null;
  }
}

/** E-mails a new code to the account's address, replacing this session's earlier one. */
export async function sendReauthCode(
  db: Db,
  input: { userId: string; sessionId: string; now: Date; secret: string },
): Promise<ReauthCodeSent> {
  const { userId, sessionId, now, secret } = input;
  const code = String(randomInt(100_000, 1_000_000));
  const expiresAt = new Date(now.getTime() + PASSWORD_CODE_MINUTES * 60_000);
  const value = JSON.stringify({ codeHash: hashCode(code, sessionId, secret), wrong: 0 } satisfies StoredCode);
  await db.transaction(async (tx) => {
    // Codes of ended sessions nobody used: swept here, the only place that makes them.
    await tx
      .delete(verification)
      .where(and(gte(verification.id, ID_PREFIX), lt(verification.id, 'reauth;'), lte(verification.expiresAt, now)));
    await tx
      .insert(verification)
      .values({ id: rowId(sessionId), identifier: rowId(sessionId), value, expiresAt, updatedAt: now })
      .onConflictDoUpdate({ target: verification.id, set: { value, expiresAt, updatedAt: now } });
    const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    await enqueueEmail(
      tx,
      reauthCodeEmail(owner!.email, code, PASSWORD_CODE_MINUTES, await profileLanguage(tx, userId)),
    );
  });
  return { codeExpiresAt: expiresAt.toISOString() };
}

type Outcome = 'verified' | 'expired' | 'used-up' | { wrong: number };

/**
 * Checks a code under the row lock; a right one records the re-authentication in the same
 * transaction. The outcome is returned, not thrown, so a counted guess commits first.
 */
async function checkCode(db: Db, sessionId: string, code: string, now: Date, secret: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const id = rowId(sessionId);
    const [row] = await tx.select().from(verification).where(eq(verification.id, id)).for('update');
    const stored = row && row.expiresAt > now ? parse(row.value) : null;
    if (!stored) return 'expired';
    if (codeMatches(hashCode(code, sessionId, secret), stored.codeHash)) {
      await tx.delete(verification).where(eq(verification.id, id));
      await recordReauthentication(tx, sessionId, now);
      return 'verified';
    }
    const wrong = stored.wrong + 1;
    if (wrong >= REAUTH_CODE_ATTEMPTS) {
      await tx.delete(verification).where(eq(verification.id, id));
      return 'used-up';
    }
    await tx
      .update(verification)
      .set({ value: JSON.stringify({ ...stored, wrong } satisfies StoredCode), updatedAt: now })
      .where(eq(verification.id, id));
    return { wrong };
  });
}

/** Re-authenticates the session with its e-mailed code, or throws the 400 the customer reads. */
export async function verifyReauthCode(
  db: Db,
  input: { sessionId: string; code: string; now: Date; secret: string },
): Promise<void> {
  const outcome = await checkCode(db, input.sessionId, input.code, input.now, input.secret);
  if (outcome === 'verified') return;
  if (outcome === 'expired')
    throw new AppError(400, errorCodes.CODE_EXPIRED, accountMessages.codeExpired, {
      code: accountMessages.codeExpired,
    });
  if (outcome === 'used-up')
    throw new AppError(400, errorCodes.CODE_EXPIRED, accountMessages.reauthCodeUsedUp, {
      code: accountMessages.reauthCodeUsedUp,
    });
  const message = accountMessages.codeInvalid(REAUTH_CODE_ATTEMPTS - outcome.wrong);
  throw new AppError(400, errorCodes.CODE_INVALID, message, { code: message });
}
