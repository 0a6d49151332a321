import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { currencies, orders } from '../../db/schema/index.js';
import { createTestStore, TestClient, type TestStore } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { startFakePayPal, type FakePayPal } from '../../test/fake-paypal.js';
import { PayPalProvider } from '../payments/index.js';

// The whole purchase through the PayPal adapter against the local fake PayPal server (issue 11).
let paypal: FakePayPal;
let store: TestStore;
beforeAll(async () => {
  paypal = await startFakePayPal();
  const provider = new PayPalProvider({
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    apiBase: paypal.url,
    webhookId: paypal.webhookId,
  });
  store = await createTestStore({ paymentProvider: provider });
  await store.database.db.insert(currencies).values({ code: 'EUR', name: 'Euro', symbol: '€', rate: 0.5 });
});
afterAll(async () => {
  await store?.close();
  await paypal?.close();
});

const address = {
  name: 'Ada Byron',
  line1: '12 St James Square',
  city: 'London',
  postalCode: 'SW1Y 4JU',
  country: 'GB',
};

async function startPaying(currency = 'USD') {
  const client = new TestClient(store.app);
  const product = await createProduct(store.database.db, { priceCents: 4000, stockQuantity: 5 });
  await client.post('/api/cart/items', { productId: product.id, quantity: 1 });
  const started = await client.post('/api/checkout/orders', {
    email: 'ada@example.com',
    shippingAddress: address,
    currency,
  });
  expect(started.statusCode).toBe(201);
  return { client, product, payment: started.json() };
}

describe('issue 11 SF-CHK-05 SF-CHK-06 R-16 paying with PayPal (fake PayPal server)', () => {
  it('creates the PayPal order for the server amount in the charge currency, captures it and records the order', async () => {
    const { client, payment } = await startPaying('EUR');
    // 40.00 USD × 0.5 = 20.00 EUR, + 9.99 × 0.5 = 5.00 EUR shipping.
    expect(payment).toMatchObject({
      provider: 'paypal',
      isTest: false,
      charge: { currency: 'EUR', amountMinor: 2500 },
    });
    const remote = paypal.orders.get(payment.providerOrderId);
    expect(remote?.amount).toMatchObject({ currency_code: 'EUR', value: '25.00' });
    // Issue 26: the payer reviews what they buy: the lines and the breakdown, in the charge currency.
    expect(remote?.purchaseUnit).toMatchObject({
      amount: { breakdown: { item_total: { currency_code: 'EUR', value: '20.00' }, shipping: { value: '5.00' } } },
      items: [expect.objectContaining({ quantity: '1', unit_amount: { currency_code: 'EUR', value: '20.00' } })],
      shipping: {
        name: { full_name: 'Ada Byron' },
        address: {
          address_line_1: '12 St James Square',
          admin_area_2: 'London',
          postal_code: 'SW1Y 4JU',
          country_code: 'GB',
        },
      },
    });
    const created = paypal.requests.find((r) => r.method === 'POST' && r.path === '/v2/checkout/orders');
    expect(JSON.parse(created!.body).payment_source.paypal).toMatchObject({
      email_address: 'ada@example.com',
      experience_context: { shipping_preference: 'SET_PROVIDED_ADDRESS', user_action: 'PAY_NOW' },
    });
    // PayPal's own window, not ours.
    expect(
      (await client.post(`/api/checkout/orders/${payment.providerOrderId}/test-approval`, { outcome: 'approve' }))
        .statusCode,
    ).toBe(404);
    paypal.approve(payment.providerOrderId);
    const captured = await client.post(`/api/checkout/orders/${payment.providerOrderId}/capture`);
    expect(captured.statusCode).toBe(200);
    expect(captured.json().order).toMatchObject({
      paymentMethod: 'PayPal',
      charged: { currency: 'EUR', amountMinor: 2500 },
      display: { currency: 'EUR', amounts: { total: 2500 } },
    });
    const config = (await client.get('/api/checkout/config')).json();
    expect(config).toMatchObject({ provider: 'paypal', isTest: false, paypalClientId: paypal.clientId });
  });

  it('a capture PayPal reports for another amount is refunded at PayPal and no order is written', async () => {
    const { client, payment } = await startPaying();
    paypal.approve(payment.providerOrderId);
    const refundsBefore = paypal.state.counts.refunds;
    paypal.state.captureValueOverride = '0.01';
    try {
      const captured = await client.post(`/api/checkout/orders/${payment.providerOrderId}/capture`);
      expect(captured.statusCode).toBe(502);
    } finally {
      paypal.state.captureValueOverride = undefined;
    }
    expect(paypal.state.counts.refunds).toBe(refundsBefore + 1);
    expect(
      await store.database.db.select().from(orders).where(eq(orders.paymentOrderId, payment.providerOrderId)),
    ).toHaveLength(0);
  });

  it('a declined card is a 402 and the same order can be paid again', async () => {
    const { client, payment } = await startPaying();
    paypal.decline(payment.providerOrderId);
    const declined = await client.post(`/api/checkout/orders/${payment.providerOrderId}/capture`);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe('PAYMENT_DECLINED');
  });

  it('PayPal webhooks are verified with PayPal: a signed event is processed once, a forged one refused', async () => {
    const { client, payment } = await startPaying();
    paypal.approve(payment.providerOrderId);
    const { order } = (await client.post(`/api/checkout/orders/${payment.providerOrderId}/capture`)).json();
    const [saved] = await store.database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    const refund = paypal.webhook('PAYMENT.CAPTURE.REFUNDED', {
      id: 'REFUND-1',
      links: [{ rel: 'up', href: `${paypal.url}/v2/payments/captures/${saved!.paymentCaptureId}` }],
    });
    const send = (body: string, headers: Record<string, string>) =>
      store.app.inject({ method: 'POST', url: '/api/webhooks/paypal', headers, payload: body });
    expect((await send(refund.rawBody.replace('REFUND-1', 'REFUND-2'), refund.headers)).statusCode).toBe(400);
    expect((await send(refund.rawBody, refund.headers)).json()).toEqual({ outcome: 'processed' });
    expect((await send(refund.rawBody, refund.headers)).json()).toEqual({ outcome: 'duplicate' });
    expect((await client.get(`/api/orders/${order.orderNumber}`)).json().status).toBe('refunded');
  });
});
