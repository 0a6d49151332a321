/**
 * Issue 27 point 5: replies are e-mailed only to a confirmed address. The confirmation link
 * (GET /api/chat/confirm-email) lands on the home page with `?chat-email=confirmed|invalid`
 * (the server's modules/chat/confirm-notice.ts); the launcher opens the panel and says it.
 */
export const CHAT_EMAIL_NOTICE_PARAM = 'chat-email';
export const chatEmailNotices = ['confirmed', 'invalid'] as const;
export type ChatEmailNotice = (typeof chatEmailNotices)[number];

export const isChatEmailNotice = (value: string | null): value is ChatEmailNotice =>
  chatEmailNotices.includes(value as ChatEmailNotice);
