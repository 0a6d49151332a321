import { escapeHtml } from '../../lib/html.js';
import { mailIn, type MailLanguage } from './mail-language.js';
import type { OutgoingEmail } from './outbox.js';

/**
 * The frame every store e-mail shares: a title, paragraphs of plain text (escaped here), an
 * optional block of ready HTML after them (its author escapes every value in it) and a button,
 * in the reader's language and direction (a Hebrew e-mail reads right to left), and ready HTML
 * after the button (a marketing e-mail's unsubscribe footer, marketing.ts).
 */
export function layout(
  mail: MailLanguage,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  blockHtml = '',
  footerHtml = '',
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('') + blockHtml;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#8b5cf6;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  const { direction, language } = mail;
  return `<!doctype html><html lang="${language}" dir="${direction}"><body dir="${direction}" style="font-family:Arial,sans-serif;color:#1f2937;background:#f9fafb;padding:24px;text-align:${startSide(mail)}">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}${footerHtml}
<p style="font-size:12px;color:#6b7280;margin-top:32px">${escapeHtml(mail.t('common.footer'))}</p></div></body></html>`;
}

/** Where lines start and end in the reader's direction (tables align amounts to the end). */
export const startSide = (mail: MailLanguage) => (mail.direction === 'rtl' ? 'right' : 'left');
export const endSide = (mail: MailLanguage) => (mail.direction === 'rtl' ? 'left' : 'right');

/** "Hi Dana," or "Hi," in the reader's language. */
export const greeting = (mail: MailLanguage, name: string | undefined) =>
  name ? mail.t('common.greeting', { name }) : mail.t('common.greetingNoName');

/** The plain-text part: the paragraphs, then each link as "Label: address". */
export function plainText(paragraphs: string[], links: { label: string; url: string }[] = []): string {
  return `${[...paragraphs, ...links.map((link) => `${link.label}: ${link.url}`)].join('\n\n')}\n`;
}

export function verificationEmail(to: string, firstName: string, url: string, language: string): OutgoingEmail {
  const mail = mailIn(language);
  const lines = [greeting(mail, firstName), mail.t('verification.body')];
  return {
    to,
    subject: mail.t('verification.subject'),
    text: plainText(lines, [{ label: mail.t('verification.textLink'), url }]),
    html: layout(mail, mail.t('verification.title'), lines, { label: mail.t('verification.action'), url }),
  };
}

export function passwordResetEmail(to: string, url: string, language: string): OutgoingEmail {
  const mail = mailIn(language);
  const lines = [mail.t('passwordReset.asked'), mail.t('passwordReset.expires')];
  const action = { label: mail.t('passwordReset.action'), url };
  return {
    to,
    subject: mail.t('passwordReset.subject'),
    text: plainText(lines, [action]),
    html: layout(mail, mail.t('passwordReset.title'), lines, action),
  };
}

/**
 * Sent once per lock of an account after too many failed passwords (decision 062), with the
 * single-use link that lets the browser opening it sign in during the lock (issue 27 point 3).
 */
export function accountLockedEmail(
  to: string,
  lockMinutes: number,
  failures: number,
  signInUrl: string,
  unlockUrl: string,
  language: string,
): OutgoingEmail {
  const mail = mailIn(language);
  const lines = [
    mail.t('accountLocked.tried', { failures, minutes: lockMinutes }),
    mail.t('accountLocked.stillSignIn'),
    mail.t('accountLocked.notYou'),
  ];
  const unlock = { label: mail.t('accountLocked.action'), url: unlockUrl };
  return {
    to,
    subject: mail.t('accountLocked.subject'),
    text: plainText(lines, [unlock, { label: mail.t('accountLocked.signIn'), url: signInUrl }]),
    html: layout(mail, mail.t('accountLocked.title'), lines, unlock),
  };
}
