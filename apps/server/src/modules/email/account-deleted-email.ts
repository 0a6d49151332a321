import { mailIn } from './mail-language.js';
import type { OutgoingEmail } from './outbox.js';
import { layout, plainText } from './templates.js';

/** The confirmation of an account deletion, sent to the address the account had. */
export function accountDeletedEmail(to: string, cancelledDreamBox: boolean, language: string): OutgoingEmail {
  const mail = mailIn(language);
  const lines = [
    mail.t('accountDeleted.deleted'),
    mail.t('accountDeleted.gone'),
    ...(cancelledDreamBox ? [mail.t('accountDeleted.dreamBox')] : []),
    mail.t('accountDeleted.help'),
  ];
  return {
    to,
    subject: mail.t('accountDeleted.subject'),
    text: plainText(lines),
    html: layout(mail, mail.t('accountDeleted.title'), lines),
  };
}
