import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets the worker of this process send at once instead of at its next poll. */
export function onEmailQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Mail is written to the outbox in the caller's transaction and sent by the worker,
 * so a failed SMTP server never fails or slows a request, and nothing is lost.
 */
export async function enqueueEmail(db: Pick<Db, 'insert'>, mail: OutgoingEmail): Promise<void> {
  await db.insert(emailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
  });
  for (const listener of listeners) listener();
}

export interface OutboxBacklog {
  /** Mail not yet sent, including mail waiting for its send time (a delayed chat reply, a retry). */
  pending: number;
  /** Pending mail whose send time has passed: the worker should have sent it. */
  due: number;
  /** Seconds the longest-waiting due mail is past its send time; 0 when none is due. */
  oldestDueSeconds: number;
}

/**
 * The outbox's backlog for /api/metrics. Only pending rows are read, through the pending index
 * (email_outbox_pending_idx), so the sent mail that piles up over the years costs nothing.
 */
export async function readOutboxBacklog(db: Pick<Db, 'select'>): Promise<OutboxBacklog> {
  const isDue = sql`${emailOutbox.sendAfter} <= now()`;
  const [row] = await db
    .select({
      pending: count(),
      due: sql<number>`count(*) filter (where ${isDue})`.mapWith(Number),
      oldestDueSeconds:
        sql<number>`coalesce(extract(epoch from now() - min(${emailOutbox.sendAfter}) filter (where ${isDue})), 0)`.mapWith(
          Number,
        ),
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return row ?? { pending: 0, due: 0, oldestDueSeconds: 0 };
}
