import type { OutgoingEmail } from './outbox.js';
import { unsubscribeFooter } from './marketing.js';
import { layout } from './templates.js';

/**
 * The newsletter's e-mails (issue 29, decision 096), their words together for the move to
 * per-language templates: the confirmation of double opt-in (transactional: it goes to an
 * address that is not subscribed yet, so it carries no unsubscribe) and the welcome, the first
 * marketing e-mail, with the unsubscribe link and headers every marketing e-mail carries.
 */

/** Asks the owner of an address typed into the sign-up whether they want the newsletter. */
export function newsletterConfirmationEmail(to: string, confirmUrl: string, validDays: number): OutgoingEmail {
  const lines = [
    'Hi,',
    'Someone asked to receive the Marquee newsletter at this address.',
    `If that was you, confirm within ${validDays} days and we will start sending it. If it was not you, ignore this e-mail: we send nothing more and do not count this address.`,
  ];
  return {
    to,
    subject: 'Confirm your Marquee newsletter subscription',
    text: `${lines.join('\n\n')}\n\nConfirm your subscription: ${confirmUrl}\n`,
    html: layout('Confirm your subscription', lines, { label: 'Confirm subscription', url: confirmUrl }),
  };
}

/**
 * After the confirmation. The FAQ promises subscriber-only codes: the welcome says they come in
 * the newsletters themselves, and invents none (a code is a coupon staff create, with its rules).
 */
export function newsletterWelcomeEmail(to: string, storeUrl: string, unsubscribeUrl: string): OutgoingEmail {
  const lines = [
    'Hi,',
    'Your subscription to the Marquee newsletter is confirmed. Welcome!',
    'Our newsletters bring new films, new merchandise, sales and subscriber-only discount codes: look out for the next one.',
  ];
  const footer = unsubscribeFooter(unsubscribeUrl);
  return {
    to,
    subject: 'Welcome to the Marquee newsletter',
    text: `${lines.join('\n\n')}\n\nVisit the store: ${storeUrl}${footer.text}`,
    html: layout(
      'Welcome to the Marquee newsletter',
      lines,
      { label: 'Visit the store', url: storeUrl },
      '',
      footer.html,
    ),
  };
}
