/**
 * Where a conversation's replies may be e-mailed (issue 27 point 5). A signed-in customer's
 * replies go to their account's address once it is verified (the mailer reads it); a guest's go
 * to the address they typed only after its owner followed the link we mailed there. One
 * `chat_reply_addresses` row per guest conversation holds the address, a keyed hash of the
 * link's token (single use: cleared when followed) and when it was confirmed.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatReplyAddresses } from '../../db/schema/index.js';
import { allowEmailTo } from '../../lib/recipient-limit.js';
import { sharedCountersFor } from '../../lib/shared-counters.js';
import { chatAddressConfirmationEmail } from '../email/chat-emails.js';
import { enqueueEmail } from '../email/outbox.js';

/** How long the confirmation link works; a later message to the same address sends a new one. */
export const CONFIRM_LINK_HOURS = 24;
const HOUR_MS = 3_600_000;

/** Keyed, so a leaked table cannot be turned into working links. */
function tokenHash(token: string, secret: string): string {
  return createHmac('sha256', secret).update(`chat-reply-address:${token}`).digest('hex');
}

/**
 * After a guest's message: if the address is new for this conversation (or its link ran out
 * unconfirmed), stores it unconfirmed and mails the confirmation link, at most
 * EMAILS_PER_RECIPIENT_HOURLY an hour to one address. An address already confirmed or waiting
 * for its link is left alone, so every message does not mail again. One conditional upsert, so
 * two messages at once send one link.
 */
export async function requestReplyAddress(
  db: Db,
  options: {
    ownerKey: string;
    email: string;
    secret: string;
    confirmUrl: (token: string) => string;
    /** The page's language: the confirmation is written in it. */
    language?: string;
    now?: Date;
  },
): Promise<void> {
  const now = options.now ?? new Date();
  const email = options.email.trim();
  const token = randomBytes(32).toString('base64url');
  const fresh = { email, tokenHash: tokenHash(token, options.secret), confirmedAt: null, createdAt: now };
  const linkEnded = new Date(now.getTime() - CONFIRM_LINK_HOURS * HOUR_MS);
  const [asked] = await db
    .insert(chatReplyAddresses)
    .values({ ownerKey: options.ownerKey, ...fresh })
    .onConflictDoUpdate({
      target: chatReplyAddresses.ownerKey,
      set: fresh,
      setWhere: or(
        sql`lower(${chatReplyAddresses.email}) <> lower(${email})`,
        and(isNull(chatReplyAddresses.confirmedAt), lte(chatReplyAddresses.createdAt, linkEnded)),
      ),
    })
    .returning({ ownerKey: chatReplyAddresses.ownerKey });
  if (!asked) return;
  // Beyond the limit the visitor's message is still taken; the address just hears nothing more.
  if (!(await allowEmailTo(sharedCountersFor(db), 'chat-confirmation', email, now.getTime())).allowed) return;
  await enqueueEmail(
    db,
    chatAddressConfirmationEmail(email, options.confirmUrl(token), CONFIRM_LINK_HOURS, options.language ?? 'en'),
  );
}

/**
 * Follows a confirmation link: true if the token was live (it is used up now), false if it is
 * unknown, used or ran out. `secrets` are the current session secret and, while rotating, the
 * previous one, so links mailed before a rotation still work.
 */
export async function confirmReplyAddress(
  db: Db,
  token: string,
  secrets: string[],
  now = new Date(),
): Promise<boolean> {
  const confirmed = await db
    .update(chatReplyAddresses)
    .set({ confirmedAt: now, tokenHash: null })
    .where(
      and(
        inArray(
          chatReplyAddresses.tokenHash,
          secrets.map((secret) => tokenHash(token, secret)),
        ),
        gt(chatReplyAddresses.createdAt, new Date(now.getTime() - CONFIRM_LINK_HOURS * HOUR_MS)),
      ),
    )
    .returning({ ownerKey: chatReplyAddresses.ownerKey });
  return confirmed.length > 0;
}
