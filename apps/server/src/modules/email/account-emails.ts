import { mailIn } from './mail-language.js';
import type { OutgoingEmail } from './outbox.js';
import { layout, plainText } from './templates.js';

/** The password-change code of the account area (ACC-09, R-05). */
export function passwordCodeEmail(to: string, code: string, validMinutes: number, language: string): OutgoingEmail {
  const mail = mailIn(language);
  const lines = [
    mail.t('passwordCode.asked'),
    code,
    mail.t('passwordCode.valid', { minutes: validMinutes }),
    mail.t('passwordCode.notYou'),
  ];
  return {
    to,
    subject: mail.t('passwordCode.subject'),
    text: plainText(lines),
    html: layout(mail, mail.t('passwordCode.title'), lines),
  };
}

/** The code that confirms it is the owner before deleting the account or downloading its data (issue 27). */
export function reauthCodeEmail(to: string, code: string, validMinutes: number, language: string): OutgoingEmail {
  const mail = mailIn(language);
  const lines = [
    mail.t('reauthCode.asked'),
    code,
    mail.t('reauthCode.valid', { minutes: validMinutes }),
    mail.t('reauthCode.notYou'),
  ];
  return {
    to,
    subject: mail.t('reauthCode.subject'),
    text: plainText(lines),
    html: layout(mail, mail.t('reauthCode.title'), lines),
  };
}

/** Sent after every password change, so the owner notices one they did not make. */
export function passwordChangedEmail(to: string, changedAt: Date, resetUrl: string, language: string): OutgoingEmail {
  const mail = mailIn(language);
  const when = new Intl.DateTimeFormat(mail.language === 'he' ? 'he-IL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(changedAt);
  const lines = [mail.t('passwordChanged.changed', { when }), mail.t('passwordChanged.notYou')];
  const action = { label: mail.t('passwordChanged.action'), url: resetUrl };
  return {
    to,
    subject: mail.t('passwordChanged.subject'),
    text: plainText(lines, [action]),
    html: layout(mail, mail.t('passwordChanged.title'), lines, action),
  };
}
