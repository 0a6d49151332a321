/**
 * The e-mails of a Dream Box subscription (issue 26): it started (the first box), a month's box
 * is paid, a payment failed, it ended. Pure functions; the caller queues the result with
 * enqueueEmail in the transaction that made the change, so a change is never without its e-mail
 * and an e-mail never without its change.
 */
import type { OutgoingEmail } from './outbox.js';
import { formatOrderMoney } from './order-emails.js';
import { layout } from './templates.js';

export interface DreamBoxEmailInput {
  to: string;
  /** The subscriber's first name, when known. */
  firstName?: string;
  /** The account's Dream Box page. */
  accountUrl: string;
  monthlyPriceCents: number;
  currency: string;
}

export interface DreamBoxBoxEmailInput extends DreamBoxEmailInput {
  /** E.g. "December 2026": the month the box is for. */
  month: string;
  orderNumber: string;
}

const greeting = (input: DreamBoxEmailInput) => (input.firstName ? `Hi ${input.firstName},` : 'Hi,');
const price = (input: DreamBoxEmailInput) => formatOrderMoney(input.monthlyPriceCents, input.currency, 2);
const action = (input: DreamBoxEmailInput) => ({ label: 'Your Dream Box', url: input.accountUrl });

function email(input: DreamBoxEmailInput, subject: string, title: string, lines: string[]): OutgoingEmail {
  return {
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\nYour Dream Box: ${input.accountUrl}\n`,
    html: layout(title, lines, action(input)),
  };
}

/** Sent once, when the subscription becomes active and its first box is ordered. */
export function dreamBoxStartedEmail(input: DreamBoxBoxEmailInput): OutgoingEmail {
  return email(input, 'Welcome to Dream Box', 'Welcome to Dream Box', [
    greeting(input),
    `Your Dream Box subscription is active. Your first box, for ${input.month}, is order ${input.orderNumber}; we will let you know when it ships.`,
    `PayPal bills ${price(input)} each month. You can cancel at any time on your account page.`,
  ]);
}

/** Sent for each month's box after the first, when its payment has arrived. */
export function dreamBoxRenewedEmail(input: DreamBoxBoxEmailInput): OutgoingEmail {
  return email(input, `Your Dream Box for ${input.month}`, `Your Dream Box for ${input.month}`, [
    greeting(input),
    `We received this month's payment of ${price(input)}. Your Dream Box for ${input.month} is order ${input.orderNumber}; we will let you know when it ships.`,
  ]);
}

/** Sent when PayPal could not collect a month's payment; the subscription stays active while PayPal retries. */
export function dreamBoxPaymentFailedEmail(input: DreamBoxEmailInput): OutgoingEmail {
  return email(input, 'Your Dream Box payment did not go through', 'Your payment did not go through', [
    greeting(input),
    `PayPal could not collect this month's Dream Box payment of ${price(input)}. Your subscription is still active and PayPal will try again in the next few days.`,
    'Please check the payment method for your automatic payments in PayPal, so your next box is not missed. Once the payment arrives, the box ships as usual.',
  ]);
}

/** Sent once when the subscription is cancelled (by the customer, at PayPal) or expires. */
export function dreamBoxEndedEmail(
  input: DreamBoxEmailInput & { how: 'cancelled' | 'expired'; endsOn: string | null },
): OutgoingEmail {
  const last = input.endsOn ? formatDay(input.endsOn) : null;
  return email(
    input,
    `Your Dream Box subscription has ${input.how === 'cancelled' ? 'been cancelled' : 'ended'}`,
    'Your Dream Box has ended',
    [
      greeting(input),
      input.how === 'cancelled'
        ? 'Your Dream Box subscription is cancelled and you will not be billed again.'
        : 'Your Dream Box subscription has ended and you will not be billed again.',
      last
        ? `Boxes you have already paid for still ship; your last paid month runs until ${last}.`
        : 'Boxes you have already paid for still ship.',
      'Thank you for being a subscriber. You are welcome back any time.',
    ],
  );
}

/** "2026-12-03" -> "December 3, 2026". */
function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
