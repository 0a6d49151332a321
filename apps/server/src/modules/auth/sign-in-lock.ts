import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { errorCodes, type LanguageCode } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { signInFailures } from '../../db/schema/index.js';
import { TooManyRequestsError, waitInWords } from '../../lib/errors.js';
import { enqueueEmail } from '../email/outbox.js';
import { accountLockedEmail } from '../email/templates.js';
import { findUserByEmail, profileLanguage } from './service.js';
import { createUnlockToken } from './unlock-links.js';

/** How many failed passwords lock an account, and for how long (config.rateLimits). */
export interface LockPolicy {
  lockAfter: number;
  lockMinutes: number;
}

export type FailureOutcome =
  /** Counted; the account is not locked (or, for a known browser, not locked to it). */
  | { locked: false }
  /** Locked until `until`; `newLock` is true for the one failure that started the lock. */
  | { locked: true; until: Date; newLock: boolean };

const minutes = (n: number) => n * 60_000;
/** Stale rows (addresses nobody has tried for a while) are removed at most this often per process. */
const SWEEP_EVERY_MS = minutes(10);

/**
 * The account's lock now: when it ends, and whether it holds for known browsers too (they have
 * used up their own wrong passwords during it). Null when it is not locked.
 */
export async function lockState(
  db: Db,
  email: string,
  policy: LockPolicy,
  now = new Date(),
): Promise<{ until: Date; knownBrowsersToo: boolean } | null> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil, failures: signInFailures.failures })
    .from(signInFailures)
    .where(eq(signInFailures.email, email));
  if (!row?.lockedUntil || row.lockedUntil <= now) return null;
  return { until: row.lockedUntil, knownBrowsersToo: row.failures >= policy.lockAfter };
}

/**
 * Counts one failed password for `email`, in one transaction with the row locked, so
 * several instances agree and exactly one failure starts a lock. Failures further apart than
 * the lock's length start a new run. While locked, only a known browser's failures are counted
 * (`failures` starts again from 0 at the lock): at the limit the lock holds for known browsers
 * too, until it ends; other failures during a lock are refused before their password is checked.
 */
export async function recordFailedSignIn(
  db: Db,
  email: string,
  policy: LockPolicy,
  now = new Date(),
  knownBrowser = false,
): Promise<FailureOutcome> {
  return db.transaction(async (tx) => {
    await tx.insert(signInFailures).values({ email, failures: 0, lastFailedAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.email, email)).for('update');
    if (row!.lockedUntil && row!.lockedUntil > now) {
      const until = row!.lockedUntil;
      if (!knownBrowser || row!.failures >= policy.lockAfter) return { locked: true, until, newLock: false };
      const failures = row!.failures + 1;
      await tx.update(signInFailures).set({ failures, lastFailedAt: now }).where(eq(signInFailures.email, email));
      return failures >= policy.lockAfter ? { locked: true, until, newLock: false } : { locked: false };
    }
    // A lock that has ended starts a new run too (known browsers' failures during it included).
    const stale =
      row!.lockedUntil !== null || now.getTime() - row!.lastFailedAt.getTime() > minutes(policy.lockMinutes);
    const failures = (stale ? 0 : row!.failures) + 1;
    if (failures >= policy.lockAfter) {
      const until = new Date(now.getTime() + minutes(policy.lockMinutes));
      await tx
        .update(signInFailures)
        .set({ failures: 0, lastFailedAt: now, lockedUntil: until })
        .where(eq(signInFailures.email, email));
      return { locked: true, until, newLock: true };
    }
    await tx
      .update(signInFailures)
      .set({ failures, lastFailedAt: now, lockedUntil: null })
      .where(eq(signInFailures.email, email));
    return { locked: false };
  });
}

/**
 * A successful sign-in: the account's failures are forgotten. One during a lock (a known
 * browser's) leaves the lock on for everyone else, whose guessing may still be going on.
 */
export async function clearFailedSignIns(db: Db, email: string, now = new Date()): Promise<void> {
  await db
    .delete(signInFailures)
    .where(
      and(
        eq(signInFailures.email, email),
        or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, now)),
      ),
    );
  await db.update(signInFailures).set({ failures: 0 }).where(eq(signInFailures.email, email));
}

/** Removes rows that no longer count: no recent failure and no lock in force. */
export async function sweepFailedSignIns(db: Db, policy: LockPolicy, now = new Date()): Promise<void> {
  const quietSince = new Date(now.getTime() - minutes(policy.lockMinutes));
  await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.lastFailedAt, quietSince),
        or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, now)),
      ),
    );
}

/** What the lock needs besides its policy: where the e-mail's links lead, and the log. */
export interface SignInLockOptions extends LockPolicy {
  /** The sign-in page in the owner's language. */
  signInUrl: (language: LanguageCode) => string;
  /** Where an admin account's e-mail points instead (the admin's language is its own switch). */
  adminSignInUrl: string;
  /** The unlock link for a token (GET apiPaths.auth.unlock), landing on the sign-in page in `language`. */
  unlockUrl: (token: string, language: LanguageCode) => string;
  /** Keys the stored hash of unlock tokens (the session secret). */
  tokenSecret: string;
  log: FastifyBaseLogger;
}

/**
 * The sign-in lock as the sign-in routes use it: refuses a locked account, counts wrong
 * passwords, and e-mails the owner once when a lock starts, with a link that lets a browser
 * sign in during it. Every answer is the same whether or not the e-mail has an account; the
 * only difference is that an owner gets the e-mail (one row written to the outbox, the worker
 * sends it). A browser known to the account (`knownBrowser`, known-browser.ts) is not locked
 * out until it has made as many wrong guesses of its own during the lock.
 */
export function createSignInLock(db: Db, options: SignInLockOptions) {
  const policy: LockPolicy = { lockAfter: options.lockAfter, lockMinutes: options.lockMinutes };
  let lastSweep = 0;

  const lockedError = (until: Date) => {
    const seconds = (until.getTime() - Date.now()) / 1000;
    return new TooManyRequestsError(
      errorCodes.ACCOUNT_LOCKED,
      `Too many failed sign-in attempts. This account is locked for ${waitInWords(seconds)}.`,
      seconds,
    );
  };

  const mailOwner = async (email: string, until: Date) => {
    const owner = await findUserByEmail(db, email);
    if (!owner) return;
    const token = await createUnlockToken(db, options.tokenSecret, owner.id, until);
    // The owner's language, never the one of whoever typed the wrong passwords.
    const language = await profileLanguage(db, owner.id);
    await enqueueEmail(
      db,
      accountLockedEmail(
        email,
        policy.lockMinutes,
        policy.lockAfter,
        owner.role === 'admin' ? options.adminSignInUrl : options.signInUrl(language),
        options.unlockUrl(token, language),
        language,
      ),
    );
  };

  return {
    /**
     * Throws 429 ACCOUNT_LOCKED while the account is locked to this browser; the password is not
     * even checked. The answer is the same for a browser that is known and one that is not.
     */
    async assertOpen(email: string, knownBrowser: boolean): Promise<void> {
      const lock = await lockState(db, email, policy);
      if (lock && (!knownBrowser || lock.knownBrowsersToo)) throw lockedError(lock.until);
    },

    /**
     * A wrong password: counted; throws 429 ACCOUNT_LOCKED when the account is (now) locked to
     * this browser. A known browser's failure that starts a lock is answered as wrong.
     */
    async failed(email: string, knownBrowser: boolean): Promise<void> {
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        sweepFailedSignIns(db, policy).catch((err: unknown) =>
          options.log.error({ err }, 'sweeping sign-in failures failed'),
        );
      }
      const outcome = await recordFailedSignIn(db, email, policy, new Date(), knownBrowser);
      if (!outcome.locked) return;
      if (outcome.newLock) await mailOwner(email, outcome.until);
      if (outcome.newLock && knownBrowser) return;
      throw lockedError(outcome.until);
    },

    /** The right password: the account's failures are forgotten (a lock in force stays). */
    succeeded: (email: string) => clearFailedSignIns(db, email),
  };
}
