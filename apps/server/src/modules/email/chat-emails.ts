import { mailIn } from './mail-language.js';
import type { OutgoingEmail } from './outbox.js';
import { greeting, layout, plainText } from './templates.js';

/**
 * The chat's e-mails (issue 27 point 5). Neither repeats anything a visitor typed, not even the
 * name: whoever types an address into the chat could otherwise make the store send their own
 * words, under its name, to anyone.
 */

/** The admin's reply, for a visitor who did not see it in their chat panel. */
export function chatReplyEmail(to: string, reply: string, storeUrl: string, language: string): OutgoingEmail {
  const mail = mailIn(language);
  const lines = [greeting(mail, undefined), mail.t('chatReply.intro'), reply];
  return {
    to,
    subject: mail.t('chatReply.subject'),
    text: plainText([...lines, mail.t('chatReply.textLink', { url: storeUrl })]),
    // layout() escapes every paragraph: the reply is plain text.
    html: layout(mail, mail.t('chatReply.title'), lines, { label: mail.t('chatReply.action'), url: storeUrl }),
  };
}

/** Asks the owner of an address typed into the chat whether our replies may be mailed there. */
export function chatAddressConfirmationEmail(
  to: string,
  confirmUrl: string,
  validHours: number,
  language: string,
): OutgoingEmail {
  const mail = mailIn(language);
  const lines = [
    greeting(mail, undefined),
    mail.t('chatAddress.given'),
    mail.t('chatAddress.confirm', { hours: validHours }),
  ];
  return {
    to,
    subject: mail.t('chatAddress.subject'),
    text: plainText(lines, [{ label: mail.t('chatAddress.textLink'), url: confirmUrl }]),
    html: layout(mail, mail.t('chatAddress.title'), lines, { label: mail.t('chatAddress.action'), url: confirmUrl }),
  };
}
