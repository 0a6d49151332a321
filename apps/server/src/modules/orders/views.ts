/** An order as its owner sees it (OrderView), built from the stored order and its item snapshots. */
import { asc, inArray } from 'drizzle-orm';
import { ORDER_PROGRESS_PERCENT, type OrderView } from '@marquee/contracts';
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

export function paymentMethodName(order: Pick<Order, 'paymentProvider' | 'paymentMethod'>): string {
  if (order.paymentMethod) return order.paymentMethod;
  return order.paymentProvider === 'test' ? 'Test payment' : 'PayPal';
}

export function toOrderView(order: Order, items: OrderItem[]): OrderView {
  const usd = {
    subtotal: order.subtotalCents,
    discount: order.discountCents,
    shipping: order.shippingCents,
    dreamBox: order.dreamBoxCents,
    total: order.totalCents,
  };
  const display = order.display ?? { currency: 'USD', rate: 1, minorUnitDigits: 2, amounts: usd };
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
    paymentMethod: paymentMethodName(order),
    couponCode: order.couponCode,
    items: items.map((item) => ({
      productId: item.productId,
      name: item.productName,
      imageUrl: item.productImageUrl,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      lineTotal: item.displayLineTotal ?? item.unitPriceCents * item.quantity,
    })),
    shippingAddress: order.shippingAddress ?? null,
    trackingNumber: order.trackingNumber,
    carrier: order.carrier,
    trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
    estimatedDelivery: order.estimatedDelivery,
    progressPercent: ORDER_PROGRESS_PERCENT[order.status],
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
