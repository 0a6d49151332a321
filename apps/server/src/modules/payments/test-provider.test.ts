import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { rejection } from '../../test/payment-errors.js';
import { TestPaymentProvider } from './index.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const newProvider = (options: { now?: () => Date } = {}) => new TestPaymentProvider({ db: database.db, ...options });
let n = 0;
const id = (what: string) => `${what}-${++n}`;

async function approvedOrder(provider: TestPaymentProvider, amountCents = 1000, currency = 'USD') {
  const { providerOrderId } = await provider.createOrder({
    amountCents,
    currency,
    reference: id('MQ'),
    requestId: id('create'),
  });
  await provider.approveOrder(providerOrderId);
  return providerOrderId;
}

describe('issue 11 test payment provider (offline, no money moves)', () => {
  it('is labelled as a test provider', () => {
    const provider = newProvider();
    expect(provider.name).toBe('test');
    expect(provider.isTest).toBe(true);
  });

  it('R-16 an approved order captures exactly the amount and currency it was created with', async () => {
    const provider = newProvider();
    const { providerOrderId } = await provider.createOrder({
      amountCents: 1999,
      currency: 'EUR',
      reference: 'MQ-1',
      requestId: id('c'),
    });
    expect(await provider.getOrder(providerOrderId)).toMatchObject({
      status: 'CREATED',
      amountCents: 1999,
      currency: 'EUR',
      reference: 'MQ-1',
    });
    await provider.approveOrder(providerOrderId);
    const capture = await provider.captureOrder(providerOrderId, { requestId: id('k') });
    expect(capture).toMatchObject({ status: 'COMPLETED', amountCents: 1999, currency: 'EUR' });
    expect((await provider.getOrder(providerOrderId)).capture).toEqual(capture);
  });

  it('issue 11 refuses an unapproved capture and throws "declined" for a declined one', async () => {
    const provider = newProvider();
    const { providerOrderId } = await provider.createOrder({
      amountCents: 500,
      currency: 'USD',
      reference: 'r',
      requestId: id('c'),
    });
    expect((await rejection(provider.captureOrder(providerOrderId, { requestId: id('k') }))).kind).toBe('invalid');
    await provider.approveOrder(providerOrderId, 'decline');
    expect((await rejection(provider.captureOrder(providerOrderId, { requestId: id('k') }))).kind).toBe('declined');
    // The payer may then approve with another instrument.
    await provider.approveOrder(providerOrderId, 'approve');
    expect((await provider.captureOrder(providerOrderId, { requestId: id('k') })).status).toBe('COMPLETED');
    // A captured order stays captured; an unknown one is a 404.
    await provider.approveOrder(providerOrderId, 'decline');
    expect((await provider.getOrder(providerOrderId)).status).toBe('COMPLETED');
    expect((await rejection(provider.approveOrder('TEST-ORDER-NONE'))).details.status).toBe(404);
  });

  it('R-16 is idempotent on requestId: one order, one capture, one refund', async () => {
    const provider = newProvider();
    const input = { amountCents: 1500, currency: 'JPY', reference: 'r', requestId: id('same-create') };
    const a = await provider.createOrder(input);
    const b = await provider.createOrder(input);
    expect(b.providerOrderId).toBe(a.providerOrderId);
    await provider.approveOrder(a.providerOrderId);
    const first = await provider.captureOrder(a.providerOrderId, { requestId: 'same-capture' });
    const second = await provider.captureOrder(a.providerOrderId, { requestId: 'same-capture' });
    const other = await provider.captureOrder(a.providerOrderId, { requestId: 'other-capture' });
    expect(second.captureId).toBe(first.captureId);
    expect(other.captureId).toBe(first.captureId);
    const refund = await provider.refundCapture(first.captureId, { currency: 'JPY', requestId: 'same-refund' });
    const again = await provider.refundCapture(first.captureId, { currency: 'JPY', requestId: 'same-refund' });
    expect(again).toEqual(refund);
    const over = await rejection(
      provider.refundCapture(first.captureId, { amountCents: 1, currency: 'JPY', requestId: 'more' }),
    );
    expect(over.kind).toBe('invalid');
  });

  it('R-17 a subscription is active on approval with custom_id and a billing date 30 days on, and cancels', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const provider = newProvider({ now: () => now });
    const { subscriptionId } = await provider.createSubscription({
      planId: 'TEST-PLAN',
      customId: 'user-7',
      subscriber: { name: 'Ada', email: 'ada@example.com' },
      requestId: id('s'),
    });
    expect((await provider.getSubscription(subscriptionId)).status).toBe('APPROVAL_PENDING');
    await provider.approveSubscription(subscriptionId);
    expect(await provider.getSubscription(subscriptionId)).toEqual({
      subscriptionId,
      status: 'ACTIVE',
      planId: 'TEST-PLAN',
      customId: 'user-7',
      startTime: '2026-11-25T12:00:00.000Z',
      nextBillingTime: '2026-12-25T12:00:00.000Z',
    });
    await provider.cancelSubscription(subscriptionId, 'test');
    expect((await provider.getSubscription(subscriptionId)).status).toBe('CANCELLED');
  });

  it('issue 11 verifies its own signed webhooks and refuses forged or altered ones; replays verify (callers dedupe by id)', async () => {
    const provider = newProvider();
    const { headers, rawBody } = await provider.signWebhook('PAYMENT.CAPTURE.COMPLETED', { id: 'TEST-CAPTURE-1' });
    const verified = await provider.verifyWebhook(headers, rawBody);
    expect(verified).toMatchObject({
      verified: true,
      event: { type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'TEST-CAPTURE-1' } },
    });
    expect((await provider.verifyWebhook(headers, rawBody)).event?.id).toBe(verified.event?.id);
    expect(await provider.verifyWebhook({ ...headers, 'paypal-transmission-sig': 'AAAA' }, rawBody)).toEqual({
      verified: false,
    });
    expect(await provider.verifyWebhook(headers, rawBody.replace('TEST-CAPTURE-1', 'TEST-CAPTURE-2'))).toEqual({
      verified: false,
    });
  });
});

describe('issue 26 the test provider keeps its payments in the database', () => {
  it('issue 26 two instances on one database see the same orders, and a restarted one still does', async () => {
    const a = newProvider();
    const b = newProvider();
    const { providerOrderId } = await a.createOrder({
      amountCents: 2500,
      currency: 'GBP',
      reference: 'MQ-shared',
      requestId: id('create'),
    });
    await b.approveOrder(providerOrderId);
    expect((await a.getOrder(providerOrderId)).status).toBe('APPROVED');
    const capture = await b.captureOrder(providerOrderId, { requestId: id('capture') });
    const restarted = newProvider();
    expect(await restarted.getOrder(providerOrderId)).toMatchObject({ status: 'COMPLETED', capture });
  });

  it('issue 26 two concurrent captures of one order with one request id on two instances give one capture', async () => {
    const a = newProvider();
    const b = newProvider();
    const orderId = await approvedOrder(a, 4200);
    const requestId = id('capture');
    const results = await Promise.all([
      a.captureOrder(orderId, { requestId }),
      b.captureOrder(orderId, { requestId }),
      a.captureOrder(orderId, { requestId }),
      b.captureOrder(orderId, { requestId: id('another') }),
    ]);
    expect(new Set(results.map((capture) => capture.captureId)).size).toBe(1);
    const created = await Promise.all([
      a.createOrder({ amountCents: 100, currency: 'USD', reference: 'r', requestId: 'one-create' }),
      b.createOrder({ amountCents: 100, currency: 'USD', reference: 'r', requestId: 'one-create' }),
    ]);
    expect(created[0].providerOrderId).toBe(created[1].providerOrderId);
  });

  it('issue 26 a webhook one instance signs verifies on another (one signing secret per database)', async () => {
    const a = newProvider();
    const b = newProvider();
    const { headers, rawBody } = await a.signWebhook('PAYMENT.CAPTURE.COMPLETED', { id: 'CAP-X' });
    expect((await b.verifyWebhook(headers, rawBody)).verified).toBe(true);
  });

  it('issue 26 attachDatabase gives a provider made without one its database; without one it says so', async () => {
    const detached = new TestPaymentProvider();
    await expect(detached.getOrder('TEST-ORDER-X')).rejects.toThrow(/attachDatabase/);
    const orderId = await approvedOrder(newProvider());
    detached.attachDatabase(database.db);
    expect((await detached.getOrder(orderId)).status).toBe('APPROVED');

    // A wrapper (Object.create, as fault-injecting tests make) attached by buildApp serves the original too.
    const original = new TestPaymentProvider();
    const wrapper = Object.create(original) as TestPaymentProvider;
    wrapper.attachDatabase(database.db);
    const viaWrapper = await wrapper.createOrder({
      amountCents: 100,
      currency: 'USD',
      reference: 'r',
      requestId: id('w'),
    });
    const viaOriginal = await original.createOrder({
      amountCents: 100,
      currency: 'USD',
      reference: 'r',
      requestId: id('o'),
    });
    expect(viaOriginal.providerOrderId).not.toBe(viaWrapper.providerOrderId);
    await original.approveOrder(viaWrapper.providerOrderId);
    expect((await wrapper.getOrder(viaWrapper.providerOrderId)).status).toBe('APPROVED');
  });

  it('issue 26 restart after a decline: a new request id captures, the declined request id replays the decline', async () => {
    const a = newProvider();
    const b = newProvider();
    const orderId = await approvedOrder(a, 3000);
    await a.approveOrder(orderId, 'decline');
    const declinedId = id('capture-1');
    const declined = await rejection(a.captureOrder(orderId, { requestId: declinedId }));
    expect(declined).toMatchObject({ kind: 'declined', details: { issue: 'INSTRUMENT_DECLINED' } });
    expect((await a.getOrder(orderId)).status).toBe('CREATED');
    // The payer picks another instrument in PayPal's window.
    await b.approveOrder(orderId, 'approve');
    const capture = await b.captureOrder(orderId, { requestId: id('capture-2') });
    expect(capture).toMatchObject({ status: 'COMPLETED', amountCents: 3000 });
    const replay = await rejection(a.captureOrder(orderId, { requestId: declinedId }));
    expect(replay.kind).toBe('declined');
  });

  it('issue 26 a PENDING capture is reported as pending and settles later with a signed webhook', async () => {
    const provider = newProvider();
    provider.settings.captureStatus = 'PENDING';
    const orderId = await approvedOrder(provider, 1999);
    const capture = await provider.captureOrder(orderId, { requestId: id('capture') });
    expect(capture.status).toBe('PENDING');
    expect((await provider.getOrder(orderId)).capture?.status).toBe('PENDING');
    const hook = await provider.settleCapture(capture.captureId);
    const verified = await newProvider().verifyWebhook(hook.headers, hook.rawBody);
    expect(verified.event).toMatchObject({
      type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: capture.captureId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '19.99' },
        supplementary_data: { related_ids: { order_id: orderId } },
      },
    });
    expect((await provider.getOrder(orderId)).capture?.status).toBe('COMPLETED');
  });

  it('issue 26 partial refunds, a PENDING refund polled with getRefund, and a FAILED one that gives nothing back', async () => {
    const provider = newProvider();
    const orderId = await approvedOrder(provider, 5000, 'EUR');
    const { captureId } = await provider.captureOrder(orderId, { requestId: id('capture') });
    const part = await provider.refundCapture(captureId, { amountCents: 1000, currency: 'EUR', requestId: id('r') });
    expect(part).toMatchObject({ status: 'COMPLETED', amount: { amountCents: 1000, currency: 'EUR' } });
    provider.settings.refundStatus = 'PENDING';
    const pending = await provider.refundCapture(captureId, { amountCents: 3000, currency: 'EUR', requestId: id('r') });
    expect(pending.status).toBe('PENDING');
    expect(await newProvider().getRefund(pending.refundId)).toEqual(pending);
    await provider.settleRefund(pending.refundId, 'FAILED');
    expect((await provider.getRefund(pending.refundId)).status).toBe('FAILED');
    // The failed 30.00 is refundable again: the rest (40.00) is.
    provider.settings.refundStatus = 'COMPLETED';
    const rest = await provider.refundCapture(captureId, { currency: 'EUR', requestId: id('r') });
    expect(rest).toMatchObject({ status: 'COMPLETED', amount: { amountCents: 4000 } });
    expect((await rejection(provider.getRefund('TEST-REFUND-NONE'))).details.status).toBe(404);
  });
});
