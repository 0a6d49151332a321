/**
 * Writes the order of a captured checkout payment (issue 11, decision 066): the order row with
 * the payment's amounts and the capture, its item snapshots, the first status history row, and
 * the confirmation e-mail in the outbox, all in the caller's transaction. The caller (the
 * checkout's `recordCapture`) holds the payment's row lock, so this runs once per payment.
 */
import type { OrderView } from '@marquee/contracts';
import type { Executor } from '../../db/client.js';
import {
  orderItems,
  orders,
  orderStatusHistory,
  type CheckoutPayment,
  type OrderStatus,
} from '../../db/schema/index.js';
import type { CaptureResult } from '../payments/index.js';
import type { OrderDeps } from './order-deps.js';
import { queueConfirmationEmail } from './order-mail.js';
import { newOrderNumber } from './order-number.js';
import { toOrderView } from './views.js';

export type OrderActor = 'customer' | 'provider' | 'system';

export async function placeOrder(
  tx: Executor,
  deps: Pick<OrderDeps, 'publicUrl' | 'secret'>,
  payment: CheckoutPayment,
  capture: CaptureResult,
  actor: OrderActor,
): Promise<{ orderId: number; view: OrderView }> {
  const status: OrderStatus = capture.status === 'COMPLETED' ? 'processing' : 'pending';
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(),
      userId: payment.userId,
      guestId: payment.guestId,
      email: payment.email,
      currency: payment.currency,
      exchangeRate: payment.exchangeRate,
      subtotalCents: payment.subtotalCents,
      discountCents: payment.discountCents,
      shippingCents: payment.shippingCents,
      dreamBoxCents: 0,
      totalCents: payment.totalCents,
      couponCode: payment.couponCode,
      status,
      paymentProvider: payment.paymentProvider,
      paymentOrderId: payment.providerOrderId,
      paymentCaptureId: capture.captureId,
      chargedCurrency: capture.currency,
      chargedTotalMinor: capture.amountCents,
      shippingAddress: payment.shippingAddress,
      display: payment.display,
      language: payment.language,
      paidAt: status === 'processing' ? new Date() : null,
    })
    .returning();
  const items = await tx
    .insert(orderItems)
    .values(
      payment.lines.map((line) => ({
        orderId: order!.id,
        productId: line.productId,
        productName: line.name,
        productImageUrl: line.imageUrl,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        displayLineTotal: line.displayLineTotal,
      })),
    )
    .returning();
  await tx.insert(orderStatusHistory).values({ orderId: order!.id, fromStatus: null, toStatus: status, actor });
  const view = toOrderView(order!, items);
  await queueConfirmationEmail(tx, deps, view);
  return { orderId: order!.id, view };
}
