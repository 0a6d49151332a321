import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  errorCodes,
  type AdminChatConversationList,
  type AdminChatMessage,
  type AdminChatThread,
  type ChatEventKind,
  type ChatMessageBody,
  type ChatStatus,
  type VisitorChat,
  type LanguageCode,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { chatMessages, profiles, user, type ChatMessage } from '../../db/schema/index.js';
import { AppError, notFound, TooManyRequestsError, waitInWords } from '../../lib/errors.js';
import { GUEST_WINDOW_MS } from '../../lib/guest-window.js';
import type { Owner } from '../../lib/owner.js';
import { publishChatEvent } from './events.js';

/**
 * Whose conversation a message belongs to: the signed-in user's, else the guest id's. A row
 * with neither (never written by the API) is a conversation of its own.
 */
export type ConversationOwner = Owner | { messageId: number; userId?: undefined; guestId?: undefined };

/** The owner as one text, the same in SQL (`ownerKeySql`) and here. */
export function ownerKey(owner: ConversationOwner): string {
  if (owner.userId !== undefined) return `u:${owner.userId}`;
  if (owner.guestId !== undefined) return `g:${owner.guestId}`;
  return `m:${owner.messageId}`;
}

const ownerKeySql = sql<string>`coalesce('u:' || ${chatMessages.userId}, 'g:' || ${chatMessages.guestId}, 'm:' || ${chatMessages.id})`;

function ownerOf(row: Pick<ChatMessage, 'id' | 'userId' | 'guestId'>): ConversationOwner {
  if (row.userId !== null) return { userId: row.userId };
  if (row.guestId !== null) return { guestId: row.guestId };
  return { messageId: row.id };
}

function ownerWhere(owner: ConversationOwner): SQL {
  if (owner.userId !== undefined) return eq(chatMessages.userId, owner.userId);
  if (owner.guestId !== undefined) return and(eq(chatMessages.guestId, owner.guestId), isNull(chatMessages.userId))!;
  return eq(chatMessages.id, owner.messageId);
}

/**
 * What the chat's live events carry instead of the owner: a hash of it. Guest ids are 144
 * random bits and the key only filters on the server, so a plain SHA-256 serves, and every
 * instance computes the same key without sharing a secret.
 */
export function conversationKey(owner: ConversationOwner): string {
  return createHash('sha256')
    .update(`marquee-chat:${ownerKey(owner)}`)
    .digest('base64url')
    .slice(0, 22);
}

async function announce(tx: Db, kind: ChatEventKind, owner: ConversationOwner, messageId: number) {
  await publishChatEvent(tx, { kind, conversationKey: conversationKey(owner), messageId });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** How many messages a visitor's panel shows: the newest ones. */
const VISITOR_THREAD_LIMIT = 200;

/**
 * What a visitor's panel may show of their conversation: a signed-in customer's all of it; a
 * guest's only the messages of the last GUEST_WINDOW_MS (issue 27, point 1), so the next
 * person at a shared computer sees neither the messages, nor the replies, nor the name and
 * e-mail typed with them.
 */
function visibleToVisitor(owner: Owner, now: Date): SQL {
  if (owner.userId !== undefined) return ownerWhere(owner);
  return and(ownerWhere(owner), gt(chatMessages.createdAt, new Date(now.getTime() - GUEST_WINDOW_MS)))!;
}

/**
 * LC-04: the caller's own conversation, oldest first; nothing for a visitor without one. The
 * name and e-mail prefill come only from the messages shown (or the customer's account).
 */
export async function getVisitorChat(db: Db, owner: Owner | null, now: Date = new Date()): Promise<VisitorChat> {
  const rows = owner
    ? await db
        .select()
        .from(chatMessages)
        .where(visibleToVisitor(owner, now))
        .orderBy(desc(chatMessages.id))
        .limit(VISITOR_THREAD_LIMIT)
    : [];
  rows.reverse();
  const last = rows.at(-1);
  let defaults = { name: last?.customerName ?? '', email: last?.customerEmail ?? '' };
  if (owner?.userId !== undefined) {
    const [profile] = await db
      .select({ email: user.email, name: user.name, firstName: profiles.firstName, lastName: profiles.lastName })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, owner.userId));
    if (profile) {
      const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim() || profile.name;
      defaults = { name: fullName.slice(0, 100), email: profile.email };
    }
  }
  return {
    messages: rows.map((row) => ({
      id: row.id,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      reply: row.adminReply,
      replyTimestamp: iso(row.replyTimestamp),
    })),
    defaults,
  };
}

/**
 * LC-01, LC-02: stores a visitor's message as unread and announces it. At most `perHour`
 * messages per owner in any hour, counted in the database so every instance agrees (R-40).
 */
export async function sendVisitorMessage(
  db: Db,
  owner: Owner,
  body: ChatMessageBody,
  limits: { perHour: number; language?: LanguageCode },
): Promise<void> {
  await db.transaction(async (tx) => {
    // One visitor's sends take turns (across instances too), so the count below is exact.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`marquee:chat:${ownerKey(owner)}`}))`);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const recent = await tx
      .select({ createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(ownerWhere(owner), gt(chatMessages.createdAt, hourAgo)))
      .orderBy(desc(chatMessages.createdAt))
      .limit(limits.perHour);
    if (recent.length >= limits.perHour) {
      const oldest = recent.at(-1)!.createdAt.getTime();
      const seconds = (oldest + 3_600_000 - Date.now()) / 1000;
      throw new TooManyRequestsError(
        errorCodes.RATE_LIMITED,
        `You have sent too many messages. Please try again in ${waitInWords(seconds)}.`,
        seconds,
      );
    }
    const [row] = await tx
      .insert(chatMessages)
      .values({
        customerName: body.name,
        customerEmail: body.email,
        message: body.message,
        status: 'unread',
        userId: owner.userId ?? null,
        guestId: owner.userId === undefined ? owner.guestId : null,
        // A reply mailed to the visitor is written in the language they wrote in (issue 29).
        language: limits.language ?? 'en',
      })
      .returning({ id: chatMessages.id });
    await announce(tx, 'message', owner, row!.id);
  });
}

/** The visitor's open panel has shown their replies: none of them needs an e-mail any more. */
export async function markRepliesSeen(db: Db, owner: Owner | null): Promise<void> {
  if (!owner) return;
  await db
    .update(chatMessages)
    .set({ replySeenAt: new Date() })
    .where(and(ownerWhere(owner), isNotNull(chatMessages.adminReply), isNull(chatMessages.replySeenAt)));
}

/** At sign-in the guest's conversation becomes the user's (like the cart, AUTH-04). */
export async function moveGuestChatToUser(tx: Pick<Db, 'update'>, guestId: string, userId: string): Promise<void> {
  await tx
    .update(chatMessages)
    .set({ userId, guestId: null })
    .where(and(eq(chatMessages.guestId, guestId), isNull(chatMessages.userId)));
}

/** How many conversations the admin's list shows: the most recently active. */
const ADMIN_LIST_LIMIT = 200;
const EXCERPT_LENGTH = 120;

function conversationStatus(unread: number, newest: ChatStatus): ChatStatus {
  if (unread > 0) return 'unread';
  return newest === 'replied' ? 'replied' : 'read';
}

/** ADM-CHAT-01: conversations, newest activity first, with their unread counts. */
export async function listConversations(db: Db): Promise<AdminChatConversationList> {
  const groups = db.$with('groups').as(
    db
      .select({
        firstId: sql<number>`min(${chatMessages.id})`.as('first_id'),
        lastId: sql<number>`max(${chatMessages.id})`.as('last_id'),
        messageCount: sql<number>`count(*)::int`.as('message_count'),
        unreadCount: sql<number>`(count(*) filter (where ${chatMessages.status} = 'unread'))::int`.as('unread_count'),
      })
      .from(chatMessages)
      .groupBy(ownerKeySql),
  );
  const rows = await db
    .with(groups)
    .select({
      firstId: groups.firstId,
      messageCount: groups.messageCount,
      unreadCount: groups.unreadCount,
      last: chatMessages,
    })
    .from(groups)
    .innerJoin(chatMessages, eq(chatMessages.id, groups.lastId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(ADMIN_LIST_LIMIT);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(eq(chatMessages.status, 'unread'));
  return {
    items: rows.map(({ firstId, messageCount, unreadCount, last }) => ({
      id: Number(firstId),
      customerName: last.customerName,
      customerEmail: last.customerEmail,
      lastMessage:
        last.message.length > EXCERPT_LENGTH ? `${last.message.slice(0, EXCERPT_LENGTH - 1)}…` : last.message,
      lastActivityAt: last.createdAt.toISOString(),
      status: conversationStatus(Number(unreadCount), last.status),
      unreadCount: Number(unreadCount),
      messageCount: Number(messageCount),
    })),
    unreadTotal: Number(total?.n ?? 0),
  };
}

/** The conversation whose messages include `conversationId` (its first message's id), or 404. */
async function findConversation(
  db: Db,
  conversationId: number,
): Promise<{ owner: ConversationOwner; rows: ChatMessage[] }> {
  const [anchor] = await db
    .select({ id: chatMessages.id, userId: chatMessages.userId, guestId: chatMessages.guestId })
    .from(chatMessages)
    .where(eq(chatMessages.id, conversationId));
  if (!anchor) throw notFound('This conversation does not exist.');
  const owner = ownerOf(anchor);
  const rows = await db.select().from(chatMessages).where(ownerWhere(owner)).orderBy(asc(chatMessages.id));
  return { owner, rows };
}

function toAdminMessage(row: ChatMessage): AdminChatMessage {
  return {
    id: row.id,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    adminReply: row.adminReply,
    replyTimestamp: iso(row.replyTimestamp),
  };
}

function toThread(rows: ChatMessage[]): AdminChatThread {
  const newest = rows.at(-1)!;
  const unread = rows.filter((row) => row.status === 'unread').length;
  return {
    id: rows[0]!.id,
    customerName: newest.customerName,
    customerEmail: newest.customerEmail,
    status: conversationStatus(unread, newest.status),
    messages: rows.map(toAdminMessage),
  };
}

/** ADM-CHAT-04: one conversation, oldest first. Reading changes nothing (PATCH marks it read). */
export async function getThread(db: Db, conversationId: number): Promise<AdminChatThread> {
  return toThread((await findConversation(db, conversationId)).rows);
}

/** What an audit row keeps of a conversation: ids and statuses, no personal data. */
const auditState = (rows: ChatMessage[]) => ({
  messages: rows.map((row) => ({ id: row.id, status: row.status })),
});

export interface ChatWriteResult {
  thread: AdminChatThread;
  /** The audit row's before and after; null when nothing changed. */
  audit: { before: unknown; after: unknown } | null;
}

/** ADM-CHAT-03, LC-03: the conversation's unread messages become read. */
export async function markConversationRead(tx: Db, conversationId: number): Promise<ChatWriteResult> {
  const { owner, rows } = await findConversation(tx, conversationId);
  const changed = await tx
    .update(chatMessages)
    .set({ status: 'read' })
    .where(and(ownerWhere(owner), eq(chatMessages.status, 'unread')))
    .returning({ id: chatMessages.id });
  if (changed.length === 0) return { thread: toThread(rows), audit: null };
  const after = await tx.select().from(chatMessages).where(ownerWhere(owner)).orderBy(asc(chatMessages.id));
  await announce(tx, 'read', owner, Math.max(...changed.map((c) => c.id)));
  return { thread: toThread(after), audit: { before: auditState(rows), after: auditState(after) } };
}

/**
 * ADM-CHAT-06, LC-03: the reply answers the conversation's newest message (admin_reply,
 * reply_timestamp, status replied) and closes the earlier unanswered ones. Exactly once: the
 * update is conditional, so of two admins (or a double click, or two instances) one stores the
 * reply and the other gets 409.
 */
export async function replyToConversation(tx: Db, conversationId: number, reply: string): Promise<ChatWriteResult> {
  const { owner, rows } = await findConversation(tx, conversationId);
  const newest = rows.at(-1)!;
  const [answered] = await tx
    .update(chatMessages)
    .set({ adminReply: reply, replyTimestamp: new Date(), status: 'replied' })
    .where(and(eq(chatMessages.id, newest.id), ne(chatMessages.status, 'replied')))
    .returning({ id: chatMessages.id });
  if (!answered) {
    throw new AppError(
      409,
      errorCodes.STALE_WRITE,
      'This conversation has already been replied to. Reload it to see the reply.',
    );
  }
  await tx
    .update(chatMessages)
    .set({ status: 'replied' })
    .where(and(ownerWhere(owner), lt(chatMessages.id, newest.id), ne(chatMessages.status, 'replied')));
  const after = await tx.select().from(chatMessages).where(ownerWhere(owner)).orderBy(asc(chatMessages.id));
  await announce(tx, 'reply', owner, newest.id);
  return {
    thread: toThread(after),
    audit: { before: auditState(rows), after: { ...auditState(after), repliedTo: newest.id } },
  };
}
