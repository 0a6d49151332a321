/**
 * The demo's customers, orders, reviews and chat (issue 30, decision 105), so a first start
 * shows a store that trades: the Overview's chart and top products, Orders and Customers.
 *
 * Every order is a test payment, written as a test-mode checkout writes one (provider `test`,
 * the test provider's order and capture kept in test_payment_state, so staff can refund or
 * cancel one as they would a new one). Amounts come from the checkout's own computeQuote. Stock
 * is left as the catalogue sets it: those goods were sold before today's count. No e-mail is
 * queued. The customers have no password (no credential account), so nobody signs in as them.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { CHARGE_CURRENCIES, SHIPPING_FEE_CENTS } from '@marquee/contracts';
import type { Db } from '../client.js';
import {
  chatMessages,
  orderItems,
  orders,
  orderStatusHistory,
  productReviews,
  products,
  profiles,
  testPaymentState,
  user,
  type NewOrder,
} from '../schema/index.js';
import { computeQuote } from '../../modules/checkout/quote.js';
import { newOrderNumber } from '../../modules/orders/order-number.js';
import { findOfferedCurrency, getPublicSettings } from '../../modules/settings/service.js';
import { planActivity, type ActivityPlan, type PlannedOrder } from './activity-plan.js';
import * as data from './data/index.js';

const HOUR_MS = 3_600_000;
const USD = { code: 'USD', rate: 1 };

/** Only into a store that has not traded: an admin's real orders and customers are never mixed with made-up ones. */
async function hasTraded(db: Db): Promise<boolean> {
  const [[ordered], [customers]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(user).where(eq(user.role, 'customer')),
  ]);
  return (ordered?.n ?? 0) > 0 || (customers?.n ?? 0) > 0;
}

const demoCustomerId = (index: number) => `demo-customer-${String(index + 1).padStart(2, '0')}`;

export async function seedActivity(db: Db, productIds: Map<string, number>, now = new Date()): Promise<void> {
  if (await hasTraded(db)) return;
  const inStock = data.products.filter((p) => p.stockQuantity > 0);
  const catalogue = await db
    .select({
      id: products.id,
      title: products.title,
      priceCents: products.priceCents,
      isBestseller: products.isBestseller,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        inStock.flatMap((p) => productIds.get(p.slug) ?? []),
      ),
    );
  if (catalogue.length === 0) return;
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const imageById = new Map(inStock.map((p) => [productIds.get(p.slug), data.mediaUrls.productImage(p.slug, 0)]));

  const plan = planActivity(catalogue, now);
  await insertCustomers(db, plan);
  await insertOrders(db, plan, { byId, imageById });
  await insertReviews(db, plan, now);
  await insertChat(db, now);
}

async function insertCustomers(db: Db, plan: ActivityPlan) {
  await db.insert(user).values(
    data.customers.map((c, index) => ({
      id: demoCustomerId(index),
      name: `${c.firstName} ${c.lastName}`,
      email: data.customerEmail(c),
      emailVerified: true,
      role: 'customer' as const,
      createdAt: plan.customerSince[index]!,
      updatedAt: plan.customerSince[index]!,
    })),
  );
  await db.insert(profiles).values(
    data.customers.map((c, index) => ({
      userId: demoCustomerId(index),
      firstName: c.firstName,
      lastName: c.lastName,
      country: c.country,
      language: c.language,
    })),
  );
}

interface Catalogue {
  byId: Map<number, { id: number; title: string; priceCents: number }>;
  imageById: Map<number | undefined, string>;
}

async function insertOrders(db: Db, plan: ActivityPlan, catalogue: Catalogue) {
  const settings = await getPublicSettings(db);
  const codes = [...new Set(data.customers.map((c) => c.currency))];
  const rates = new Map(
    await Promise.all(codes.map(async (code) => [code, (await findOfferedCurrency(db, code)) ?? USD] as const)),
  );
  // Drawn at random like a shopper's (issue 11): a number the source could predict, beside the
  // demo customers' e-mails in the source, would open the demo's orders to anyone.
  const used = new Set<string>();
  const orderNumber = () => {
    let number: string;
    do number = newOrderNumber();
    while (used.has(number));
    used.add(number);
    return number;
  };

  const priced = plan.orders.map((planned, index) => {
    const shopper = planned.customer === null ? null : data.customers[planned.customer]!;
    const lines = planned.lines.map(({ productId, quantity }) => {
      const product = catalogue.byId.get(productId)!;
      return { productId, title: product.title, unitPriceCents: product.priceCents, quantity };
    });
    const quote = computeQuote({
      lines,
      dreamBox: { enabled: false, priceCents: settings.dreamBoxPriceCents },
      settings: {
        freeShippingThresholdCents: settings.freeShippingThresholdCents,
        shippingFeeCents: SHIPPING_FEE_CENTS,
      },
      currency: (shopper && rates.get(shopper.currency)) ?? USD,
      chargeableCurrencies: CHARGE_CURRENCIES,
    });
    return { planned, index, shopper, quote };
  });

  const rows: NewOrder[] = priced.map(({ planned, index, shopper, quote }) => {
    const person = shopper ?? { ...data.customers[0]!, ...planned.guest! };
    const last = planned.steps.at(-1)!;
    const paidStep = planned.steps.find((step) => step.to === 'processing');
    const sequence = String(index + 1).padStart(6, '0');
    const { lineTotals: _lineTotals, ...display } = quote.display;
    return {
      orderNumber: orderNumber(),
      userId: planned.customer === null ? null : demoCustomerId(planned.customer),
      guestId: planned.customer === null ? `demo-guest-${sequence}` : null,
      email: shopper ? data.customerEmail(shopper) : data.customerEmail(person),
      currency: quote.display.currency,
      exchangeRate: quote.display.rate,
      subtotalCents: quote.usd.subtotal,
      discountCents: quote.usd.discount,
      shippingCents: quote.usd.shipping,
      dreamBoxCents: 0,
      totalCents: quote.usd.total,
      status: last.to,
      paymentProvider: 'test',
      paymentOrderId: `TEST-ORDER-demo-${sequence}`,
      paymentCaptureId: `TEST-CAPTURE-demo-${sequence}`,
      chargedCurrency: quote.charge.currency,
      chargedTotalMinor: quote.charge.amounts.total,
      refundedMinor: paidStep && ['cancelled', 'refunded'].includes(last.to) ? quote.charge.amounts.total : 0,
      shippingAddress: {
        name: `${person.firstName} ${person.lastName}`,
        line1: `${10 + ((index * 37) % 180)} ${data.streets[index % data.streets.length]}`,
        line2: '',
        city: person.city,
        region: '',
        postalCode: person.postalCode,
        country: person.country,
      },
      display,
      language: shopper?.language ?? 'en',
      carrier: planned.shipment?.carrier ?? null,
      trackingNumber: planned.shipment?.trackingNumber ?? null,
      estimatedDelivery: planned.shipment?.estimatedDelivery ?? null,
      createdAt: planned.placedAt,
      updatedAt: last.at,
      paidAt: paidStep?.at ?? null,
    };
  });
  const inserted = await db.insert(orders).values(rows).returning({ id: orders.id });

  await db.insert(orderItems).values(
    priced.flatMap(({ quote }, i) =>
      quote.lines.map((line, n) => ({
        orderId: inserted[i]!.id,
        productId: line.productId,
        productName: line.title,
        productImageUrl: catalogue.imageById.get(line.productId) ?? null,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        displayLineTotal: quote.display.lineTotals[n]!,
      })),
    ),
  );
  await db.insert(orderStatusHistory).values(
    plan.orders.flatMap((planned, i) =>
      planned.steps.map((step) => ({
        orderId: inserted[i]!.id,
        fromStatus: step.from,
        toStatus: step.to,
        actor: step.actor,
        note: step.note ?? null,
        createdAt: step.at,
      })),
    ),
  );
  await db
    .insert(testPaymentState)
    .values(
      priced.flatMap(({ planned, quote }, i) => testProviderState(rows[i]!, planned, quote.charge.amounts.total)),
    );
}

/** What the test provider would hold for the order: its order with the capture, and the capture's pointer back. */
function testProviderState(order: NewOrder, planned: PlannedOrder, amountCents: number) {
  const captureStatus = planned.steps.some((step) => step.to === 'processing')
    ? 'COMPLETED'
    : planned.steps.at(-1)!.to === 'cancelled'
      ? 'DECLINED'
      : 'PENDING';
  const providerOrder = {
    id: order.paymentOrderId!,
    reference: order.orderNumber,
    amountCents,
    currency: order.chargedCurrency!,
    status: 'COMPLETED',
    capture: {
      captureId: order.paymentCaptureId!,
      status: captureStatus,
      amountCents,
      currency: order.chargedCurrency!,
    },
    refundedCents: order.refundedMinor ?? 0,
  };
  return [
    { key: `order:${providerOrder.id}`, value: providerOrder },
    { key: `capture:${order.paymentCaptureId!}`, value: { orderId: providerOrder.id } },
  ];
}

/**
 * A few customers reviewed what was delivered to them (decision 095: verified, one per customer
 * and product); the newest two wait for staff, so the moderation queue has something in it.
 */
async function insertReviews(db: Db, plan: ActivityPlan, now: Date) {
  const seen = new Set<string>();
  const candidates = plan.orders.flatMap((order) => {
    const delivered = order.steps.find((step) => step.to === 'delivered');
    if (order.customer === null || !delivered) return [];
    return order.lines.flatMap(({ productId }) => {
      const key = `${order.customer}:${productId}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ customer: order.customer!, productId, deliveredAt: delivered.at }];
    });
  });
  // Every third one, so the reviewers and products vary; oldest first.
  const chosen = candidates.filter((_, index) => index % 3 === 1).slice(0, data.verifiedReviewTexts.length);
  if (chosen.length === 0) return;
  await db.insert(productReviews).values(
    chosen.map((review, index) => {
      const customer = data.customers[review.customer]!;
      const { rating, text } = data.verifiedReviewTexts[index]!;
      const written = new Date(Math.min(review.deliveredAt.getTime() + 30 * HOUR_MS, now.getTime()));
      return {
        productId: review.productId,
        userId: demoCustomerId(review.customer),
        userName: `${customer.firstName} ${customer.lastName[0]}.`,
        rating,
        reviewText: text,
        status: index >= chosen.length - 2 ? ('pending' as const) : ('published' as const),
        verifiedPurchase: true,
        createdAt: written,
        updatedAt: written,
      };
    }),
  );
}

/** One question answered (and seen, so no reply e-mail is owed) and one waiting: the chat tab's two states. */
async function insertChat(db: Db, now: Date) {
  await db.insert(chatMessages).values(
    data.chatConversations.map((chat) => {
      const customer = data.customers[chat.customer]!;
      const at = new Date(now.getTime() - chat.hoursAgo * HOUR_MS);
      const repliedAt = new Date(at.getTime() + HOUR_MS / 3);
      return {
        customerName: `${customer.firstName} ${customer.lastName}`,
        customerEmail: data.customerEmail(customer),
        message: chat.message,
        userId: demoCustomerId(chat.customer),
        language: customer.language,
        createdAt: at,
        ...(chat.reply
          ? { status: 'replied' as const, adminReply: chat.reply, replyTimestamp: repliedAt, replySeenAt: repliedAt }
          : { status: 'unread' as const }),
      };
    }),
  );
}
