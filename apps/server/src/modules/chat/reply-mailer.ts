import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { chatMessages, chatReplyAddresses, user } from '../../db/schema/index.js';
import { chatReplyEmail } from '../email/chat-emails.js';
import { enqueueEmail } from '../email/outbox.js';
import { storeLink } from '../email/mail-language.js';

/** How often each instance looks for replies to e-mail. */
export const CHAT_REPLY_MAILER_INTERVAL_MS = 30_000;
/** Replies mailed per run (the next run takes the rest). */
const BATCH = 50;
/**
 * A reply waits this long at most for its address to be confirmed or verified; one older is
 * never mailed (the visitor still finds it in the chat panel).
 */
const MAIL_WITHIN_MS = 7 * 24 * 3_600_000;

/**
 * Queues one e-mail per reply the visitor has not seen live, `delaySeconds` after it was sent,
 * and marks it mailed in the same transaction. Only to an address that proved its owner (issue
 * 27 point 5): a signed-in customer's verified account address, or the address a guest confirmed
 * (reply-address.ts); a reply with neither waits for one. The rows are locked with SKIP LOCKED,
 * so instances running this together never take the same reply: each is mailed at most once.
 */
export async function mailChatReplies(
  db: Db,
  options: { delaySeconds: number; storeUrl: string; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.delaySeconds * 1000);
  const recipient = sql<string>`case when ${chatMessages.userId} is not null then ${user.email} else ${chatReplyAddresses.email} end`;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: chatMessages.id, reply: chatMessages.adminReply, to: recipient, language: chatMessages.language })
      .from(chatMessages)
      .leftJoin(user, eq(user.id, chatMessages.userId))
      .leftJoin(
        chatReplyAddresses,
        and(isNull(chatMessages.userId), eq(chatReplyAddresses.ownerKey, sql`'g:' || ${chatMessages.guestId}`)),
      )
      .where(
        and(
          eq(chatMessages.status, 'replied'),
          isNotNull(chatMessages.adminReply),
          isNull(chatMessages.replySeenAt),
          isNull(chatMessages.replyEmailedAt),
          lte(chatMessages.replyTimestamp, cutoff),
          gt(chatMessages.replyTimestamp, new Date(now.getTime() - MAIL_WITHIN_MS)),
          or(eq(user.emailVerified, true), isNotNull(chatReplyAddresses.confirmedAt)),
        ),
      )
      .orderBy(asc(chatMessages.id))
      .limit(BATCH)
      .for('update', { of: chatMessages, skipLocked: true });
    if (due.length === 0) return 0;
    for (const row of due) {
      const storeUrl = storeLink(options.storeUrl, row.language, '/');
      await enqueueEmail(tx, chatReplyEmail(row.to, row.reply!, storeUrl, row.language));
    }
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
