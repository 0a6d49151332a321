/**
 * The password change by e-mailed code (ACC-08..15, R-05..R-07): one `password_reset_attempts`
 * row per user holds a keyed hash of the code, its expiry, the wrong guesses, the lock and the
 * window in which a verified customer may set the new password. Every step reads and writes
 * that row under a row lock, so parallel requests cannot count fewer guesses than were made.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import {
  PASSWORD_CODE_ATTEMPTS,
  PASSWORD_CODE_MINUTES,
  PASSWORD_LOCK_MINUTES,
  accountMessages,
  errorCodes,
  paths,
  type PasswordChangeStatus,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { account, passwordResetAttempts, session, user, type PasswordResetAttempt } from '../../db/schema/index.js';
import { AppError, TooManyRequestsError, badRequest, waitInWords } from '../../lib/errors.js';
import { enqueueEmail } from '../email/outbox.js';
import { passwordChangedEmail, passwordCodeEmail } from '../email/account-emails.js';
import { profileLanguage } from '../auth/service.js';
import { storeLink } from '../email/mail-language.js';

const MINUTE_MS = 60_000;
/** After the right code, the new password may be set for this long. */
export const VERIFIED_MINUTES = 10;

/**
 * A keyed hash (HMAC with the server's secret): there are only 900,000 codes, so a plain hash
 * read from a leaked database would give the code back in a moment.
 */
export function hashCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(`password-change-code:${code}`).digest('hex');
}

function codeMatches(code: string, storedHash: string, secret: string): boolean {
  const given = Buffer.from(hashCode(code, secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

const after = (date: Date | null, now: Date): date is Date => date !== null && date > now;

/** What the customer may see of the row; never the code. */
export function statusOf(row: PasswordResetAttempt | undefined, now: Date): PasswordChangeStatus {
  if (!row)
    return { codeExpiresAt: null, attemptsRemaining: PASSWORD_CODE_ATTEMPTS, lockedUntil: null, verifiedUntil: null };
  const locked = after(row.lockedUntil, now);
  const codeLive = !locked && row.codeHash !== null && after(row.codeExpiresAt, now);
  return {
    codeExpiresAt: codeLive ? row.codeExpiresAt!.toISOString() : null,
    // Wrong guesses count against one code; the next code starts the count over (ACC-09).
    attemptsRemaining: locked
      ? 0
      : codeLive
        ? Math.max(0, PASSWORD_CODE_ATTEMPTS - row.attemptsCount)
        : PASSWORD_CODE_ATTEMPTS,
    lockedUntil: locked ? row.lockedUntil!.toISOString() : null,
    verifiedUntil: !locked && after(row.verifiedUntil, now) ? row.verifiedUntil!.toISOString() : null,
  };
}

export function lockedError(until: Date, now: Date): TooManyRequestsError {
  const seconds = (until.getTime() - now.getTime()) / 1000;
  return new TooManyRequestsError(
    errorCodes.PASSWORD_CHANGE_LOCKED,
    `Too many incorrect codes. You can change your password again in ${waitInWords(seconds)}.`,
    seconds,
  );
}

async function readRow(db: Pick<Db, 'select'>, userId: string) {
  const [row] = await db.select().from(passwordResetAttempts).where(eq(passwordResetAttempts.userId, userId));
  return row;
}

export async function getPasswordChangeStatus(db: Db, userId: string, now: Date): Promise<PasswordChangeStatus> {
  return statusOf(await readRow(db, userId), now);
}

/** Throws 429 PASSWORD_CHANGE_LOCKED if the account is locked now; used before the e-mail limit is counted. */
export async function assertNotLocked(db: Db, userId: string, now: Date): Promise<void> {
  const row = await readRow(db, userId);
  if (after(row?.lockedUntil ?? null, now)) throw lockedError(row!.lockedUntil!, now);
}

/**
 * A new code replaces any earlier one, with the count of wrong guesses at 0 (ACC-09), unless the
 * account is locked: the upsert's condition decides that in the same statement, so a guess that
 * locks at the same moment cannot be undone by it. The e-mail is queued in the same transaction.
 */
export async function sendPasswordCode(
  db: Db,
  userId: string,
  options: { now: Date; secret: string },
): Promise<PasswordChangeStatus> {
  const { now, secret } = options;
  const code = String(randomInt(100_000, 1_000_000));
  const fresh = {
    codeHash: hashCode(code, secret),
    codeExpiresAt: new Date(now.getTime() + PASSWORD_CODE_MINUTES * MINUTE_MS),
    attemptsCount: 0,
    lockedUntil: null,
    verifiedUntil: null,
  };
  const row = await db.transaction(async (tx) => {
    const [written] = await tx
      .insert(passwordResetAttempts)
      .values({ userId, ...fresh })
      .onConflictDoUpdate({
        target: passwordResetAttempts.userId,
        set: { ...fresh, updatedAt: sql`now()` },
        setWhere: or(isNull(passwordResetAttempts.lockedUntil), lte(passwordResetAttempts.lockedUntil, now)),
      })
      .returning();
    if (!written) return undefined;
    const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    await enqueueEmail(
      tx,
      passwordCodeEmail(owner!.email, code, PASSWORD_CODE_MINUTES, await profileLanguage(tx, userId)),
    );
    return written;
  });
  if (!row) {
    const locked = await readRow(db, userId);
    throw lockedError(locked!.lockedUntil!, now);
  }
  return statusOf(row, now);
}

type VerifyOutcome =
  | { kind: 'verified'; row: PasswordResetAttempt }
  | { kind: 'locked'; until: Date }
  | { kind: 'expired' }
  | { kind: 'wrong'; remaining: number };

/**
 * Checks a code under the row lock. The outcome is returned, not thrown, so that the counted
 * guess is committed before the error answer goes out.
 */
async function checkCode(db: Db, userId: string, code: string, now: Date, secret: string): Promise<VerifyOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordResetAttempts)
      .where(eq(passwordResetAttempts.userId, userId))
      .for('update');
    if (!row) return { kind: 'expired' } as const;
    if (after(row.lockedUntil, now)) return { kind: 'locked', until: row.lockedUntil } as const;
    if (row.codeHash === null || !after(row.codeExpiresAt, now)) return { kind: 'expired' } as const;
    const where = eq(passwordResetAttempts.userId, userId);
    if (codeMatches(code, row.codeHash, secret)) {
      const verifiedUntil = new Date(now.getTime() + VERIFIED_MINUTES * MINUTE_MS);
      const [verified] = await tx
        .update(passwordResetAttempts)
        .set({ codeHash: null, codeExpiresAt: null, attemptsCount: 0, verifiedUntil })
        .where(where)
        .returning();
      return { kind: 'verified', row: verified! } as const;
    }
    const attempts = row.attemptsCount + 1;
    if (attempts >= PASSWORD_CODE_ATTEMPTS) {
      const until = new Date(now.getTime() + PASSWORD_LOCK_MINUTES * MINUTE_MS);
      // The code goes too: after the lock only a new code can be tried.
      await tx
        .update(passwordResetAttempts)
        .set({ codeHash: null, codeExpiresAt: null, attemptsCount: attempts, lockedUntil: until, verifiedUntil: null })
        .where(where);
      return { kind: 'locked', until } as const;
    }
    await tx.update(passwordResetAttempts).set({ attemptsCount: attempts }).where(where);
    return { kind: 'wrong', remaining: PASSWORD_CODE_ATTEMPTS - attempts } as const;
  });
}

export async function verifyPasswordCode(
  db: Db,
  userId: string,
  code: string,
  options: { now: Date; secret: string },
): Promise<PasswordChangeStatus> {
  const { now, secret } = options;
  const outcome = await checkCode(db, userId, code, now, secret);
  switch (outcome.kind) {
    case 'verified':
      return statusOf(outcome.row, now);
    case 'locked':
      throw lockedError(outcome.until, now);
    case 'expired':
      throw new AppError(400, errorCodes.CODE_EXPIRED, accountMessages.codeExpired, {
        code: accountMessages.codeExpired,
      });
    case 'wrong': {
      const message = accountMessages.codeInvalid(outcome.remaining);
      throw new AppError(400, errorCodes.CODE_INVALID, message, { code: message });
    }
  }
}

const notVerified = () =>
  new AppError(
    409,
    errorCodes.CODE_NOT_VERIFIED,
    'Please verify the code from your e-mail before choosing a new password.',
  );

/** A cheap check before the password is hashed, so an unverified caller costs no hashing. */
export async function assertVerified(db: Db, userId: string, now: Date): Promise<void> {
  const row = await readRow(db, userId);
  if (!after(row?.verifiedUntil ?? null, now)) throw notVerified();
}

/**
 * Sets the new password within a verified code flow, in one transaction: the verification
 * is used up (so it sets one password only), the password hash replaced, every other session of
 * the account ended and the owner told by e-mail.
 */
export async function changePassword(
  db: Db,
  input: { userId: string; sessionId: string; passwordHash: string; now: Date; publicUrl: string },
): Promise<void> {
  const { userId, sessionId, passwordHash, now, publicUrl } = input;
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetAttempts)
      .set({ verifiedUntil: null })
      .where(and(eq(passwordResetAttempts.userId, userId), gt(passwordResetAttempts.verifiedUntil, now)))
      .returning({ userId: passwordResetAttempts.userId });
    if (!used) throw notVerified();
    const [credential] = await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: now })
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    // An account without a password (none is made so today) keeps its verification.
    if (!credential) throw badRequest(accountMessages.updatePasswordFailed);
    await tx.delete(session).where(and(eq(session.userId, userId), ne(session.id, sessionId)));
    const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    const language = await profileLanguage(tx, userId);
    await enqueueEmail(
      tx,
      passwordChangedEmail(owner!.email, now, storeLink(publicUrl, language, paths.login.href()), language),
    );
  });
}
