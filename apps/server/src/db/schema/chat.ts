/** Live chat messages from shoppers, answered by admins. */
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { createdAt, identityId, inList, timestamptz } from './columns.js';

export const chatMessageStatuses = ['unread', 'read', 'replied'] as const;
export type ChatMessageStatus = (typeof chatMessageStatuses)[number];

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: identityId(),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    message: text().notNull(),
    status: text().$type<ChatMessageStatus>().notNull().default('unread'),
    adminReply: text(),
    replyTimestamp: timestamptz(),
    /** When the visitor's open chat panel showed the reply; a reply never seen is e-mailed. */
    replySeenAt: timestamptz(),
    /** When the reply e-mail was queued: set once, so each reply is mailed at most once. */
    replyEmailedAt: timestamptz(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    guestId: text(),
    /** The language the visitor wrote in: a reply mailed to them is written in it (issue 29). */
    language: text().notNull().default('en'),
    /** The spec's `timestamp`. */
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_status_check', inList(t.status, chatMessageStatuses)),
    index('chat_messages_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('chat_messages_status_idx').on(t.status),
    index('chat_messages_guest_id_idx').on(t.guestId),
    index('chat_messages_user_id_idx').on(t.userId),
  ],
);

export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
