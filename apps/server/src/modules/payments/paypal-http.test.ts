import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePayPal, type FakePayPal } from '../../test/fake-paypal.js';
import { rejection } from '../../test/payment-errors.js';
import { PayPalProvider, type PayPalRetryOptions } from './index.js';

let paypal: FakePayPal;
beforeAll(async () => {
  paypal = await startFakePayPal();
});
afterAll(async () => {
  await paypal?.close();
});

/** The waits between tries, recorded instead of slept. */
let slept: number[] = [];
beforeEach(() => {
  slept = [];
  paypal.state.failNext = 0;
  paypal.state.throttleNext = 0;
  paypal.state.hangNext = 0;
});

const provider = (retry: PayPalRetryOptions = {}, timeoutMs?: number) =>
  new PayPalProvider({
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    apiBase: paypal.url,
    ...(timeoutMs ? { timeoutMs } : {}),
    retry: {
      sleep: async (ms) => {
        slept.push(ms);
      },
      ...retry,
    },
  });
let n = 0;
const requestId = (what: string) => `${what}-${++n}-${Date.now()}`;

async function approvedOrder(p: PayPalProvider, amountCents = 1999) {
  const { providerOrderId } = await p.createOrder({
    amountCents,
    currency: 'USD',
    reference: `MQ-R${n}`,
    requestId: requestId('create'),
  });
  paypal.approve(providerOrderId);
  return providerOrderId;
}

describe('issue 26 bounded retries with the same PayPal-Request-Id', () => {
  it('issue 26 a 503 then success: the capture is retried once, with the same request id, and captures once', async () => {
    const p = provider();
    const orderId = await approvedOrder(p);
    const before = paypal.state.counts.captures;
    const id = requestId('capture');
    paypal.state.failNext = 1;
    const capture = await p.captureOrder(orderId, { requestId: id });
    expect(capture).toMatchObject({ status: 'COMPLETED', amountCents: 1999 });
    expect(paypal.attemptsFor(id)).toBe(2);
    const tries = paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`);
    expect(tries.map((r) => r.headers['paypal-request-id'])).toEqual([id, id]);
    expect(paypal.state.counts.captures - before).toBe(1);
    expect(slept).toEqual([250]);
  });

  it('issue 26 a 429 then success waits for its Retry-After (capped) and repeats the request id', async () => {
    const p = provider();
    const id = requestId('create');
    paypal.state.throttleNext = 1;
    await p.createOrder({ amountCents: 500, currency: 'USD', reference: 'r', requestId: id });
    expect(paypal.attemptsFor(id)).toBe(2);
    expect(slept).toEqual([1000]); // Retry-After: 1
    const capped = provider({ maxRetryAfterMs: 400 });
    paypal.state.throttleNext = 1;
    await capped.createOrder({ amountCents: 500, currency: 'USD', reference: 'r', requestId: requestId('create') });
    expect(slept).toEqual([1000, 400]);
  });

  it('issue 26 a refund answered 503 twice is retried with its request id and refunds once', async () => {
    const p = provider();
    const orderId = await approvedOrder(p, 3000);
    const { captureId } = await p.captureOrder(orderId, { requestId: requestId('capture') });
    const before = paypal.state.counts.refunds;
    const id = requestId('refund');
    paypal.state.failNext = 2;
    const refund = await p.refundCapture(captureId, { amountCents: 1000, currency: 'USD', requestId: id });
    expect(refund.status).toBe('COMPLETED');
    expect(paypal.attemptsFor(id)).toBe(3);
    expect(paypal.state.counts.refunds - before).toBe(1);
    expect(slept).toEqual([250, 1000]);
  });

  it('issue 26 a GET is retried too', async () => {
    const p = provider();
    const orderId = await approvedOrder(p);
    paypal.state.failNext = 1;
    expect((await p.getOrder(orderId)).status).toBe('APPROVED');
    expect(slept).toHaveLength(1);
  });

  it('issue 26 after the last try the error is the same kind as before: "unavailable" for 5xx and 429', async () => {
    const p = provider({ attempts: 3 });
    const id = requestId('create');
    paypal.state.failNext = 5;
    const error = await rejection(p.createOrder({ amountCents: 100, currency: 'USD', reference: 'r', requestId: id }));
    expect(error).toMatchObject({ kind: 'unavailable', details: { status: 503 } });
    expect(paypal.attemptsFor(id)).toBe(3);
    paypal.state.failNext = 0;
    paypal.state.throttleNext = 3;
    const throttled = await rejection(
      p.createOrder({ amountCents: 100, currency: 'USD', reference: 'r', requestId: requestId('create') }),
    );
    expect(throttled).toMatchObject({ kind: 'unavailable', details: { status: 429, retryAfterMs: 1000 } });
  });

  it('issue 26 a timeout is retried with the same request id; one that never answers stays "timeout"', async () => {
    const p = provider({}, 300);
    const orderId = await approvedOrder(p);
    const id = requestId('capture');
    paypal.state.hangNext = 1;
    expect((await p.captureOrder(orderId, { requestId: id })).status).toBe('COMPLETED');
    expect(paypal.attemptsFor(id)).toBe(2);

    const other = await approvedOrder(p);
    paypal.state.hangNext = 3;
    const never = requestId('capture');
    expect((await rejection(p.captureOrder(other, { requestId: never }))).kind).toBe('timeout');
    expect(paypal.attemptsFor(never)).toBe(3);
  });

  it('issue 26 no retry on a 422 (a decline) or another 4xx', async () => {
    const p = provider();
    const { providerOrderId } = await p.createOrder({
      amountCents: 100,
      currency: 'USD',
      reference: 'r',
      requestId: requestId('create'),
    });
    paypal.decline(providerOrderId);
    const id = requestId('capture');
    expect((await rejection(p.captureOrder(providerOrderId, { requestId: id }))).kind).toBe('declined');
    expect(paypal.attemptsFor(id)).toBe(1);
    const notFound = requestId('refund');
    await rejection(p.refundCapture('NOSUCHCAPTURE', { currency: 'USD', requestId: notFound }));
    expect(paypal.attemptsFor(notFound)).toBe(1);
    expect(slept).toEqual([]);
  });
});
