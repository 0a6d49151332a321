/**
 * The order lifecycle (spec D-06, R-43): the server alone moves an order, only along the
 * arrows below, and keeps every move in order_status_history. Cancelling or refunding a paid
 * order returns the money through the provider first, then the goods to stock.
 */
import { and, asc, eq } from 'drizzle-orm';
import { errorCodes, ORDER_STATUS_MOVES, type AdminOrderStatusChange, type OrderView } from '@marquee/contracts';
import {
  orderItems,
  orders,
  orderStatusHistory,
  paymentRefunds,
  type Order,
  type OrderStatus,
} from '../../db/schema/index.js';
import type { RefundResult } from '../payments/index.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { restock } from '../catalog/stock.js';
import { queueStatusEmail } from './order-mail.js';
import type { OrderDeps } from './order-deps.js';
import { toOrderView } from './views.js';

/**
 * A move and who makes it. A move to `shipping` carries its shipment (the contract's
 * orderShipmentSchema: the tracking number is required), so no caller can ship without one.
 */
export type StatusChange = StatusMove & {
  actor: 'staff' | 'provider' | 'system' | 'customer';
  actorUserId?: string | undefined;
  note?: string | undefined;
  /** The provider already returned the money (a refund webhook): do not refund again. */
  alreadyRefunded?: boolean;
  /** Runs inside the change's transaction (the admin's audit row), so both commit or neither. */
  alsoInTransaction?: (tx: Db, view: OrderView, from: OrderStatus) => Promise<void>;
};

type StatusMove = Extract<AdminOrderStatusChange, { to: 'shipping' }> | { to: Exclude<OrderStatus, 'shipping'> };

async function loadOrder(deps: OrderDeps, orderNumber: string): Promise<Order> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw notFound('Order not found.');
  return order;
}

/** Moves an order and returns its new view with the previous status. */
export async function changeOrderStatus(
  deps: OrderDeps,
  orderNumber: string,
  change: StatusChange,
): Promise<{ order: OrderView; from: OrderStatus }> {
  const order = await loadOrder(deps, orderNumber);
  const from = order.status;
  if (!ORDER_STATUS_MOVES[from].includes(change.to)) {
    const message = `An order that is ${from} cannot become ${change.to}.`;
    throw new AppError(409, errorCodes.INVALID_STATUS_CHANGE, message, { status: message });
  }
  const returnsMoney = (change.to === 'refunded' || change.to === 'cancelled') && order.paidAt !== null;
  let refund: { result: RefundResult; requestId: string } | undefined;
  if (returnsMoney && !change.alreadyRefunded && order.paymentCaptureId && order.chargedCurrency) {
    // One refund per order, however often staff click.
    const requestId = `refund:order:${order.id}`;
    let result: RefundResult | undefined;
    try {
      result = await deps.provider.refundCapture(order.paymentCaptureId, {
        currency: order.chargedCurrency,
        requestId,
      });
    } catch (error) {
      deps.log.error({ err: error, order: order.orderNumber }, 'refund failed');
    }
    // FAILED or CANCELLED is no refund (issue 26); PENDING is accepted and followed until COMPLETED.
    if (!result || result.status === 'FAILED' || result.status === 'CANCELLED') {
      throw new AppError(
        502,
        errorCodes.PAYMENT_FAILED,
        'The payment provider did not accept the refund. Nothing was changed.',
      );
    }
    refund = { result, requestId };
  }
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: change.to,
        ...(change.to === 'shipping'
          ? {
              carrier: change.carrier?.trim() || null,
              trackingNumber: change.trackingNumber.trim(),
              estimatedDelivery: change.estimatedDelivery ?? null,
            }
          : {}),
        ...(change.to === 'processing' && order.paidAt === null ? { paidAt: new Date() } : {}),
        ...(returnsMoney ? { refundedMinor: order.chargedTotalMinor ?? 0 } : {}),
      })
      // The status it was read with: of two staff members moving one order, one wins.
      .where(and(eq(orders.id, order.id), eq(orders.status, from)))
      .returning();
    if (!row) {
      throw new AppError(409, errorCodes.INVALID_STATUS_CHANGE, 'The order changed meanwhile; reload it.', {
        status: 'The order changed meanwhile; reload it.',
      });
    }
    if (refund && order.paymentCaptureId && order.chargedCurrency) {
      await tx
        .insert(paymentRefunds)
        .values({
          paymentProvider: order.paymentProvider,
          captureId: order.paymentCaptureId,
          orderId: order.id,
          currency: order.chargedCurrency,
          reason: change.to,
          requestId: refund.requestId,
          providerRefundId: refund.result.refundId,
          providerStatus: refund.result.status,
          status: refund.result.status === 'COMPLETED' ? 'completed' : 'pending',
        })
        .onConflictDoNothing({ target: paymentRefunds.requestId });
    }
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: from,
      toStatus: change.to,
      actor: change.actor,
      actorUserId: change.actorUserId ?? null,
      note: change.note ?? null,
    });
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    if (change.to === 'cancelled' || change.to === 'refunded') await restock(tx, items);
    const view = toOrderView(row, items);
    // Shipped, delivered, refunded, cancelled: the customer hears of it, once, with the change.
    await queueStatusEmail(tx, deps, view);
    await change.alsoInTransaction?.(tx, view, from);
    return view;
  });
  return { order: updated, from };
}
