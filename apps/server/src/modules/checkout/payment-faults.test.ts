import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import {
  dreamBoxCategories,
  dreamBoxSubscriptions,
  orders,
  orderStatusHistory,
  products,
} from '../../db/schema/index.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { signInAdmin } from '../../test/admin.js';
import { createFilm, createProduct } from '../../test/factories.js';
import { TestPaymentProvider, type CaptureResult, type RefundInput, type RefundResult } from '../payments/index.js';
import { changeOrderStatus } from '../orders/status.js';
import { addMonths } from '../dream-box/billing-cycle.js';
import { reconcilePayments } from './reconcile.js';

/** The offline provider, with a capture that can be made to take the wrong amount, and refunds counted. */
class ScriptedProvider extends TestPaymentProvider {
  shortChangeBy = 0;
  refunds: string[] = [];
  override async captureOrder(id: string, options: { requestId: string }): Promise<CaptureResult> {
    const capture = await super.captureOrder(id, options);
    return { ...capture, amountCents: capture.amountCents - this.shortChangeBy };
  }
  override async refundCapture(captureId: string, input: RefundInput): Promise<RefundResult> {
    const result = await super.refundCapture(captureId, input);
    this.refunds.push(`${captureId}:${input.requestId}`);
    return result;
  }
}

const provider = new ScriptedProvider();
let crashAfterCapture = false;
const store = testStoreForFile({
  paymentProvider: provider,
  orderFaults: {
    afterCapture: () => {
      if (crashAfterCapture) throw new Error('injected crash between capture and commit');
    },
  },
});

const address = {
  name: 'Alan Turing',
  line1: '2 Bletchley Road',
  city: 'Milton Keynes',
  postalCode: 'MK3 6EB',
  country: 'GB',
};

async function approvedPayment(stock = 5) {
  const client = new TestClient(store.app);
  const product = await createProduct(store.database.db, { priceCents: 3000, stockQuantity: stock });
  await client.post('/api/cart/items', { productId: product.id, quantity: 1 });
  const started = await client.post('/api/checkout/orders', { email: 'alan@example.com', shippingAddress: address });
  expect(started.statusCode).toBe(201);
  const { providerOrderId } = started.json();
  await client.post(`/api/checkout/orders/${providerOrderId}/test-approval`, { outcome: 'approve' });
  return { client, product, providerOrderId: providerOrderId as string };
}

const ordersOf = (providerOrderId: string) =>
  store.database.db.select().from(orders).where(eq(orders.paymentOrderId, providerOrderId));
const stockOf = async (id: number) =>
  (await store.database.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;

describe('issue 11 no money without an order, no order without the money', () => {
  it('a capture of another amount than asked is refunded and no order is written; the goods go back', async () => {
    const { client, product, providerOrderId } = await approvedPayment(5);
    provider.shortChangeBy = 1;
    try {
      const response = await client.post(`/api/checkout/orders/${providerOrderId}/capture`);
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toMatchObject({
        code: 'PAYMENT_FAILED',
        message: 'There was an error processing your payment. Please try again.',
      });
    } finally {
      provider.shortChangeBy = 0;
    }
    expect(await ordersOf(providerOrderId)).toHaveLength(0);
    expect(provider.refunds.some((r) => r.includes(':refund:'))).toBe(true);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('a crash between capture and commit is repaired on the next start: the order is recorded once', async () => {
    const { client, providerOrderId } = await approvedPayment();
    crashAfterCapture = true;
    try {
      const response = await client.post(`/api/checkout/orders/${providerOrderId}/capture`);
      expect(response.statusCode).toBe(500);
    } finally {
      crashAfterCapture = false;
    }
    expect(await ordersOf(providerOrderId)).toHaveLength(0);
    expect((await provider.getOrder(providerOrderId)).status).toBe('COMPLETED');

    // The next start of the store (a second app on the same database and provider).
    const restarted = await buildApp({
      db: store.database.db,
      config: store.config,
      logger: false,
      paymentProvider: provider,
    });
    await restarted.ready();
    // Issue 26: a capture within its lease may still be in flight (another instance): untouched.
    expect(await ordersOf(providerOrderId)).toHaveLength(0);
    await reconcilePayments(restarted.orderDeps, { now: new Date(Date.now() + 3 * 60_000) });
    await restarted.close();
    const recorded = await ordersOf(providerOrderId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ status: 'processing', totalCents: 3999 });
    const history = await store.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, recorded[0]!.id));
    expect(history[0]).toMatchObject({ actor: 'system', toStatus: 'processing' });

    // The browser's retry after the crash gets that same order.
    const retry = await client.post(`/api/checkout/orders/${providerOrderId}/capture`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().order.orderNumber).toBe(recorded[0]!.orderNumber);
  });

  it('a crash between capture and commit is repaired by the provider webhook; a replay and a forgery change nothing', async () => {
    const { client, providerOrderId } = await approvedPayment();
    crashAfterCapture = true;
    try {
      expect((await client.post(`/api/checkout/orders/${providerOrderId}/capture`)).statusCode).toBe(500);
    } finally {
      crashAfterCapture = false;
    }
    const remote = await provider.getOrder(providerOrderId);
    const webhook = await provider.signWebhook('PAYMENT.CAPTURE.COMPLETED', {
      id: remote.capture!.captureId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '39.99' },
      supplementary_data: { related_ids: { order_id: providerOrderId } },
    });
    const send = (body: string, headers: Record<string, string>) =>
      store.app.inject({
        method: 'POST',
        url: '/api/webhooks/paypal',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: body,
      });

    const forged = await send(webhook.rawBody.replace('39.99', '0.01'), webhook.headers);
    expect(forged.statusCode).toBe(400);
    expect(await ordersOf(providerOrderId)).toHaveLength(0);

    const first = await send(webhook.rawBody, webhook.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ outcome: 'processed' });
    expect(await ordersOf(providerOrderId)).toHaveLength(1);

    const replay = await send(webhook.rawBody, webhook.headers);
    expect(replay.json()).toEqual({ outcome: 'duplicate' });
    expect(await ordersOf(providerOrderId)).toHaveLength(1);

    const unsigned = await send(webhook.rawBody, {});
    expect(unsigned.statusCode).toBe(400);
  });
});

describe('issue 11 spec D-06 the order lifecycle', () => {
  it('moves only along the allowed arrows, keeps the history, and a refund returns money and stock once', async () => {
    const { client, product, providerOrderId } = await approvedPayment(5);
    const { order } = (await client.post(`/api/checkout/orders/${providerOrderId}/capture`)).json();
    expect(await stockOf(product.id)).toBe(4);
    const deps = store.app.orderDeps;
    await expect(changeOrderStatus(deps, order.orderNumber, { to: 'delivered', actor: 'staff' })).rejects.toMatchObject(
      {
        statusCode: 409,
        code: 'INVALID_STATUS_CHANGE',
      },
    );
    // A shipment without its tracking number does not type-check here; the API answers it with a
    // 400 naming trackingNumber ('staff ship an order through the admin API' below).
    const shipped = await changeOrderStatus(deps, order.orderNumber, {
      to: 'shipping',
      actor: 'staff',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      estimatedDelivery: '2026-12-03',
    });
    expect(shipped.order).toMatchObject({
      status: 'shipping',
      progressPercent: 66,
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    const before = provider.refunds.length;
    await changeOrderStatus(deps, order.orderNumber, { to: 'refunded', actor: 'staff' });
    expect(provider.refunds.length).toBe(before + 1);
    expect(await stockOf(product.id)).toBe(5);
    await expect(changeOrderStatus(deps, order.orderNumber, { to: 'refunded', actor: 'staff' })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await stockOf(product.id)).toBe(5);
    const [saved] = await store.database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    const history = await store.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, saved!.id));
    expect(history.map((h) => `${h.fromStatus}->${h.toStatus}`)).toEqual([
      'null->processing',
      'processing->shipping',
      'shipping->refunded',
    ]);
  });
});

describe('issue 11 Dream Box subscriptions (R-17, R-18)', () => {
  it('a guest is asked to sign in; a customer subscribes, the server verifies it, and the first box is an order', async () => {
    const film = await createFilm(store.database.db, { title: 'Aardvark Adventures' });
    const [category] = await store.database.db.insert(dreamBoxCategories).values({ name: 'Toys' }).returning();
    const body = { filmIds: [film.id], categoryIds: [category!.id] };

    const guest = new TestClient(store.app);
    const refused = await guest.post('/api/checkout/subscriptions', body);
    expect(refused.statusCode).toBe(401);

    const customer = new TestClient(store.app);
    const { email } = await signUp(customer);
    const none = await customer.post('/api/checkout/subscriptions', { filmIds: [], categoryIds: [category!.id] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.filmIds).toBe(
      'Please select at least one film and one category to continue with Dream Box.',
    );
    const tooMany = await customer.post('/api/checkout/subscriptions', { ...body, filmIds: [1, 2, 3, 4] });
    expect(tooMany.statusCode).toBe(400);

    const started = await customer.post('/api/checkout/subscriptions', body);
    expect(started.statusCode).toBe(201);
    const { subscriptionId } = started.json();
    // Not approved yet: not active.
    const early = await customer.post(`/api/checkout/subscriptions/${subscriptionId}/activate`);
    expect(early.statusCode).toBe(409);
    await customer.post(`/api/checkout/subscriptions/${subscriptionId}/test-approval`, { outcome: 'approve' });
    const activated = await customer.post(`/api/checkout/subscriptions/${subscriptionId}/activate`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({
      status: 'active',
      monthlyPriceCents: 2999,
      films: [{ id: film.id, title: 'Aardvark Adventures' }],
      categories: [{ id: category!.id, name: 'Toys' }],
    });
    const nextBilling = new Date(activated.json().nextBillingDate).getTime();
    expect(Math.round((nextBilling - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(29);

    const [row] = await store.database.db
      .select()
      .from(dreamBoxSubscriptions)
      .where(eq(dreamBoxSubscriptions.providerSubscriptionId, subscriptionId));
    expect(row).toMatchObject({ status: 'active', email });
    const boxes = await store.database.db.select().from(orders).where(eq(orders.dreamBoxSubscriptionId, row!.id));
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toMatchObject({ dreamBoxCents: 2999, totalCents: 2999, status: 'processing' });

    const config = (await customer.get('/api/checkout/config')).json();
    expect(config.dreamBox.active).toBe(true);
    const again = await customer.post('/api/checkout/subscriptions', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Dream Box Active');

    // Another customer cannot activate or approve it.
    const other = new TestClient(store.app);
    await signUp(other);
    expect((await other.post(`/api/checkout/subscriptions/${subscriptionId}/activate`)).statusCode).toBe(404);

    // The provider reports a renewal a month later and then a cancellation.
    const renewal = await provider.signWebhook('PAYMENT.SALE.COMPLETED', {
      id: 'SALE-2',
      billing_agreement_id: subscriptionId,
      amount: { total: '29.99', currency: 'USD' },
      create_time: addMonths(row!.startedAt!, 1).toISOString(),
    });
    const sent = await store.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: { ...renewal.headers, 'content-type': 'application/json' },
      payload: renewal.rawBody,
    });
    expect(sent.json()).toEqual({ outcome: 'processed' });
    expect(
      await store.database.db.select().from(orders).where(eq(orders.dreamBoxSubscriptionId, row!.id)),
    ).toHaveLength(2);
    const cancelled = await provider.signWebhook('BILLING.SUBSCRIPTION.CANCELLED', {
      id: subscriptionId,
      status: 'CANCELLED',
    });
    await store.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: { ...cancelled.headers, 'content-type': 'application/json' },
      payload: cancelled.rawBody,
    });
    const [after] = await store.database.db
      .select()
      .from(dreamBoxSubscriptions)
      .where(eq(dreamBoxSubscriptions.id, row!.id));
    expect(after!.status).toBe('cancelled');
  });

  it('SF-CHK-05 the checkout configuration names the test provider and no PayPal client id', async () => {
    const config = (await new TestClient(store.app).get('/api/checkout/config')).json();
    expect(config).toMatchObject({
      provider: 'test',
      isTest: true,
      paypalClientId: null,
      saved: { email: null, shippingAddress: null },
    });
    expect(config.dreamBox.priceCents).toBe(2999);
  });
});

describe('issue 11 staff ship an order through the admin API', () => {
  it('processing -> shipping with a tracking number e-mails the customer; a shopper cannot do it (401)', async () => {
    const { client, providerOrderId } = await approvedPayment();
    const { order } = (await client.post(`/api/checkout/orders/${providerOrderId}/capture`)).json();
    const url = `/api/admin/orders/${order.orderNumber}/status`;
    expect((await client.post(url, { to: 'shipping', trackingNumber: 'X1' })).statusCode).toBe(401);

    const admin = await signInAdmin(store);
    const missing = await admin.post(url, { to: 'shipping' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ trackingNumber: 'Tracking number is required' });
    const bad = await admin.post(url, { to: 'shipping', trackingNumber: 'X1', estimatedDelivery: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['estimatedDelivery']);
    const shipped = await admin.post(url, {
      to: 'shipping',
      carrier: 'DHL',
      trackingNumber: 'JD0146',
      estimatedDelivery: '2026-12-04',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: 'shipping',
      trackingNumber: 'JD0146',
      carrier: 'DHL',
      estimatedDelivery: '2026-12-04',
    });
    expect((await client.get(`/api/orders/${order.orderNumber}`)).json().status).toBe('shipping');
    const mail = await store.deliverMail();
    const shippedMail = mail.find((m) => m.to === 'alan@example.com' && m.text.includes('JD0146'));
    expect(shippedMail).toBeDefined();
    const [saved] = await store.database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    const history = await store.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, saved!.id));
    expect(history.at(-1)).toMatchObject({ fromStatus: 'processing', toStatus: 'shipping', actor: 'staff' });
    expect(history.at(-1)!.actorUserId).toBeTruthy();
  });
});
