/**
 * The e-mails of a Dream Box subscription (issue 26): it started (the first box), a month's box
 * is paid, a payment failed, it ended. Pure functions; the caller queues the result with
 * enqueueEmail in the transaction that made the change, so a change is never without its e-mail
 * and an e-mail never without its change. Written in the subscriber's language (issue 29).
 */
import { mailIn, type MailLanguage } from './mail-language.js';
import type { OutgoingEmail } from './outbox.js';
import { formatDay, formatOrderMoney } from './order-emails.js';
import { greeting, layout, plainText } from './templates.js';

export interface DreamBoxEmailInput {
  to: string;
  /** The subscriber's first name, when known. */
  firstName?: string;
  /** The account's Dream Box page. */
  accountUrl: string;
  monthlyPriceCents: number;
  currency: string;
  /** The subscriber's language: the account's. */
  language: string;
}

export interface DreamBoxBoxEmailInput extends DreamBoxEmailInput {
  /** A day of the month the box is for ("2026-12-15"); the e-mail names the month in the reader's language. */
  month: string;
  orderNumber: string;
}

const price = (mail: MailLanguage, input: DreamBoxEmailInput) =>
  formatOrderMoney(input.monthlyPriceCents, input.currency, 2, mail);

/** "December 2026" / "דצמבר 2026"; a value that is not a day is shown as it is. */
function monthName(mail: MailLanguage, month: string): string {
  const date = new Date(/^\d{4}-\d{2}(-\d{2})?$/.test(month) ? `${month.slice(0, 7)}-01T00:00:00Z` : month);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(mail.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

function email(mail: MailLanguage, input: DreamBoxEmailInput, subject: string, title: string, lines: string[]) {
  const action = { label: mail.t('dreamBox.action'), url: input.accountUrl };
  return {
    to: input.to,
    subject,
    text: plainText(lines, [action]),
    html: layout(mail, title, lines, action),
  } satisfies OutgoingEmail;
}

/** Sent once, when the subscription becomes active and its first box is ordered. */
export function dreamBoxStartedEmail(input: DreamBoxBoxEmailInput): OutgoingEmail {
  const mail = mailIn(input.language);
  const month = monthName(mail, input.month);
  return email(mail, input, mail.t('dreamBox.started.subject'), mail.t('dreamBox.started.title'), [
    greeting(mail, input.firstName),
    mail.t('dreamBox.started.active', { month, orderNumber: input.orderNumber }),
    mail.t('dreamBox.started.billing', { price: price(mail, input) }),
  ]);
}

/** Sent for each month's box after the first, when its payment has arrived. */
export function dreamBoxRenewedEmail(input: DreamBoxBoxEmailInput): OutgoingEmail {
  const mail = mailIn(input.language);
  const month = monthName(mail, input.month);
  return email(
    mail,
    input,
    mail.t('dreamBox.renewed.subject', { month }),
    mail.t('dreamBox.renewed.title', { month }),
    [
      greeting(mail, input.firstName),
      mail.t('dreamBox.renewed.paid', { price: price(mail, input), month, orderNumber: input.orderNumber }),
    ],
  );
}

/** Sent when PayPal could not collect a month's payment; the subscription stays active while PayPal retries. */
export function dreamBoxPaymentFailedEmail(input: DreamBoxEmailInput): OutgoingEmail {
  const mail = mailIn(input.language);
  return email(mail, input, mail.t('dreamBox.paymentFailed.subject'), mail.t('dreamBox.paymentFailed.title'), [
    greeting(mail, input.firstName),
    mail.t('dreamBox.paymentFailed.failed', { price: price(mail, input) }),
    mail.t('dreamBox.paymentFailed.check'),
  ]);
}

/** Sent once when the subscription is cancelled (by the customer, at PayPal) or expires. */
export function dreamBoxEndedEmail(
  input: DreamBoxEmailInput & { how: 'cancelled' | 'expired'; endsOn: string | null },
): OutgoingEmail {
  const mail = mailIn(input.language);
  const last = input.endsOn ? formatDay(input.endsOn, mail) : null;
  const cancelled = input.how === 'cancelled';
  return email(
    mail,
    input,
    mail.t(cancelled ? 'dreamBox.ended.subjectCancelled' : 'dreamBox.ended.subjectExpired'),
    mail.t('dreamBox.ended.title'),
    [
      greeting(mail, input.firstName),
      mail.t(cancelled ? 'dreamBox.ended.cancelled' : 'dreamBox.ended.expired'),
      last ? mail.t('dreamBox.ended.lastPaid', { day: last }) : mail.t('dreamBox.ended.paidShip'),
      mail.t('dreamBox.ended.thanks'),
    ],
  );
}
