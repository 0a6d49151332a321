/**
 * An address signed up but never confirmed was given by someone who may not own it: it is kept
 * only while its confirmation could still matter, then deleted (decision 096). Its newest link
 * ended CONFIRM_LINK_DAYS after it was sent; PENDING_RETENTION_DAYS leaves room for a late
 * "send me the link again" to be recognised as a repeat (and throttled) rather than a new row.
 */
import { and, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../../db/client.js';
import { newsletterSubscriptions as subscriptions } from '../../db/schema/index.js';
import { startPeriodic } from '../../lib/periodic.js';

export const PENDING_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the pending addresses whose sign-up and latest confirmation e-mail are both older than
 * PENDING_RETENTION_DAYS; returns how many. One DELETE on the partial index of pending rows, safe
 * in several instances at once; an address confirmed meanwhile no longer matches and stays.
 */
export async function sweepPendingSubscriptions(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_RETENTION_DAYS * DAY_MS);
  const deleted = await db
    .delete(subscriptions)
    .where(
      and(
        isNull(subscriptions.confirmedAt),
        lt(subscriptions.createdAt, cutoff),
        or(isNull(subscriptions.confirmationSentAt), lt(subscriptions.confirmationSentAt, cutoff)),
      ),
    )
    .returning({ id: subscriptions.id });
  return deleted.length;
}

/** Sweeps soon after start and then hourly; returns the stop function for onClose. */
export function startPendingSweep(options: { db: Db; clock: () => Date; log: Logger }, everyMs = 60 * 60 * 1000) {
  const { db, clock, log } = options;
  return startPeriodic(() => {
    sweepPendingSubscriptions(db, clock()).then(
      (deleted) => deleted > 0 && log.info({ deleted }, 'unconfirmed newsletter addresses deleted'),
      (error: unknown) => log.error({ err: error }, 'newsletter pending sweep failed'),
    );
  }, everyMs);
}
