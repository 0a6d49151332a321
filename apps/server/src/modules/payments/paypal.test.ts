import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePayPal, type FakePayPal } from '../../test/fake-paypal.js';
import { rejection } from '../../test/payment-errors.js';
import { createPaymentProvider, PaymentProviderError, PayPalProvider, TestPaymentProvider } from './index.js';
import { formatMinorUnits, parseMinorUnits } from './money.js';

let paypal: FakePayPal;
beforeAll(async () => {
  paypal = await startFakePayPal();
});
afterAll(async () => {
  await paypal?.close();
});
/** Waits the retries asked for, recorded instead of slept. */
let slept: number[] = [];
const sleep = async (ms: number) => {
  slept.push(ms);
};
beforeEach(() => {
  slept = [];
  paypal.state.failNext = 0;
  paypal.state.throttleNext = 0;
  paypal.state.hangNext = 0;
  paypal.state.refundStatus = 'COMPLETED';
  paypal.state.hangCaptures = false;
  paypal.state.captureValueOverride = undefined;
  paypal.state.captureStatus = 'COMPLETED';
  paypal.state.tokenLifetimeSeconds = 32_400;
});

const provider = (overrides: Partial<ConstructorParameters<typeof PayPalProvider>[0]> = {}) =>
  new PayPalProvider({
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    apiBase: paypal.url,
    webhookId: paypal.webhookId,
    retry: { sleep },
    ...overrides,
  });
let n = 0;
const requestId = (what: string) => `${what}-${++n}-${Date.now()}`;

/** Create, approve in the "popup", capture. */
async function buy(p: PayPalProvider, amountCents: number, currency: string) {
  const { providerOrderId } = await p.createOrder({
    amountCents,
    currency,
    reference: `MQ-${n}`,
    requestId: requestId('create'),
  });
  paypal.approve(providerOrderId);
  return { providerOrderId, capture: await p.captureOrder(providerOrderId, { requestId: requestId('capture') }) };
}

describe('issue 11 money at the PayPal boundary', () => {
  it('formats minor units exactly, zero-decimal currencies included, and parses them back', () => {
    expect(formatMinorUnits(1999, 'USD')).toBe('19.99');
    expect(formatMinorUnits(5, 'EUR')).toBe('0.05');
    expect(formatMinorUnits(1500, 'JPY')).toBe('1500');
    expect(parseMinorUnits('19.99', 'USD')).toBe(1999);
    expect(parseMinorUnits('0.1', 'USD')).toBe(10);
    expect(parseMinorUnits('1500', 'JPY')).toBe(1500);
    expect(parseMinorUnits('1500.00', 'JPY')).toBe(1500);
    // 0.1 + 0.2 in floating point is not 0.3: every amount here goes through strings.
    expect(parseMinorUnits('1234567.29', 'USD')).toBe(123456729);
    expect(() => parseMinorUnits('19.999', 'USD')).toThrow(PaymentProviderError);
    expect(() => parseMinorUnits('1500.5', 'JPY')).toThrow(PaymentProviderError);
    expect(() => parseMinorUnits('-1.00', 'USD')).toThrow(PaymentProviderError);
  });
});

describe('issue 11 PayPal adapter against the fake PayPal', () => {
  it('chooses PayPal only with a client id and secret, else the labelled test provider', () => {
    const base = { apiBase: paypal.url, planId: undefined, webhookId: undefined };
    const none = createPaymentProvider({ paypal: { ...base, clientId: undefined, clientSecret: undefined } });
    expect(none).toBeInstanceOf(TestPaymentProvider);
    expect(none.isTest).toBe(true);
    const real = createPaymentProvider({ paypal: { ...base, clientId: 'id', clientSecret: 'secret' } });
    expect(real.name).toBe('paypal');
    expect(real.isTest).toBe(false);
    expect(() => createPaymentProvider({ paypal: { ...base, clientId: 'id', clientSecret: undefined } })).toThrow(
      /PAYPAL_CLIENT_SECRET/,
    );
  });

  it('fetches the OAuth2 token once, shares one request among parallel calls and caches it', async () => {
    const p = provider();
    const before = paypal.state.counts.tokens;
    await Promise.all(
      [1, 2, 3].map((i) =>
        p.createOrder({ amountCents: 100 * i, currency: 'USD', reference: 'r', requestId: requestId('tok') }),
      ),
    );
    await p.createOrder({ amountCents: 100, currency: 'USD', reference: 'r', requestId: requestId('tok') });
    expect(paypal.state.counts.tokens - before).toBe(1);
    const tokenCall = paypal.requests.filter((r) => r.path === '/v1/oauth2/token').at(-1);
    expect(tokenCall?.headers.authorization).toMatch(/^Basic /);
  });

  it('renews the token shortly before it expires', async () => {
    let now = 1_000_000;
    const p = provider({ now: () => now, tokenMarginMs: 60_000 });
    paypal.state.tokenLifetimeSeconds = 3600;
    const before = paypal.state.counts.tokens;
    await p.getOrder(
      (await p.createOrder({ amountCents: 100, currency: 'USD', reference: 'r', requestId: requestId('a') }))
        .providerOrderId,
    );
    now += 3600_000 - 61_000;
    await p.createOrder({ amountCents: 100, currency: 'USD', reference: 'r', requestId: requestId('b') });
    expect(paypal.state.counts.tokens - before).toBe(1);
    now += 2_000; // inside the last minute of the token's life
    await p.createOrder({ amountCents: 100, currency: 'USD', reference: 'r', requestId: requestId('c') });
    expect(paypal.state.counts.tokens - before).toBe(2);
  });

  it('renews a token PayPal rejects before its time (401) and retries once', async () => {
    const p = provider();
    await p.createOrder({ amountCents: 100, currency: 'USD', reference: 'r', requestId: requestId('x') });
    const before = paypal.state.counts.tokens;
    paypal.revokeTokens();
    await expect(
      p.createOrder({ amountCents: 100, currency: 'USD', reference: 'r', requestId: requestId('y') }),
    ).resolves.toBeTruthy();
    expect(paypal.state.counts.tokens - before).toBe(1);
  });

  it('R-16 SF-CHK-06 create + approve + capture is COMPLETED for exactly the cents asked: 19.99 -> 1999', async () => {
    const p = provider();
    const { providerOrderId, capture } = await buy(p, 1999, 'USD');
    expect(capture).toMatchObject({ status: 'COMPLETED', amountCents: 1999, currency: 'USD' });
    expect(capture.captureId).toBeTruthy();
    expect(capture.payer).toEqual({ email: 'payer@example.com', name: 'Pat Payer' });
    const create = paypal.requests.find(
      (r) => r.path === '/v2/checkout/orders' && r.body.includes(`"reference_id":"MQ-`),
    );
    expect(create).toBeTruthy();
    const sent = JSON.parse(paypal.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1)!.body);
    expect(sent.intent).toBe('CAPTURE');
    expect(sent.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '19.99' });
    const order = await p.getOrder(providerOrderId);
    expect(order).toMatchObject({ status: 'COMPLETED', amountCents: 1999, currency: 'USD' });
    expect(order.capture?.captureId).toBe(capture.captureId);
  });

  it("issue 11 SF-CHK-11 reads the payer's e-mail, name and shipping address from the captured order", async () => {
    const p = provider();
    const { providerOrderId } = await p.createOrder({
      amountCents: 100,
      currency: 'USD',
      reference: 'r',
      requestId: requestId('p'),
    });
    paypal.approve(providerOrderId, {
      email_address: 'ship@example.com',
      name: { given_name: 'Sam', surname: 'Shipper' },
      shipping: {
        address: {
          address_line_1: '1 Main St',
          admin_area_2: 'Springfield',
          admin_area_1: 'IL',
          postal_code: '62701',
          country_code: 'US',
        },
      },
    });
    const capture = await p.captureOrder(providerOrderId, { requestId: requestId('pc') });
    expect(capture.payer).toEqual({
      email: 'ship@example.com',
      name: 'Sam Shipper',
      address: { line1: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' },
    });
  });

  it('issue 11 bad credentials are kind "invalid" and the secret is not in the error', async () => {
    const p = provider({ clientSecret: 'wrong-secret-value' });
    const error = await rejection(p.getOrder('X1'));
    expect(error).toMatchObject({ kind: 'invalid', details: { status: 401, issue: 'invalid_client' } });
    expect(`${error.message} ${JSON.stringify(error.details)}`).not.toContain('wrong-secret-value');
  });

  it('issue 11 charges a zero-decimal currency exactly: 1500 JPY is "1500"', async () => {
    const { capture } = await buy(provider(), 1500, 'JPY');
    expect(capture).toMatchObject({ status: 'COMPLETED', amountCents: 1500, currency: 'JPY' });
    const sent = JSON.parse(paypal.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1)!.body);
    expect(sent.purchase_units[0].amount).toEqual({ currency_code: 'JPY', value: '1500' });
  });

  it('issue 11 sends lines with a breakdown that adds up, and refuses lines that do not before calling PayPal', async () => {
    const p = provider();
    const items = [{ name: 'Poster', quantity: 2, unitAmountCents: 1250 }];
    await p.createOrder({
      amountCents: 2999,
      currency: 'EUR',
      reference: 'r',
      requestId: requestId('i'),
      items,
      shippingCents: 999,
      discountCents: 500,
    });
    const sent = JSON.parse(paypal.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1)!.body);
    expect(sent.purchase_units[0].amount.breakdown).toEqual({
      item_total: { currency_code: 'EUR', value: '25.00' },
      shipping: { currency_code: 'EUR', value: '9.99' },
      discount: { currency_code: 'EUR', value: '5.00' },
    });
    expect(sent.purchase_units[0].items[0]).toEqual({
      name: 'Poster',
      quantity: '2',
      unit_amount: { currency_code: 'EUR', value: '12.50' },
    });
    const error = await rejection(
      p.createOrder({ amountCents: 3000, currency: 'EUR', reference: 'r', requestId: requestId('i'), items }),
    );
    expect(error.kind).toBe('invalid');
  });

  it('issue 11 every POST carries a PayPal-Request-Id', async () => {
    const p = provider();
    const { capture } = await buy(p, 500, 'USD');
    await p.refundCapture(capture.captureId, { currency: 'USD', requestId: requestId('refund') });
    const posts = paypal.requests.filter((r) => r.method === 'POST' && r.path !== '/v1/oauth2/token');
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.headers['paypal-request-id'], post.path).toBeTruthy();
  });

  it('issue 11 a declined capture throws kind "declined" (a 422 INSTRUMENT_DECLINED or a DECLINED capture)', async () => {
    const p = provider();
    for (const how of ['instrument', 'capture-status'] as const) {
      const { providerOrderId } = await p.createOrder({
        amountCents: 4200,
        currency: 'USD',
        reference: 'r',
        requestId: requestId('d'),
      });
      paypal.decline(providerOrderId, how);
      const error = await rejection(p.captureOrder(providerOrderId, { requestId: requestId('dc') }));
      expect(error.kind).toBe('declined');
    }
  });

  it('issue 11 capturing an order the payer has not approved is "invalid", not a charge', async () => {
    const p = provider();
    const { providerOrderId } = await p.createOrder({
      amountCents: 100,
      currency: 'USD',
      reference: 'r',
      requestId: requestId('u'),
    });
    const error = await rejection(p.captureOrder(providerOrderId, { requestId: requestId('uc') }));
    expect(error).toMatchObject({ kind: 'invalid', details: { status: 422, issue: 'ORDER_NOT_APPROVED' } });
    expect(error.message).not.toContain(paypal.clientSecret);
  });

  it('issue 11 a capture that does not answer in time throws kind "timeout" @timing', async () => {
    const p = provider({ timeoutMs: 300 });
    const { providerOrderId } = await p.createOrder({
      amountCents: 100,
      currency: 'USD',
      reference: 'r',
      requestId: requestId('t'),
    });
    paypal.approve(providerOrderId);
    paypal.state.hangCaptures = true;
    const started = Date.now();
    const error = await rejection(p.captureOrder(providerOrderId, { requestId: requestId('tc') }));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('issue 11 PayPal unreachable or answering 5xx is kind "unavailable"', async () => {
    const down = new PayPalProvider({
      clientId: 'a',
      clientSecret: 'b',
      apiBase: 'http://127.0.0.1:1',
      timeoutMs: 2_000,
      retry: { sleep },
    });
    expect((await rejection(down.getOrder('X1'))).kind).toBe('unavailable');
    const p = provider();
    await p.createOrder({ amountCents: 100, currency: 'USD', reference: 'r', requestId: requestId('w') });
    paypal.state.failNext = 3; // every try
    expect((await rejection(p.getOrder('NOPE1'))).kind).toBe('unavailable');
  });

  it('R-16 a capture of another amount is reported with the amount really captured, so the caller can refuse it', async () => {
    const p = provider();
    paypal.state.captureValueOverride = '0.01';
    const { capture } = await buy(p, 1999, 'USD');
    expect(capture.status).toBe('COMPLETED');
    expect(capture.amountCents).toBe(1);
    // What the order service must check before recording an order:
    const expected = { amountCents: 1999, currency: 'USD' };
    expect(capture.amountCents === expected.amountCents && capture.currency === expected.currency).toBe(false);
  });

  it('R-16 a capture PayPal holds as PENDING is reported as PENDING, not paid', async () => {
    paypal.state.captureStatus = 'PENDING';
    const { capture } = await buy(provider(), 1999, 'USD');
    expect(capture).toMatchObject({ status: 'PENDING', amountCents: 1999, currency: 'USD' });
  });

  it('R-16 the same requestId twice gives one capture; a retry under a new requestId reports that capture', async () => {
    const p = provider();
    const { providerOrderId } = await p.createOrder({
      amountCents: 2500,
      currency: 'GBP',
      reference: 'r',
      requestId: requestId('o'),
    });
    paypal.approve(providerOrderId);
    const before = paypal.state.counts.captures;
    const id = requestId('same');
    const [first, second] = await Promise.all([
      p.captureOrder(providerOrderId, { requestId: id }),
      p.captureOrder(providerOrderId, { requestId: id }),
    ]);
    const third = await p.captureOrder(providerOrderId, { requestId: id });
    const other = await p.captureOrder(providerOrderId, { requestId: requestId('other') });
    expect(paypal.state.counts.captures - before).toBe(1);
    expect(new Set([first, second, third, other].map((c) => c.captureId)).size).toBe(1);
    expect(other).toMatchObject({ status: 'COMPLETED', amountCents: 2500, currency: 'GBP' });
  });

  it('issue 11 refunds a capture in part and in full, once per requestId', async () => {
    const p = provider();
    const { capture } = await buy(p, 1999, 'USD');
    const before = paypal.state.counts.refunds;
    const id = requestId('refund');
    const part = await p.refundCapture(capture.captureId, { amountCents: 999, currency: 'USD', requestId: id });
    const again = await p.refundCapture(capture.captureId, { amountCents: 999, currency: 'USD', requestId: id });
    expect(again.refundId).toBe(part.refundId);
    expect(part.status).toBe('COMPLETED');
    const sent = JSON.parse(paypal.requests.filter((r) => r.path.endsWith('/refund')).at(-1)!.body);
    expect(sent.amount).toEqual({ currency_code: 'USD', value: '9.99' });
    const rest = await p.refundCapture(capture.captureId, { currency: 'USD', requestId: requestId('rest') });
    expect(rest.status).toBe('COMPLETED');
    expect(paypal.state.counts.refunds - before).toBe(2);
    const over = await rejection(
      p.refundCapture(capture.captureId, { amountCents: 1, currency: 'USD', requestId: requestId('over') }),
    );
    expect(over).toMatchObject({ kind: 'invalid', details: { issue: 'REFUND_AMOUNT_EXCEEDED' } });
  });

  it('R-17 SF-CHK-07 creates, reads and cancels a subscription with the plan, custom_id = user id and the subscriber', async () => {
    const p = provider();
    const id = requestId('sub');
    const created = await p.createSubscription({
      planId: 'P-DREAMBOX',
      customId: 'user-42',
      subscriber: { name: 'Ada Lovelace King', email: 'ada@example.com' },
      requestId: id,
    });
    expect(created.approveUrl).toMatch(/^https:\/\//);
    const repeat = await p.createSubscription({
      planId: 'P-DREAMBOX',
      customId: 'user-42',
      subscriber: { name: 'Ada', email: 'ada@example.com' },
      requestId: id,
    });
    expect(repeat.subscriptionId).toBe(created.subscriptionId);
    const stored = paypal.subscriptions.get(created.subscriptionId);
    expect(stored).toMatchObject({
      plan_id: 'P-DREAMBOX',
      custom_id: 'user-42',
      subscriber: { name: { given_name: 'Ada', surname: 'Lovelace King' }, email_address: 'ada@example.com' },
    });
    expect(await p.getSubscription(created.subscriptionId)).toEqual({
      subscriptionId: created.subscriptionId,
      status: 'APPROVAL_PENDING',
      planId: 'P-DREAMBOX',
      customId: 'user-42',
      startTime: expect.any(String),
    });
    paypal.approveSubscription(created.subscriptionId, '2026-12-25T10:00:00Z');
    expect(await p.getSubscription(created.subscriptionId)).toMatchObject({
      status: 'ACTIVE',
      nextBillingTime: '2026-12-25T10:00:00Z',
    });
    await p.cancelSubscription(created.subscriptionId, 'Customer asked');
    expect(await p.getSubscription(created.subscriptionId)).toMatchObject({ status: 'CANCELLED', customId: 'user-42' });
    expect(paypal.subscriptions.get(created.subscriptionId)?.cancelReason).toBe('Customer asked');
    await p.cancelSubscription(created.subscriptionId, 'Asked twice'); // a retried cancel is harmless
    const pending = await p.createSubscription({
      planId: 'P-DREAMBOX',
      customId: 'u',
      subscriber: { name: 'A', email: 'a@example.com' },
      requestId: requestId('sub'),
    });
    expect((await rejection(p.cancelSubscription(pending.subscriptionId, 'x'))).kind).toBe('invalid');
  });

  it('issue 11 verifies a webhook PayPal signed, and refuses a forged signature, a changed body or missing headers', async () => {
    const p = provider();
    const { headers, rawBody } = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', {
      id: 'CAP1',
      amount: { currency_code: 'USD', value: '19.99' },
    });
    const good = await p.verifyWebhook(headers, rawBody);
    expect(good.verified).toBe(true);
    expect(good.event).toMatchObject({ type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP1' } });
    const verifyCall = JSON.parse(
      paypal.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature').at(-1)!.body,
    );
    expect(verifyCall).toMatchObject({
      webhook_id: paypal.webhookId,
      auth_algo: 'SHA256withRSA',
      transmission_id: headers['paypal-transmission-id'],
    });

    const forged = { ...headers, 'paypal-transmission-sig': Buffer.from('forged').toString('base64') };
    expect(await p.verifyWebhook(forged, rawBody)).toEqual({ verified: false });
    const tampered = rawBody.replace('19.99', '0.01');
    expect(await p.verifyWebhook(headers, tampered)).toEqual({ verified: false });
    const { 'paypal-transmission-sig': _dropped, ...missing } = headers;
    expect(await p.verifyWebhook(missing, rawBody)).toEqual({ verified: false });
    const error = await rejection(provider({ webhookId: undefined }).verifyWebhook(headers, rawBody));
    expect(error.kind).toBe('invalid');
  });

  it("issue 11 a replayed webhook still verifies: deduplicating by event id is the caller's job", async () => {
    const p = provider();
    const { headers, rawBody } = paypal.webhook('BILLING.SUBSCRIPTION.CANCELLED', {
      id: 'I-SUB1',
      custom_id: 'user-42',
    });
    const first = await p.verifyWebhook(headers, rawBody);
    const replay = await p.verifyWebhook(headers, rawBody);
    expect(first.verified).toBe(true);
    expect(replay.verified).toBe(true);
    expect(replay.event?.id).toBe(first.event?.id);
  });
});
