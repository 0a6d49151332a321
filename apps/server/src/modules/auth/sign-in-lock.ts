import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { errorCodes } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { signInFailures } from '../../db/schema/index.js';
import { TooManyRequestsError, waitInWords } from '../../lib/errors.js';
import { enqueueEmail } from '../email/outbox.js';
import { accountLockedEmail } from '../email/templates.js';
import { findUserByEmail } from './service.js';

/** How many failed passwords lock an account, and for how long (config.rateLimits). */
export interface LockPolicy {
  lockAfter: number;
  lockMinutes: number;
}

export type FailureOutcome =
  /** Counted; the account is not locked. */
  | { locked: false }
  /** Locked until `until`; `newLock` is true for the one failure that started the lock. */
  | { locked: true; until: Date; newLock: boolean };

const minutes = (n: number) => n * 60_000;
/** Stale rows (addresses nobody has tried for a while) are removed at most this often per process. */
const SWEEP_EVERY_MS = minutes(10);

/** When the account's lock ends, if it is locked now. */
export async function lockedUntil(db: Db, email: string, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.email, email));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts one failed password for `email`, in one transaction with the row locked, so
 * several instances agree and exactly one failure starts a lock. Failures further apart than
 * the lock's length start a new run; failures while locked are not counted.
 */
export async function recordFailedSignIn(
  db: Db,
  email: string,
  policy: LockPolicy,
  now = new Date(),
): Promise<FailureOutcome> {
  return db.transaction(async (tx) => {
    await tx.insert(signInFailures).values({ email, failures: 0, lastFailedAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.email, email)).for('update');
    if (row!.lockedUntil && row!.lockedUntil > now) return { locked: true, until: row!.lockedUntil, newLock: false };
    const stale = now.getTime() - row!.lastFailedAt.getTime() > minutes(policy.lockMinutes);
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

/** A successful sign-in: the account's failures are forgotten. */
export async function clearFailedSignIns(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
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

/**
 * The sign-in lock as the sign-in routes use it: refuses a locked account, counts wrong
 * passwords, and e-mails the owner once when a lock starts. Every answer is the same whether
 * or not the e-mail has an account; the only difference is that an owner gets the e-mail (one
 * row written to the outbox, the worker sends it).
 */
export function createSignInLock(db: Db, options: LockPolicy & { signInUrl: string; log: FastifyBaseLogger }) {
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

  return {
    /** Throws 429 ACCOUNT_LOCKED while the account is locked; the password is not even checked. */
    async assertOpen(email: string): Promise<void> {
      const until = await lockedUntil(db, email);
      if (until) throw lockedError(until);
    },

    /** A wrong password: counted; throws 429 ACCOUNT_LOCKED when the account is (now) locked. */
    async failed(email: string): Promise<void> {
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        sweepFailedSignIns(db, policy).catch((err: unknown) =>
          options.log.error({ err }, 'sweeping sign-in failures failed'),
        );
      }
      const outcome = await recordFailedSignIn(db, email, policy);
      if (!outcome.locked) return;
      if (outcome.newLock) {
        const owner = await findUserByEmail(db, email);
        if (owner)
          await enqueueEmail(db, accountLockedEmail(email, policy.lockMinutes, policy.lockAfter, options.signInUrl));
      }
      throw lockedError(outcome.until);
    },

    /** The right password: the account's failures are forgotten. */
    succeeded: (email: string) => clearFailedSignIns(db, email),
  };
}
