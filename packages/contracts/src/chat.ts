/**
 * Live chat (issue 14: LC-01..05, ADM-CHAT-01..08, R-40). A conversation is every message of one
 * owner (the signed-in user, else the guest id cookie); visitors read only their own, admins all.
 */
import { z } from 'zod';
import { emailField } from './auth.js';
import { dbId } from './common.js';

/** The PostgreSQL NOTIFY channel of chat changes (the store's live events use another). */
export const CHAT_EVENTS_CHANNEL = 'marquee_chat';

export const chatStatuses = ['unread', 'read', 'replied'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

export const CHAT_NAME_MAX = 100;
export const CHAT_MESSAGE_MAX = 2000;

/** LC-01: what a visitor sends. Stored as plain text; every page and e-mail escapes it. */
export const chatMessageBodySchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(CHAT_NAME_MAX, `Name must be at most ${CHAT_NAME_MAX} characters`),
  email: emailField,
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`),
});
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;

/** One message of the visitor's own conversation, with the admin's reply once there is one. */
export const visitorChatMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  replyTimestamp: z.string().nullable(),
});
export type VisitorChatMessage = z.infer<typeof visitorChatMessageSchema>;

/** GET chat.messages: the caller's conversation (oldest first) and what the form starts with. */
export const visitorChatSchema = z.object({
  messages: z.array(visitorChatMessageSchema),
  /** The signed-in customer's profile, else the name and e-mail of the visitor's last message. */
  defaults: z.object({ name: z.string(), email: z.string() }),
});
export type VisitorChat = z.infer<typeof visitorChatSchema>;

/** What a chat NOTIFY (and each chat SSE message) carries; never the owner itself. */
export const chatEventKinds = ['message', 'read', 'reply'] as const;
export type ChatEventKind = (typeof chatEventKinds)[number];
export const chatEventSchema = z.object({
  kind: z.enum(chatEventKinds),
  /** A keyed hash of the conversation's owner: the visitor stream forwards only its own. */
  conversationKey: z.string(),
  messageId: z.number().int(),
});
export type ChatEvent = z.infer<typeof chatEventSchema>;

/** ADM-CHAT-01: one conversation in the admin's list; `id` is its first message's id. */
export const adminChatConversationSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** The newest message, shortened. */
  lastMessage: z.string(),
  lastActivityAt: z.string(),
  /** unread if any message is; else read if the newest is unanswered; else replied. */
  status: z.enum(chatStatuses),
  unreadCount: z.number().int(),
  messageCount: z.number().int(),
});
export type AdminChatConversation = z.infer<typeof adminChatConversationSchema>;

export const adminChatConversationListSchema = z.object({
  items: z.array(adminChatConversationSchema),
  /** Unread messages in every conversation (the heading's counter). */
  unreadTotal: z.number().int(),
});
export type AdminChatConversationList = z.infer<typeof adminChatConversationListSchema>;

export const adminChatMessageSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: z.enum(chatStatuses),
  adminReply: z.string().nullable(),
  replyTimestamp: z.string().nullable(),
});
export type AdminChatMessage = z.infer<typeof adminChatMessageSchema>;

/** ADM-CHAT-04: the thread, oldest first. */
export const adminChatThreadSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: z.enum(chatStatuses),
  messages: z.array(adminChatMessageSchema),
});
export type AdminChatThread = z.infer<typeof adminChatThreadSchema>;

export const chatConversationParamsSchema = z.strictObject({
  conversationId: dbId,
});

/** ADM-CHAT-03: opening a conversation marks it read (GET stays free of side effects). */
export const chatMarkReadBodySchema = z.strictObject({ status: z.literal('read') });

/** ADM-CHAT-05: the reply must not be blank. */
export const chatReplyBodySchema = z.strictObject({
  reply: z
    .string({ error: 'Reply is required' })
    .trim()
    .min(1, 'Reply is required')
    .max(CHAT_MESSAGE_MAX, `Reply must be at most ${CHAT_MESSAGE_MAX} characters`),
});
export type ChatReplyBody = z.infer<typeof chatReplyBodySchema>;
