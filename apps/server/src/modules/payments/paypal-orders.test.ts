import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePayPal, type FakePayPal } from '../../test/fake-paypal.js';
import { rejection } from '../../test/payment-errors.js';
import { PayPalProvider, TestPaymentProvider, type CreateOrderInput } from './index.js';

let paypal: FakePayPal;
beforeAll(async () => {
  paypal = await startFakePayPal();
});
afterAll(async () => {
  await paypal?.close();
});
beforeEach(() => {
  paypal.state.captureStatus = 'COMPLETED';
  paypal.state.refundStatus = 'COMPLETED';
});

const provider = () =>
  new PayPalProvider({
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    apiBase: paypal.url,
    webhookId: paypal.webhookId,
    retry: { sleep: async () => {} },
  });
let n = 0;
const requestId = (what: string) => `${what}-${++n}-${Date.now()}`;
/** The parts of the create body these tests read. */
interface SentOrder {
  purchase_units: Array<{
    amount: unknown;
    items: Array<{ name: string }>;
    shipping: { name: { full_name: string }; address: Record<string, string> };
  }>;
  payment_source: { paypal: { experience_context: Record<string, string> } };
}
const lastCreateBody = () =>
  JSON.parse(paypal.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1)!.body) as SentOrder;

const shippedOrder = (): CreateOrderInput => ({
  amountCents: 2999,
  currency: 'EUR',
  reference: 'MQ-2026-0042',
  requestId: requestId('create'),
  items: [
    { name: 'Poster', quantity: 2, unitAmountCents: 1250, sku: 'P-1' },
    { name: 'Ticket', quantity: 1, unitAmountCents: 0 },
  ],
  shippingCents: 999,
  discountCents: 500,
  shipping: {
    name: 'Zoë Müller',
    address: {
      name: 'ignored',
      line1: '1 Rue de la Paix',
      line2: '',
      city: 'Paris',
      region: '',
      postalCode: '75002',
      country: 'FR',
    },
  },
  payerEmail: 'zoe@example.com',
});

async function captured(p: PayPalProvider, amountCents = 5000) {
  const { providerOrderId } = await p.createOrder({
    amountCents,
    currency: 'USD',
    reference: `MQ-${n}`,
    requestId: requestId('create'),
  });
  paypal.approve(providerOrderId);
  const capture = await p.captureOrder(providerOrderId, { requestId: requestId('capture') });
  return { providerOrderId, capture };
}

describe('issue 26 PayPal as PayPal documents it', () => {
  it('issue 26 the order PayPal sees has items, the breakdown, our shipping address, the payer and PAY_NOW', async () => {
    await provider().createOrder(shippedOrder());
    const body = lastCreateBody();
    const unit = body.purchase_units[0]!;
    expect(unit.amount).toEqual({
      currency_code: 'EUR',
      value: '29.99',
      breakdown: {
        item_total: { currency_code: 'EUR', value: '25.00' },
        shipping: { currency_code: 'EUR', value: '9.99' },
        discount: { currency_code: 'EUR', value: '5.00' },
      },
    });
    expect(unit.items).toHaveLength(2);
    expect(unit.items[0]).toEqual({
      name: 'Poster',
      quantity: '2',
      unit_amount: { currency_code: 'EUR', value: '12.50' },
      sku: 'P-1',
    });
    expect(unit.shipping).toEqual({
      type: 'SHIPPING',
      name: { full_name: 'Zoë Müller' },
      address: {
        address_line_1: '1 Rue de la Paix',
        admin_area_2: 'Paris',
        postal_code: '75002',
        country_code: 'FR',
      },
    });
    expect(unit).toMatchObject({ reference_id: 'MQ-2026-0042', invoice_id: 'MQ-2026-0042' });
    expect(body.payment_source).toEqual({
      paypal: {
        email_address: 'zoe@example.com',
        experience_context: {
          brand_name: 'Marquee',
          shipping_preference: 'SET_PROVIDED_ADDRESS',
          user_action: 'PAY_NOW',
        },
      },
    });
  });

  it("issue 26 long fields are cut to PayPal's limits; a shipping address PayPal cannot take is refused by both providers", async () => {
    const input = shippedOrder();
    input.shipping!.name = 'N'.repeat(400);
    input.shipping!.address.city = 'C'.repeat(150);
    input.items![0]!.name = 'é'.repeat(200);
    await provider().createOrder(input);
    const unit = lastCreateBody().purchase_units[0]!;
    expect(unit.shipping.name.full_name).toHaveLength(300);
    expect(unit.shipping.address.admin_area_2).toHaveLength(120);
    expect(unit.items[0]!.name).toHaveLength(127);

    const before = paypal.requests.length;
    const badCountry = shippedOrder();
    badCountry.shipping!.address.country = 'France';
    const noStreet = shippedOrder();
    noStreet.shipping!.address.line1 = ' ';
    const badEmail = { ...shippedOrder(), payerEmail: 'not-an-email' };
    const testProvider = new TestPaymentProvider();
    for (const input of [badCountry, noStreet, badEmail]) {
      expect((await rejection(provider().createOrder(input))).kind).toBe('invalid');
      // Refused before it needs its database.
      expect((await rejection(testProvider.createOrder(input))).kind).toBe('invalid');
    }
    expect(paypal.requests.slice(before).filter((r) => r.path === '/v2/checkout/orders')).toHaveLength(0);
  });

  it('issue 26 without an address of ours PayPal asks the payer for one (GET_FROM_FILE)', async () => {
    await provider().createOrder({ amountCents: 100, currency: 'USD', reference: 'r', requestId: requestId('c') });
    expect(lastCreateBody().payment_source.paypal.experience_context).toMatchObject({
      shipping_preference: 'GET_FROM_FILE',
      user_action: 'PAY_NOW',
    });
  });

  it('issue 26 restart after a decline: a new request id captures, the declined request id replays the 422', async () => {
    const p = provider();
    const { providerOrderId } = await p.createOrder({
      amountCents: 4200,
      currency: 'USD',
      reference: 'r',
      requestId: requestId('create'),
    });
    paypal.decline(providerOrderId);
    const first = requestId('capture');
    expect((await rejection(p.captureOrder(providerOrderId, { requestId: first }))).kind).toBe('declined');
    paypal.approve(providerOrderId); // the payer chose another instrument
    const capture = await p.captureOrder(providerOrderId, { requestId: requestId('capture') });
    expect(capture).toMatchObject({ status: 'COMPLETED', amountCents: 4200 });
    const replay = await rejection(p.captureOrder(providerOrderId, { requestId: first }));
    expect(replay).toMatchObject({ kind: 'declined', details: { status: 422, issue: 'INSTRUMENT_DECLINED' } });
  });

  it('issue 26 a PENDING capture settles with a signed PAYMENT.CAPTURE.COMPLETED webhook', async () => {
    const p = provider();
    paypal.state.captureStatus = 'PENDING';
    const { providerOrderId, capture } = await captured(p, 1999);
    expect(capture.status).toBe('PENDING');
    const hook = paypal.completeCapture(capture.captureId);
    const verified = await p.verifyWebhook(hook.headers, hook.rawBody);
    expect(verified).toMatchObject({
      verified: true,
      event: {
        type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: { id: capture.captureId, supplementary_data: { related_ids: { order_id: providerOrderId } } },
      },
    });
    expect((await p.getOrder(providerOrderId)).capture?.status).toBe('COMPLETED');
  });
});

describe('issue 26 refunds: partial, pending and failed, as PayPal reports them', () => {
  it('issue 26 partial refunds leave the capture PARTIALLY_REFUNDED, then REFUNDED', async () => {
    const p = provider();
    const { providerOrderId, capture } = await captured(p, 5000);
    const captureStatus = () => (paypal.orders.get(providerOrderId)!.capture as { status: string } | undefined)?.status;
    const part = await p.refundCapture(capture.captureId, {
      amountCents: 1500,
      currency: 'USD',
      requestId: requestId('r'),
    });
    expect(part).toMatchObject({ status: 'COMPLETED', amount: { amountCents: 1500, currency: 'USD' } });
    expect(captureStatus()).toBe('PARTIALLY_REFUNDED');
    const rest = await p.refundCapture(capture.captureId, { currency: 'USD', requestId: requestId('r') });
    expect(rest).toMatchObject({ status: 'COMPLETED', amount: { amountCents: 3500 } });
    expect(captureStatus()).toBe('REFUNDED');
    expect(paypal.refunds.size).toBeGreaterThanOrEqual(2);
    const hook = paypal.refundWebhook(part.refundId);
    const { event } = await p.verifyWebhook(hook.headers, hook.rawBody);
    expect(event).toMatchObject({ type: 'PAYMENT.CAPTURE.REFUNDED', resource: { id: part.refundId } });
    const up = (event!.resource.links as { rel: string; href: string }[]).find((l) => l.rel === 'up');
    expect(up?.href).toMatch(new RegExp(`/v2/payments/captures/${capture.captureId}$`));
  });

  it('issue 26 a PENDING refund is reported as PENDING and polled with getRefund until COMPLETED', async () => {
    const p = provider();
    const { capture } = await captured(p, 2000);
    paypal.state.refundStatus = 'PENDING';
    const refund = await p.refundCapture(capture.captureId, { currency: 'USD', requestId: requestId('r') });
    expect(refund.status).toBe('PENDING');
    expect(await p.getRefund(refund.refundId)).toEqual(refund);
    paypal.settleRefund(refund.refundId, 'COMPLETED');
    expect(await p.getRefund(refund.refundId)).toEqual({
      refundId: refund.refundId,
      status: 'COMPLETED',
      amount: { amountCents: 2000, currency: 'USD' },
    });
    expect(paypal.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/payments/refunds/${refund.refundId}` });
  });

  it('issue 26 a FAILED refund is reported as FAILED and leaves the amount refundable', async () => {
    const p = provider();
    const { capture } = await captured(p, 2000);
    paypal.state.refundStatus = 'FAILED';
    const failed = await p.refundCapture(capture.captureId, { currency: 'USD', requestId: requestId('r') });
    expect(failed.status).toBe('FAILED');
    paypal.state.refundStatus = 'COMPLETED';
    const again = await p.refundCapture(capture.captureId, { currency: 'USD', requestId: requestId('r') });
    expect(again).toMatchObject({ status: 'COMPLETED', amount: { amountCents: 2000 } });
    expect((await rejection(p.getRefund('NOSUCHREFUND'))).details.status).toBe(404);
  });
});

describe('issue 26 the fake PayPal checks what PayPal checks', () => {
  it('issue 26 verify-webhook-signature covers the exact bytes: the raw body verifies, a re-serialised one does not', async () => {
    const p = provider();
    const { headers, rawBody } = paypal.webhook('PAYMENT.CAPTURE.REFUNDED', { id: 'R1', note_to_payer: 'Désolé' });
    const reserialised = JSON.stringify(JSON.parse(rawBody));
    expect(reserialised).not.toBe(rawBody);
    expect(rawBody).toContain('\\u00e9');
    expect((await p.verifyWebhook(headers, rawBody)).verified).toBe(true);
    expect((await p.verifyWebhook(headers, reserialised)).verified).toBe(false);
    const sent = paypal.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature').at(-2)!;
    expect(sent.body.endsWith(`"webhook_event":${rawBody}}`)).toBe(true);
  });

  it("issue 26 the payer's window over HTTP: decline, then approve, with CORS open for a stand-in SDK", async () => {
    const p = provider();
    const { providerOrderId } = await p.createOrder({
      amountCents: 700,
      currency: 'USD',
      reference: 'r',
      requestId: requestId('create'),
    });
    const endpoint = `${paypal.url}/__fake/orders/${providerOrderId}/approve`;
    const preflight = await fetch(endpoint, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const post = (outcome: string) =>
      fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome }),
      });
    const declined = await post('decline');
    expect(declined.headers.get('access-control-allow-origin')).toBe('*');
    expect((await rejection(p.captureOrder(providerOrderId, { requestId: requestId('c') }))).kind).toBe('declined');
    expect((await post('approve')).status).toBe(200);
    expect((await p.captureOrder(providerOrderId, { requestId: requestId('c') })).status).toBe('COMPLETED');
    expect((await post('maybe')).status).toBe(400);
    expect((await fetch(`${paypal.url}/__fake/orders/NOPE/approve`, { method: 'POST', body: '{}' })).status).toBe(404);

    const { subscriptionId } = await p.createSubscription({
      planId: 'P-DREAMBOX',
      customId: 'user-1',
      subscriber: { name: 'Ada', email: 'ada@example.com' },
      requestId: requestId('s'),
    });
    const approved = await fetch(`${paypal.url}/__fake/subscriptions/${subscriptionId}/approve`, {
      method: 'POST',
      body: JSON.stringify({ outcome: 'approve' }),
    });
    expect(await approved.json()).toEqual({ id: subscriptionId, status: 'ACTIVE' });
    const subscription = await p.getSubscription(subscriptionId);
    expect(subscription).toMatchObject({ status: 'ACTIVE', startTime: expect.any(String) });
    expect(Date.parse(subscription.nextBillingTime!)).toBeGreaterThan(Date.parse(subscription.startTime!));
  });
});
