/**
 * The confirmation link lands on the store's home page with its outcome in this query
 * parameter; the chat widget (apps/web/src/features/chat) opens and says it in words.
 */
export const CHAT_EMAIL_NOTICE_PARAM = 'chat-email';
export type ChatEmailNotice = 'confirmed' | 'invalid';
