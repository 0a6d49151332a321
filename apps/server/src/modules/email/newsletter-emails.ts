import { mailIn } from './mail-language.js';
import type { OutgoingEmail } from './outbox.js';
import { unsubscribeFooter } from './marketing.js';
import { greeting, layout, plainText } from './templates.js';

/**
 * The newsletter's e-mails (issue 29, decisions 096 and 101), in the subscriber's language: the
 * confirmation of double opt-in (transactional: it goes to an address that is not subscribed
 * yet, so it carries no unsubscribe) and the welcome, the first marketing e-mail, with the
 * unsubscribe link and headers every marketing e-mail carries.
 */

/** Asks the owner of an address typed into the sign-up whether they want the newsletter. */
export function newsletterConfirmationEmail(
  to: string,
  confirmUrl: string,
  validDays: number,
  language: string,
): OutgoingEmail {
  const mail = mailIn(language);
  const lines = [
    greeting(mail, undefined),
    mail.t('newsletter.confirm.asked'),
    mail.t('newsletter.confirm.ifYou', { days: validDays }),
  ];
  return {
    to,
    subject: mail.t('newsletter.confirm.subject'),
    text: plainText(lines, [{ label: mail.t('newsletter.confirm.textLink'), url: confirmUrl }]),
    html: layout(mail, mail.t('newsletter.confirm.title'), lines, {
      label: mail.t('newsletter.confirm.action'),
      url: confirmUrl,
    }),
  };
}

/**
 * After the confirmation. The FAQ promises subscriber-only codes: the welcome says they come in
 * the newsletters themselves, and invents none (a code is a coupon staff create, with its rules).
 */
export function newsletterWelcomeEmail(
  to: string,
  storeUrl: string,
  unsubscribeUrl: string,
  language: string,
): OutgoingEmail {
  const mail = mailIn(language);
  const lines = [greeting(mail, undefined), mail.t('newsletter.welcome.confirmed'), mail.t('newsletter.welcome.codes')];
  const action = { label: mail.t('newsletter.welcome.action'), url: storeUrl };
  const footer = unsubscribeFooter(mail, unsubscribeUrl);
  return {
    to,
    subject: mail.t('newsletter.welcome.subject'),
    text: `${plainText(lines, [action]).trimEnd()}${footer.text}`,
    html: layout(mail, mail.t('newsletter.welcome.title'), lines, action, '', footer.html),
  };
}
