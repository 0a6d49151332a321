/**
 * Issue 27 point 5: replies are e-mailed only to a confirmed address. The confirmation link
 * (GET /api/chat/confirm-email) lands on the home page with `?chat-email=confirmed|invalid`
 * (the server's modules/chat/confirm-notice.ts); the launcher opens the panel and says it.
 * The texts are here rather than in locales/*.json only until they move there (issue 27 note).
 */
export const CHAT_EMAIL_NOTICE_PARAM = 'chat-email';
export const chatEmailNotices = ['confirmed', 'invalid'] as const;
export type ChatEmailNotice = (typeof chatEmailNotices)[number];

export const isChatEmailNotice = (value: string | null): value is ChatEmailNotice =>
  chatEmailNotices.includes(value as ChatEmailNotice);

const texts = {
  en: {
    replyByEmail:
      "If you leave, our reply comes by e-mail once your address is confirmed: the first time, we e-mail you a link to confirm it. When you are signed in, it goes to your account's verified address.",
    confirmed: 'Thank you, your address is confirmed. Our replies to your messages will also come by e-mail.',
    invalid: 'This confirmation link has expired or was already used. Send us a message to get a new one.',
  },
  he: {
    replyByEmail:
      'אם תעזבו, התשובה שלנו תגיע בדוא״ל לאחר שהכתובת תאושר: בפעם הראשונה נשלח אליכם קישור לאישור. כשאתם מחוברים, היא תישלח לכתובת המאומתת של החשבון.',
    confirmed: 'תודה, הכתובת אושרה. התשובות שלנו להודעות שלכם יגיעו גם בדוא״ל.',
    invalid: 'קישור האישור פג תוקף או שכבר נעשה בו שימוש. שלחו לנו הודעה כדי לקבל קישור חדש.',
  },
} as const;

export function chatEmailTexts(language: string) {
  return language.startsWith('he') ? texts.he : texts.en;
}
