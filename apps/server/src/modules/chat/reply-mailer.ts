import { and, asc, eq, isNotNull, isNull, lte, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { chatMessages, type ChatMessage } from '../../db/schema/index.js';
import { enqueueEmail, type OutgoingEmail } from '../email/outbox.js';
import { layout } from '../email/templates.js';

/** How often each instance looks for replies to e-mail. */
export const CHAT_REPLY_MAILER_INTERVAL_MS = 30_000;
/** Replies mailed per run (the next run takes the rest). */
const BATCH = 50;

/** The admin's reply, for a visitor who did not see it in their chat panel. */
export function chatReplyEmail(row: ChatMessage, storeUrl: string): OutgoingEmail {
  const greeting = row.customerName ? `Hi ${row.customerName},` : 'Hi,';
  const lines = [
    greeting,
    'Thank you for your message. Here is our reply.',
    'You wrote:',
    row.message,
    'Our reply:',
    row.adminReply ?? '',
  ];
  return {
    to: row.customerEmail,
    subject: 'Marquee replied to your message',
    text: `${lines.join('\n\n')}\n\nTo write again, open the chat on ${storeUrl}\n`,
    // layout() escapes every paragraph: the message and the reply are plain text.
    html: layout('Marquee replied to your message', lines, { label: 'Visit the store', url: storeUrl }),
  };
}

/**
 * Queues one e-mail per reply the visitor has not seen live, `delaySeconds` after it was sent,
 * and marks it mailed in the same transaction. The rows are locked with SKIP LOCKED, so
 * instances running this together never take the same reply: each is mailed at most once.
 */
export async function mailChatReplies(
  db: Db,
  options: { delaySeconds: number; storeUrl: string; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.delaySeconds * 1000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.status, 'replied'),
          isNotNull(chatMessages.adminReply),
          isNull(chatMessages.replySeenAt),
          isNull(chatMessages.replyEmailedAt),
          lte(chatMessages.replyTimestamp, cutoff),
        ),
      )
      .orderBy(asc(chatMessages.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    for (const row of due) await enqueueEmail(tx, chatReplyEmail(row, options.storeUrl));
    await tx
      .update(chatMessages)
      .set({ replyEmailedAt: now })
      .where(
        inArray(
          chatMessages.id,
          due.map((row) => row.id),
        ),
      );
    return due.length;
  });
}

/** Runs `mailChatReplies` every 30 s in this instance until stopped. */
export function startChatReplyMailer(options: {
  db: Db;
  delaySeconds: number;
  storeUrl: string;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      const sent = await mailChatReplies(options.db, options);
      if (sent > 0) options.log.info({ sent }, 'chat replies e-mailed');
    } catch (error) {
      options.log.warn({ err: error }, 'chat reply mailer failed; trying again at its next run');
    }
  };
  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = null));
  }, CHAT_REPLY_MAILER_INTERVAL_MS);
  timer.unref();
  // Stopping waits for a run under way, so the database is not closed beneath it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
