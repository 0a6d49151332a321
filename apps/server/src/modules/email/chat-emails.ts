import type { OutgoingEmail } from './outbox.js';
import { layout } from './templates.js';

/**
 * The chat's e-mails (issue 27 point 5). Neither repeats anything a visitor typed, not even the
 * name: whoever types an address into the chat could otherwise make the store send their own
 * words, under its name, to anyone.
 */

/** The admin's reply, for a visitor who did not see it in their chat panel. */
export function chatReplyEmail(to: string, reply: string, storeUrl: string): OutgoingEmail {
  const lines = ['Hi,', 'Thank you for your message to Marquee. Here is our reply:', reply];
  return {
    to,
    subject: 'Marquee replied to your message',
    text: `${lines.join('\n\n')}\n\nTo read the conversation or write again, open the chat on ${storeUrl}\n`,
    // layout() escapes every paragraph: the reply is plain text.
    html: layout('Marquee replied to your message', lines, { label: 'Visit the store', url: storeUrl }),
  };
}

/** Asks the owner of an address typed into the chat whether our replies may be mailed there. */
export function chatAddressConfirmationEmail(to: string, confirmUrl: string, validHours: number): OutgoingEmail {
  const lines = [
    'Hi,',
    'Someone gave this address in the chat on the Marquee store, to receive our replies by e-mail.',
    `If that was you, confirm the address within ${validHours} hours. Until then, and if you do nothing, we send no replies here.`,
  ];
  return {
    to,
    subject: 'Confirm your address for chat replies',
    text: `${lines.join('\n\n')}\n\nConfirm: ${confirmUrl}\n`,
    html: layout('Confirm your address for chat replies', lines, { label: 'Confirm address', url: confirmUrl }),
  };
}
