import { describe, expect, it } from 'vitest';
import { rejection } from '../../test/payment-errors.js';
import { TestPaymentProvider } from './index.js';

describe('issue 11 test payment provider (offline, no money moves)', () => {
  it('is labelled as a test provider', () => {
    const provider = new TestPaymentProvider();
    expect(provider.name).toBe('test');
    expect(provider.isTest).toBe(true);
  });

  it('R-16 an approved order captures exactly the amount and currency it was created with', async () => {
    const provider = new TestPaymentProvider();
    const { providerOrderId } = await provider.createOrder({
      amountCents: 1999,
      currency: 'EUR',
      reference: 'MQ-1',
      requestId: 'c1',
    });
    expect(await provider.getOrder(providerOrderId)).toMatchObject({
      status: 'CREATED',
      amountCents: 1999,
      currency: 'EUR',
      reference: 'MQ-1',
    });
    provider.approveOrder(providerOrderId);
    const capture = await provider.captureOrder(providerOrderId, { requestId: 'k1' });
    expect(capture).toMatchObject({ status: 'COMPLETED', amountCents: 1999, currency: 'EUR' });
    expect((await provider.getOrder(providerOrderId)).capture).toEqual(capture);
  });

  it('issue 11 refuses an unapproved capture and throws "declined" for a declined one', async () => {
    const provider = new TestPaymentProvider();
    const { providerOrderId } = await provider.createOrder({
      amountCents: 500,
      currency: 'USD',
      reference: 'r',
      requestId: 'c2',
    });
    expect((await rejection(provider.captureOrder(providerOrderId, { requestId: 'k2' }))).kind).toBe('invalid');
    provider.approveOrder(providerOrderId, 'decline');
    expect((await rejection(provider.captureOrder(providerOrderId, { requestId: 'k3' }))).kind).toBe('declined');
    // The payer may then approve with another instrument.
    provider.approveOrder(providerOrderId, 'approve');
    expect((await provider.captureOrder(providerOrderId, { requestId: 'k4' })).status).toBe('COMPLETED');
  });

  it('R-16 is idempotent on requestId: one order, one capture, one refund', async () => {
    const provider = new TestPaymentProvider();
    const input = { amountCents: 1500, currency: 'JPY', reference: 'r', requestId: 'same-create' };
    const a = await provider.createOrder(input);
    const b = await provider.createOrder(input);
    expect(b.providerOrderId).toBe(a.providerOrderId);
    provider.approveOrder(a.providerOrderId);
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
    const provider = new TestPaymentProvider({ now: () => now });
    const { subscriptionId } = await provider.createSubscription({
      planId: 'TEST-PLAN',
      customId: 'user-7',
      subscriber: { name: 'Ada', email: 'ada@example.com' },
      requestId: 's1',
    });
    expect((await provider.getSubscription(subscriptionId)).status).toBe('APPROVAL_PENDING');
    provider.approveSubscription(subscriptionId);
    expect(await provider.getSubscription(subscriptionId)).toEqual({
      subscriptionId,
      status: 'ACTIVE',
      planId: 'TEST-PLAN',
      customId: 'user-7',
      nextBillingTime: '2026-12-25T12:00:00.000Z',
    });
    await provider.cancelSubscription(subscriptionId, 'test');
    expect((await provider.getSubscription(subscriptionId)).status).toBe('CANCELLED');
  });

  it('issue 11 verifies its own signed webhooks and refuses forged or altered ones; replays verify (callers dedupe by id)', async () => {
    const provider = new TestPaymentProvider();
    const { headers, rawBody } = provider.signWebhook('PAYMENT.CAPTURE.COMPLETED', { id: 'TEST-CAPTURE-1' });
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
    // Another process (another secret) cannot sign for this one.
    const other = new TestPaymentProvider().signWebhook('PAYMENT.CAPTURE.COMPLETED', { id: 'X' });
    expect((await provider.verifyWebhook(other.headers, other.rawBody)).verified).toBe(false);
  });
});
