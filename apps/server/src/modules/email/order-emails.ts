/**
 * The e-mails an order sends its customer (issue 11): confirmation, shipped, delivered,
 * refunded and cancelled. Pure functions of the order as its owner sees it (OrderView) and the
 * address of its page; the caller queues the result with enqueueEmail in its transaction.
 * Amounts are shown in the order's display currency, as the checkout showed them. Every value
 * that came from a person (names, address, product names, tracking numbers) is escaped in HTML.
 * Written in the order's language, the one it was placed in (issue 29).
 */
import type { Charge, OrderView, ShippingAddress } from '@marquee/contracts';
import { escapeHtml } from '../../lib/html.js';
import { mailIn, type MailLanguage } from './mail-language.js';
import type { OutgoingEmail } from './outbox.js';
import { endSide, greeting as greet, layout, plainText } from './templates.js';

export interface OrderEmailInput {
  order: OrderView;
  /** The order's page (with its access token for a guest), in the order's language. */
  orderUrl: string;
  /** The language the order was placed in. */
  language: string;
}

export interface RefundEmailInput extends OrderEmailInput {
  /** What was refunded; the charged total (else the display total) when omitted. */
  refund?: Charge;
}

/** `amountMinor` minor units of `currency` with `digits` decimals, e.g. 1999 USD 2 -> "$19.99" (in Hebrew "‏19.99 $"). */
export function formatOrderMoney(amountMinor: number, currency: string, digits: number, mail = mailIn('en')): string {
  const format = (code: string) =>
    new Intl.NumberFormat(mail.locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amountMinor / 10 ** digits);
  try {
    return format(currency);
  } catch {
    // An unknown code in a stored order: the amount with the code, never a failed e-mail.
    return `${(amountMinor / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

const displayMoney = (mail: MailLanguage, order: OrderView, amountMinor: number) =>
  formatOrderMoney(amountMinor, order.display.currency, order.display.minorUnitDigits, mail);

function countryName(mail: MailLanguage, code: string): string {
  try {
    return new Intl.DisplayNames(mail.language, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The address as lines of text: name, street, city line, country. */
export function addressLines(address: ShippingAddress, mail = mailIn('en')): string[] {
  const cityLine = [address.city, address.region, address.postalCode].filter(Boolean).join(', ');
  return [address.name, address.line1, address.line2, cityLine, countryName(mail, address.country)].filter(Boolean);
}

/** "2026-12-03" -> "December 3, 2026" (in Hebrew "3 בדצמבר 2026"); anything else as it is. */
export function formatDay(value: string, mail: MailLanguage): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(mail.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

interface SummaryRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** The totals of the order, in the order the checkout lists them (SF-CHK-04). */
function totalRows(mail: MailLanguage, order: OrderView): SummaryRow[] {
  const { amounts } = order.display;
  const money = (minor: number) => displayMoney(mail, order, minor);
  const rows: SummaryRow[] = [{ label: mail.t('order.subtotal'), value: money(amounts.subtotal) }];
  if (amounts.discount > 0)
    rows.push({
      label: order.couponCode ? mail.t('order.discountWithCode', { code: order.couponCode }) : mail.t('order.discount'),
      value: `-${money(amounts.discount)}`,
    });
  rows.push({
    label: mail.t('order.shipping'),
    value: amounts.shipping === 0 ? mail.t('order.free') : money(amounts.shipping),
  });
  if (amounts.dreamBox > 0) rows.push({ label: mail.t('order.dreamBox'), value: money(amounts.dreamBox) });
  rows.push({ label: mail.t('order.total'), value: money(amounts.total), strong: true });
  return rows;
}

const cell = 'padding:6px 0;border-bottom:1px solid #e5e7eb';

function itemsTableHtml(mail: MailLanguage, order: OrderView): string {
  const end = endSide(mail);
  const items = order.items
    .map(
      (item) =>
        `<tr><td style="${cell}">${escapeHtml(item.name)}</td><td style="${cell};text-align:center">× ${item.quantity}</td><td style="${cell};text-align:${end}">${escapeHtml(displayMoney(mail, order, item.lineTotal))}</td></tr>`,
    )
    .join('');
  const totals = totalRows(mail, order)
    .map((row) => {
      const weight = row.strong ? 'font-weight:700;' : '';
      return `<tr><td colspan="2" style="padding:4px 0;${weight}">${escapeHtml(row.label)}</td><td style="padding:4px 0;text-align:${end};${weight}">${escapeHtml(row.value)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" dir="${mail.direction}" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">${items}${totals}</table>`;
}

const headingHtml = (heading: string) => `<h2 style="font-size:15px;margin:16px 0 8px">${escapeHtml(heading)}</h2>`;

function sectionHtml(heading: string, lines: string[]): string {
  return `${headingHtml(heading)}<p style="margin:0 0 16px">${lines.map(escapeHtml).join('<br>')}</p>`;
}

function itemsText(mail: MailLanguage, order: OrderView): string {
  const items = order.items.map(
    (item) => `${item.quantity} × ${item.name} — ${displayMoney(mail, order, item.lineTotal)}`,
  );
  const totals = totalRows(mail, order).map((row) => `${row.label}: ${row.value}`);
  return [...items, '', ...totals].join('\n');
}

const greeting = (mail: MailLanguage, order: OrderView) => greet(mail, order.shippingAddress?.name.split(/\s+/)[0]);

const viewOrder = (mail: MailLanguage, url: string) => ({ label: mail.t('common.viewOrder'), url });

/** The payment method, and what was charged when that differs from the display currency. */
function paymentLine(mail: MailLanguage, order: OrderView): string {
  const charged = order.charged;
  if (!charged || charged.currency === order.display.currency) return order.paymentMethod;
  const amount = formatOrderMoney(charged.amountMinor, charged.currency, charged.minorUnitDigits, mail);
  return mail.t('order.charged', { method: order.paymentMethod, amount });
}

/** A short e-mail: its paragraphs and the link to the order. */
function orderEmail(mail: MailLanguage, order: OrderView, orderUrl: string, kind: ShortKind, lines: string[]) {
  const action = viewOrder(mail, orderUrl);
  return {
    to: order.email,
    subject: mail.t(`order.${kind}.subject`, { orderNumber: order.orderNumber }),
    text: plainText(lines, [action]),
    html: layout(mail, mail.t(`order.${kind}.title`), lines, action),
  } satisfies OutgoingEmail;
}

type ShortKind = 'paymentReceived' | 'delivered' | 'refunded' | 'cancelled';

/** Sent once when the order is recorded: lines, totals, address, payment and a link to the order. */
export function orderConfirmationEmail({ order, orderUrl, language }: OrderEmailInput): OutgoingEmail {
  const mail = mailIn(language);
  const orderNumber = order.orderNumber;
  // A PENDING capture (issue 26): the money has not cleared, so nothing is promised yet.
  const intro = [
    greeting(mail, order),
    mail.t(order.status === 'pending' ? 'order.confirmation.pending' : 'order.confirmation.paid', { orderNumber }),
  ];
  const address = order.shippingAddress ? addressLines(order.shippingAddress, mail) : [];
  const payment = paymentLine(mail, order);
  const heading = mail.t('order.heading', { orderNumber });
  const action = viewOrder(mail, orderUrl);
  const text = plainText(
    [
      ...intro,
      heading,
      itemsText(mail, order),
      ...(address.length ? [`${mail.t('order.shippingTo')}:\n${address.join('\n')}`] : []),
      `${mail.t('order.payment')}: ${payment}`,
    ],
    [action],
  );
  const blocks =
    headingHtml(heading) +
    itemsTableHtml(mail, order) +
    (address.length ? sectionHtml(mail.t('order.shippingTo'), address) : '') +
    sectionHtml(mail.t('order.payment'), [payment]);
  return {
    to: order.email,
    subject: mail.t('order.confirmation.subject', { orderNumber }),
    text,
    html: layout(mail, mail.t('order.confirmation.title'), intro, action, blocks),
  };
}

/** Sent when the order leaves the warehouse: carrier, tracking number and link, estimated delivery. */
export function orderShippedEmail({ order, orderUrl, language }: OrderEmailInput): OutgoingEmail {
  const mail = mailIn(language);
  const details = [
    order.carrier ? mail.t('order.shipped.carrier', { carrier: order.carrier }) : null,
    order.trackingNumber ? mail.t('order.shipped.trackingNumber', { number: order.trackingNumber }) : null,
    order.estimatedDelivery
      ? mail.t('order.shipped.estimatedDelivery', { date: formatDay(order.estimatedDelivery, mail) })
      : null,
  ].filter((line): line is string => line !== null);
  const intro = [greeting(mail, order), mail.t('order.shipped.onItsWay', { orderNumber: order.orderNumber })];
  const address = order.shippingAddress ? addressLines(order.shippingAddress, mail) : [];
  const track = mail.t('order.shipped.track');
  const action = viewOrder(mail, orderUrl);
  const text = plainText(
    [
      ...intro,
      ...(details.length ? [details.join('\n')] : []),
      ...(order.trackingUrl ? [`${track}: ${order.trackingUrl}`] : []),
      ...(address.length ? [`${mail.t('order.shippingTo')}:\n${address.join('\n')}`] : []),
    ],
    [action],
  );
  const trackingLink = order.trackingUrl
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(order.trackingUrl)}">${escapeHtml(track)}</a></p>`
    : '';
  const blocks =
    (details.length ? sectionHtml(mail.t('order.shipped.shipment'), details) : '') +
    trackingLink +
    (address.length ? sectionHtml(mail.t('order.shippingTo'), address) : '');
  return {
    to: order.email,
    subject: mail.t('order.shipped.subject', { orderNumber: order.orderNumber }),
    text,
    html: layout(mail, mail.t('order.shipped.title'), intro, action, blocks),
  };
}

/** A pending payment cleared (issue 26): the order is paid and will be prepared. */
export function orderPaymentReceivedEmail({ order, orderUrl, language }: OrderEmailInput): OutgoingEmail {
  const mail = mailIn(language);
  return orderEmail(mail, order, orderUrl, 'paymentReceived', [
    greeting(mail, order),
    mail.t('order.paymentReceived.cleared', { orderNumber: order.orderNumber }),
  ]);
}

export function orderDeliveredEmail({ order, orderUrl, language }: OrderEmailInput): OutgoingEmail {
  const mail = mailIn(language);
  return orderEmail(mail, order, orderUrl, 'delivered', [
    greeting(mail, order),
    mail.t('order.delivered.delivered', { orderNumber: order.orderNumber }),
    mail.t('order.delivered.problem'),
  ]);
}

export function orderRefundedEmail({ order, orderUrl, language, refund }: RefundEmailInput): OutgoingEmail {
  const mail = mailIn(language);
  const amount = refund
    ? formatOrderMoney(refund.amountMinor, refund.currency, refund.minorUnitDigits, mail)
    : order.charged
      ? formatOrderMoney(order.charged.amountMinor, order.charged.currency, order.charged.minorUnitDigits, mail)
      : displayMoney(mail, order, order.display.amounts.total);
  return orderEmail(mail, order, orderUrl, 'refunded', [
    greeting(mail, order),
    mail.t('order.refunded.refunded', { amount, orderNumber: order.orderNumber, method: order.paymentMethod }),
    mail.t('order.refunded.days'),
  ]);
}

export function orderCancelledEmail({ order, orderUrl, language }: OrderEmailInput): OutgoingEmail {
  const mail = mailIn(language);
  return orderEmail(mail, order, orderUrl, 'cancelled', [
    greeting(mail, order),
    mail.t('order.cancelled.cancelled', { orderNumber: order.orderNumber }),
    mail.t('order.cancelled.returned'),
  ]);
}
