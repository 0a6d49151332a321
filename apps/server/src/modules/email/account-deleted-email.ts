import { layout } from './templates.js';
import type { OutgoingEmail } from './outbox.js';

/** The confirmation of an account deletion, sent to the address the account had. */
export function accountDeletedEmail(to: string, cancelledDreamBox: boolean): OutgoingEmail {
  const lines = [
    'Your Marquee account has been deleted, as you asked.',
    'Your sign-in, profile, saved addresses, cart and wishlist are gone. Orders stay in our books for accounting, without your name, e-mail or address.',
    ...(cancelledDreamBox ? ['Your Dream Box subscription was cancelled: you will not be billed again.'] : []),
    'If you did not ask for this, reply to this e-mail and we will help.',
  ];
  return {
    to,
    subject: 'Your Marquee account was deleted',
    text: `${lines.join('\n\n')}\n`,
    html: layout('Your account was deleted', lines),
  };
}
