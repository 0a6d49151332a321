import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';
import { listUnsubscribeHeaders } from './marketing.js';
import { onEmailQueued } from './outbox.js';
import type { MailTransport } from './transport.js';

const MAX_ATTEMPTS = 5;
const BATCH = 10;
/** A row left in 'sending' this long belongs to a crashed worker and is taken again. */
const STALE_LOCK = sql`now() - interval '5 minutes'`;
/**
 * A row that is done with (sent, or given up on) keeps its address and subject but not its body:
 * a password-reset or verification link in it would stay usable by whoever reads the table.
 */
const NO_BODY = { textBody: '', htmlBody: null };

/**
 * Claims due rows with FOR UPDATE SKIP LOCKED, so several server instances on one
 * database never send the same mail twice, then sends them one by one.
 */
export async function drainOutbox(db: Db, transport: MailTransport, from: string, log: Logger): Promise<number> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.sendAfter, sql`now()`)),
        and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.lockedAt, STALE_LOCK)),
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ status: 'sending', lockedAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning();

  for (const mail of claimed) {
    try {
      await transport.send({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        // A marketing mail (its text ends with the unsubscribe link) gets the one-click headers.
        headers: listUnsubscribeHeaders(mail.textBody),
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null, ...NO_BODY })
        .where(eq(emailOutbox.id, mail.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      log.warn(
        { mailId: mail.id, attempts: mail.attempts, err: message },
        giveUp ? 'mail failed for good' : 'mail failed, will retry',
      );
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: message.slice(0, 1000),
          // Back off 30 s, 2 min, 8 min, 32 min between tries.
          sendAfter: sql`now() + ${`${30 * 4 ** (mail.attempts - 1)} seconds`}::interval`,
          ...(giveUp && NO_BODY),
        })
        .where(eq(emailOutbox.id, mail.id));
    }
  }
  return claimed.length;
}

export interface OutboxWorker {
  stop(): Promise<void>;
}

export function startOutboxWorker(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  log: Logger;
  pollMs?: number;
}): OutboxWorker {
  const { db, transport, from, log } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while ((await drainOutbox(db, transport, from, log)) > 0 && !stopped);
        } while (again && !stopped);
      } catch (error) {
        log.error({ err: error }, 'outbox drain failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void run(), options.pollMs ?? 5000);
  timer.unref();
  const unsubscribe = onEmailQueued(() => setImmediate(() => void run()));
  void run();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await running;
      transport.close();
    },
  };
}
