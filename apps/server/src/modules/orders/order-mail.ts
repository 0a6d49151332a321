/** Queues the e-mails an order's customer gets, in the caller's transaction (the outbox, R-25). */
import { paths, type OrderView } from '@marquee/contracts';
import { enqueueEmail } from '../email/outbox.js';
import type { Executor } from './holds.js';
import { orderAccessToken } from './order-number.js';
import type { OrderDeps } from './order-deps.js';

/** The order's page, opened with its token so it works on any device (the e-mail's link). */
export function orderPageUrl(deps: Pick<OrderDeps, 'publicUrl' | 'secret'>, orderNumber: string): string {
  const token = orderAccessToken(deps.secret, orderNumber);
  return `${deps.publicUrl}${paths.orderConfirmation.href({ order: orderNumber, token })}`;
}

function money(minor: number, currency: string, digits: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

export async function queueConfirmationEmail(
  tx: Executor,
  deps: Pick<OrderDeps, 'publicUrl' | 'secret'>,
  order: OrderView,
): Promise<void> {
  const { currency, minorUnitDigits: digits, amounts } = order.display;
  const url = orderPageUrl(deps, order.orderNumber);
  const lines = order.items.map(
    (item) => `${item.quantity} × ${item.name}: ${money(item.lineTotal, currency, digits)}`,
  );
  const text = [
    `Thank you for your order ${order.orderNumber}.`,
    ...lines,
    `Total: ${money(amounts.total, currency, digits)}`,
    `See your order: ${url}`,
  ].join('\n');
  await enqueueEmail(tx, { to: order.email, subject: `Your Marquee order ${order.orderNumber}`, text });
}
