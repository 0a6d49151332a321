/** An order as its owner sees it (OrderView), built from the stored order and its item snapshots. */
import { asc, inArray } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  ORDER_PROGRESS_PERCENT,
  type OrderView,
  type QuoteAmounts,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { orderItems, type Order, type OrderItem } from '../../db/schema/index.js';

/** Carriers whose tracking page takes the number in the address. */
const trackingPages: Record<string, (number: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/en/express/tracking.html?AWB=${n}`,
};

export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const page = trackingPages[carrier.trim().toLowerCase()];
  return page ? page(encodeURIComponent(trackingNumber)) : null;
}

/**
 * An order paid through the offline test provider (issue 26): no money was taken. A Dream Box
 * month's box order carries its subscription's provider, so a test subscription's boxes are test
 * orders too.
 */
export function isTestOrder(order: Pick<Order, 'paymentProvider'>): boolean {
  return order.paymentProvider === 'test';
}

export function paymentMethodName(order: Pick<Order, 'paymentProvider' | 'paymentMethod'>): string {
  if (order.paymentMethod) return order.paymentMethod;
  return isTestOrder(order) ? 'Test payment' : 'PayPal';
}

type OrderAmounts = Pick<Order, 'subtotalCents' | 'discountCents' | 'shippingCents' | 'dreamBoxCents' | 'totalCents'>;

/** The order's amounts as stored, in USD cents. */
export function usdAmounts(order: OrderAmounts): QuoteAmounts {
  return {
    subtotal: order.subtotalCents,
    discount: order.discountCents,
    shipping: order.shippingCents,
    dreamBox: order.dreamBoxCents,
    total: order.totalCents,
  };
}

/** What the shopper saw; an order without a display block (a Dream Box month) was shown in USD. */
export function displayOf(order: OrderAmounts & Pick<Order, 'display'>) {
  return order.display ?? { currency: 'USD', rate: 1, minorUnitDigits: 2, amounts: usdAmounts(order) };
}

/** An order line from its item's snapshot, its total as shown at the time (else price times quantity). */
export function orderLine(item: OrderItem) {
  return {
    productId: item.productId,
    name: item.productName,
    imageUrl: item.productImageUrl,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    lineTotal: item.displayLineTotal ?? item.unitPriceCents * item.quantity,
  };
}

export function toOrderView(order: Order, items: OrderItem[]): OrderView {
  const usd = usdAmounts(order);
  const display = displayOf(order);
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    usd,
    display,
    charged:
      order.chargedCurrency && order.chargedTotalMinor !== null
        ? {
            currency: order.chargedCurrency,
            amountMinor: order.chargedTotalMinor,
            minorUnitDigits: order.chargedCurrency === display.currency ? display.minorUnitDigits : 2,
          }
        : null,
    refundedMinor: order.refundedMinor,
    isTest: isTestOrder(order),
    paymentMethod: paymentMethodName(order),
    couponCode: order.couponCode,
    items: items.map(orderLine),
    shippingAddress: order.shippingAddress ?? null,
    trackingNumber: order.trackingNumber,
    carrier: order.carrier,
    trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
    estimatedDelivery: order.estimatedDelivery,
    progressPercent: ORDER_PROGRESS_PERCENT[order.status],
    language: isLanguageCode(order.language) ? order.language : DEFAULT_LANGUAGE,
  };
}

/** The views of several orders with one query for all their items. */
export async function orderViews(db: Pick<Db, 'select'>, list: Order[]): Promise<OrderView[]> {
  if (list.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        list.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return list.map((order) =>
    toOrderView(
      order,
      items.filter((item) => item.orderId === order.id),
    ),
  );
}
