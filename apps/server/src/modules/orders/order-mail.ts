/** Queues the e-mails an order's customer gets, in the caller's transaction (the outbox, R-25). */
import { paths, type Charge, type OrderStatusName, type OrderView } from '@marquee/contracts';
import {
  orderCancelledEmail,
  orderConfirmationEmail,
  orderDeliveredEmail,
  orderPaymentReceivedEmail,
  orderRefundedEmail,
  orderShippedEmail,
  type OrderEmailInput,
} from '../email/order-emails.js';
import { storeLink } from '../email/mail-language.js';
import { enqueueEmail, type OutgoingEmail } from '../email/outbox.js';
import type { Executor } from '../../db/client.js';
import { orderAccessToken } from './order-number.js';
import type { OrderDeps } from './order-deps.js';

/**
 * The order's page, opened with its token so it works on any device (the e-mail's link), at its
 * address in the order's language (decision 099).
 */
export function orderPageUrl(deps: Pick<OrderDeps, 'publicUrl' | 'secret'>, order: OrderView): string {
  const token = orderAccessToken(deps.secret, order.orderNumber);
  return storeLink(deps.publicUrl, order.language, paths.orderConfirmation.href({ order: order.orderNumber, token }));
}

type Deps = Pick<OrderDeps, 'publicUrl' | 'secret'>;

const mailInput = (deps: Deps, order: OrderView) => ({
  order,
  orderUrl: orderPageUrl(deps, order),
  language: order.language,
});

export async function queueConfirmationEmail(tx: Executor, deps: Deps, order: OrderView): Promise<void> {
  await enqueueEmail(tx, orderConfirmationEmail(mailInput(deps, order)));
}

/** The e-mail a status change sends, for the changes that matter to the customer. */
const statusEmails: Partial<Record<OrderStatusName, (input: OrderEmailInput) => OutgoingEmail>> = {
  // Only a pending payment that clears moves an order to processing (issue 26).
  processing: orderPaymentReceivedEmail,
  shipping: orderShippedEmail,
  delivered: orderDeliveredEmail,
  refunded: orderRefundedEmail,
  cancelled: orderCancelledEmail,
};

/** A partial refund (issue 26): the amount refunded this time. */
export async function queuePartialRefundEmail(
  tx: Executor,
  deps: Deps,
  order: OrderView,
  refund: Charge,
): Promise<void> {
  await enqueueEmail(tx, orderRefundedEmail({ ...mailInput(deps, order), refund }));
}

export async function queueStatusEmail(tx: Executor, deps: Deps, order: OrderView): Promise<void> {
  const email = statusEmails[order.status];
  if (email) await enqueueEmail(tx, email(mailInput(deps, order)));
}
