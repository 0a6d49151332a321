/**
 * The e-mails an order sends its customer (issue 11): confirmation, shipped, delivered,
 * refunded and cancelled. Pure functions of the order as its owner sees it (OrderView) and the
 * address of its page; the caller queues the result with enqueueEmail in its transaction.
 * Amounts are shown in the order's display currency, as the checkout showed them. Every value
 * that came from a person (names, address, product names, tracking numbers) is escaped in HTML.
 */
import type { Charge, OrderView, ShippingAddress } from '@marquee/contracts';
import { escapeHtml } from '../../lib/html.js';
import type { OutgoingEmail } from './outbox.js';
import { layout } from './templates.js';

export interface OrderEmailInput {
  order: OrderView;
  /** The order's page (with its access token for a guest). */
  orderUrl: string;
}

export interface RefundEmailInput extends OrderEmailInput {
  /** What was refunded; the charged total (else the display total) when omitted. */
  refund?: Charge;
}

/** `amountMinor` minor units of `currency` with `digits` decimals, e.g. 1999 USD 2 -> "$19.99". */
export function formatOrderMoney(amountMinor: number, currency: string, digits: number): string {
  const format = (code: string) =>
    new Intl.NumberFormat('en-US', {
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

const displayMoney = (order: OrderView, amountMinor: number) =>
  formatOrderMoney(amountMinor, order.display.currency, order.display.minorUnitDigits);

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames('en', { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The address as lines of text: name, street, city line, country. */
export function addressLines(address: ShippingAddress): string[] {
  const cityLine = [address.city, address.region, address.postalCode].filter(Boolean).join(', ');
  return [address.name, address.line1, address.line2, cityLine, countryName(address.country)].filter(Boolean);
}

/** "2026-12-03" -> "December 3, 2026"; anything else as it is. */
function formatDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

interface SummaryRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** The totals of the order, in the order the checkout lists them (SF-CHK-04). */
function totalRows(order: OrderView): SummaryRow[] {
  const { amounts } = order.display;
  const rows: SummaryRow[] = [{ label: 'Subtotal', value: displayMoney(order, amounts.subtotal) }];
  if (amounts.discount > 0)
    rows.push({
      label: order.couponCode ? `Discount (${order.couponCode})` : 'Discount',
      value: `-${displayMoney(order, amounts.discount)}`,
    });
  rows.push({
    label: 'Shipping',
    value: amounts.shipping === 0 ? 'Free' : displayMoney(order, amounts.shipping),
  });
  if (amounts.dreamBox > 0) rows.push({ label: 'Dream Box', value: displayMoney(order, amounts.dreamBox) });
  rows.push({ label: 'Total', value: displayMoney(order, amounts.total), strong: true });
  return rows;
}

const cell = 'padding:6px 0;border-bottom:1px solid #e5e7eb';

function itemsTableHtml(order: OrderView): string {
  const items = order.items
    .map(
      (item) =>
        `<tr><td style="${cell}">${escapeHtml(item.name)}</td><td style="${cell};text-align:center">× ${item.quantity}</td><td style="${cell};text-align:right">${escapeHtml(displayMoney(order, item.lineTotal))}</td></tr>`,
    )
    .join('');
  const totals = totalRows(order)
    .map((row) => {
      const weight = row.strong ? 'font-weight:700;' : '';
      return `<tr><td colspan="2" style="padding:4px 0;${weight}">${escapeHtml(row.label)}</td><td style="padding:4px 0;text-align:right;${weight}">${escapeHtml(row.value)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">${items}${totals}</table>`;
}

const headingHtml = (heading: string) => `<h2 style="font-size:15px;margin:16px 0 8px">${escapeHtml(heading)}</h2>`;

function sectionHtml(heading: string, lines: string[]): string {
  return `${headingHtml(heading)}<p style="margin:0 0 16px">${lines.map(escapeHtml).join('<br>')}</p>`;
}

function itemsText(order: OrderView): string {
  const items = order.items.map((item) => `${item.quantity} × ${item.name} — ${displayMoney(order, item.lineTotal)}`);
  const totals = totalRows(order).map((row) => `${row.label}: ${row.value}`);
  return [...items, '', ...totals].join('\n');
}

const greeting = (order: OrderView) => {
  const name = order.shippingAddress?.name.split(/\s+/)[0];
  return name ? `Hi ${name},` : 'Hi,';
};

const viewOrder = { label: 'View your order' };

/** The payment method, and what was charged when that differs from the display currency. */
function paymentLine(order: OrderView): string {
  const charged = order.charged;
  if (!charged || charged.currency === order.display.currency) return order.paymentMethod;
  return `${order.paymentMethod} (charged ${formatOrderMoney(charged.amountMinor, charged.currency, charged.minorUnitDigits)})`;
}

/** Sent once when the order is recorded: lines, totals, address, payment and a link to the order. */
export function orderConfirmationEmail({ order, orderUrl }: OrderEmailInput): OutgoingEmail {
  // A PENDING capture (issue 26): the money has not cleared, so nothing is promised yet.
  const intro = [
    greeting(order),
    order.status === 'pending'
      ? `Thank you for your order! Your payment for order ${order.orderNumber} is pending with your bank or PayPal. We will e-mail you when it clears and then prepare your order.`
      : `Thank you for your order! We have received your payment and will let you know when order ${order.orderNumber} ships.`,
  ];
  const address = order.shippingAddress ? addressLines(order.shippingAddress) : [];
  const payment = paymentLine(order);
  const text = [
    ...intro,
    `Order ${order.orderNumber}`,
    itemsText(order),
    ...(address.length ? [`Shipping to:\n${address.join('\n')}`] : []),
    `Payment: ${payment}`,
    `View your order: ${orderUrl}`,
  ].join('\n\n');
  const blocks =
    headingHtml(`Order ${order.orderNumber}`) +
    itemsTableHtml(order) +
    (address.length ? sectionHtml('Shipping to', address) : '') +
    sectionHtml('Payment', [payment]);
  return {
    to: order.email,
    subject: `Your Marquee order ${order.orderNumber} is confirmed`,
    text: `${text}\n`,
    html: layout('Thank you for your order', intro, { ...viewOrder, url: orderUrl }, blocks),
  };
}

/** Sent when the order leaves the warehouse: carrier, tracking number and link, estimated delivery. */
export function orderShippedEmail({ order, orderUrl }: OrderEmailInput): OutgoingEmail {
  const details = [
    order.carrier ? `Carrier: ${order.carrier}` : null,
    order.trackingNumber ? `Tracking number: ${order.trackingNumber}` : null,
    order.estimatedDelivery ? `Estimated delivery: ${formatDate(order.estimatedDelivery)}` : null,
  ].filter((line): line is string => line !== null);
  const intro = [greeting(order), `Good news: your order ${order.orderNumber} is on its way.`];
  const address = order.shippingAddress ? addressLines(order.shippingAddress) : [];
  const text = [
    ...intro,
    ...(details.length ? [details.join('\n')] : []),
    ...(order.trackingUrl ? [`Track your package: ${order.trackingUrl}`] : []),
    ...(address.length ? [`Shipping to:\n${address.join('\n')}`] : []),
    `View your order: ${orderUrl}`,
  ].join('\n\n');
  const trackingLink = order.trackingUrl
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(order.trackingUrl)}">Track your package</a></p>`
    : '';
  const blocks =
    (details.length ? sectionHtml('Shipment', details) : '') +
    trackingLink +
    (address.length ? sectionHtml('Shipping to', address) : '');
  return {
    to: order.email,
    subject: `Your Marquee order ${order.orderNumber} has shipped`,
    text: `${text}\n`,
    html: layout('Your order is on its way', intro, { ...viewOrder, url: orderUrl }, blocks),
  };
}

/** A pending payment cleared (issue 26): the order is paid and will be prepared. */
export function orderPaymentReceivedEmail({ order, orderUrl }: OrderEmailInput): OutgoingEmail {
  const lines = [
    greeting(order),
    `Your payment for order ${order.orderNumber} has cleared. We are preparing your order and will let you know when it ships.`,
  ];
  return {
    to: order.email,
    subject: `Your payment for Marquee order ${order.orderNumber} has cleared`,
    text: `${lines.join('\n\n')}\n\nView your order: ${orderUrl}\n`,
    html: layout('Your payment has cleared', lines, { ...viewOrder, url: orderUrl }),
  };
}

export function orderDeliveredEmail({ order, orderUrl }: OrderEmailInput): OutgoingEmail {
  const lines = [
    greeting(order),
    `Your order ${order.orderNumber} has been delivered. We hope you enjoy it!`,
    'If anything is missing or damaged, reply to this e-mail and we will put it right.',
  ];
  return {
    to: order.email,
    subject: `Your Marquee order ${order.orderNumber} was delivered`,
    text: `${lines.join('\n\n')}\n\nView your order: ${orderUrl}\n`,
    html: layout('Your order was delivered', lines, { ...viewOrder, url: orderUrl }),
  };
}

export function orderRefundedEmail({ order, orderUrl, refund }: RefundEmailInput): OutgoingEmail {
  const amount = refund
    ? formatOrderMoney(refund.amountMinor, refund.currency, refund.minorUnitDigits)
    : order.charged
      ? formatOrderMoney(order.charged.amountMinor, order.charged.currency, order.charged.minorUnitDigits)
      : displayMoney(order, order.display.amounts.total);
  const lines = [
    greeting(order),
    `We have refunded ${amount} for your order ${order.orderNumber} to your original payment method (${order.paymentMethod}).`,
    'Depending on your bank, it may take a few business days to show on your statement.',
  ];
  return {
    to: order.email,
    subject: `Your Marquee order ${order.orderNumber} was refunded`,
    text: `${lines.join('\n\n')}\n\nView your order: ${orderUrl}\n`,
    html: layout('Your refund is on its way', lines, { ...viewOrder, url: orderUrl }),
  };
}

export function orderCancelledEmail({ order, orderUrl }: OrderEmailInput): OutgoingEmail {
  const lines = [
    greeting(order),
    `Your order ${order.orderNumber} has been cancelled.`,
    'If you were charged, the payment is returned to your original payment method. Questions? Just reply to this e-mail.',
  ];
  return {
    to: order.email,
    subject: `Your Marquee order ${order.orderNumber} was cancelled`,
    text: `${lines.join('\n\n')}\n\nView your order: ${orderUrl}\n`,
    html: layout('Your order was cancelled', lines, { ...viewOrder, url: orderUrl }),
  };
}
