import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dreamBoxSubscriptions } from '../../db/schema/index.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { subscribeToDreamBox } from '../../test/orders.js';
import { PaymentProviderError, TestPaymentProvider } from '../payments/index.js';
import { manageUrl } from './subscription.js';

/** The offline provider, with cancellations counted and a switch that makes them fail. */
class CountingProvider extends TestPaymentProvider {
  cancels: string[] = [];
  failCancel = false;
  override async cancelSubscription(id: string, reason: string): Promise<void> {
    this.cancels.push(id);
    // A real provider answers later than our own database: let the other request catch up.
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (this.failCancel) throw new PaymentProviderError('unavailable', 'PayPal is down');
    return super.cancelSubscription(id, reason);
  }
}

const provider = new CountingProvider();
let now = new Date();
const store = testStoreForFile({ paymentProvider: provider, clock: () => now });

const rowOf = async (id: number) =>
  (await store.database.db.select().from(dreamBoxSubscriptions).where(eq(dreamBoxSubscriptions.id, id)))[0]!;

async function subscriber() {
  const client = new TestClient(store.app);
  await signUp(client);
  const row = await subscribeToDreamBox(store, client);
  return { client, row };
}

describe('issue 12 the Dream Box in the account', () => {
  it('ACC-22 ACC-23 shows the active subscription with its picks; nothing for a customer without one', async () => {
    now = new Date();
    const { client, row } = await subscriber();
    const response = await client.get('/api/account/subscription');
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toMatchObject({
      status: 'active',
      monthlyPriceCents: 2999,
      currency: 'USD',
      nextBillingDate: row.nextBillingDate,
      films: [expect.objectContaining({ id: expect.any(Number) })],
      categories: [expect.objectContaining({ name: 'Toys' })],
      manageUrl: null,
      cancelledAt: null,
      endsOn: null,
    });
    const other = new TestClient(store.app);
    await signUp(other);
    expect((await other.get('/api/account/subscription')).json()).toEqual({ subscription: null });
    const none = await other.post('/api/account/subscription/cancel');
    expect(none.statusCode).toBe(404);
  });

  it('ACC-22 the manage link is PayPal’s autopay page, on the sandbox host in sandbox mode', () => {
    const sandbox = { paypal: { apiBase: 'https://api-m.sandbox.paypal.com' } } as never;
    const live = { paypal: { apiBase: 'https://api-m.paypal.com' } } as never;
    expect(manageUrl(sandbox, 'paypal')).toBe('https://www.sandbox.paypal.com/myaccount/autopay/');
    expect(manageUrl(live, 'paypal')).toBe('https://www.paypal.com/myaccount/autopay/');
    expect(manageUrl(live, 'test')).toBeNull();
  });

  it('cancels with the provider first: a provider failure is a 502 and the subscription stays active', async () => {
    now = new Date();
    const { client, row } = await subscriber();
    provider.failCancel = true;
    const failed = await client.post('/api/account/subscription/cancel');
    provider.failCancel = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('SUBSCRIPTION_CANCEL_FAILED');
    expect(await rowOf(row.id)).toMatchObject({ status: 'active', cancelledAt: null, endsOn: null });
    expect((await provider.getSubscription(row.providerSubscriptionId!)).status).toBe('ACTIVE');

    const cancelled = await client.post('/api/account/subscription/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelledAt: now.toISOString(),
      // The paid month runs to the billing date it will no longer reach; its box ships by then.
      endsOn: row.nextBillingDate,
      nextBillingDate: null,
    });
    expect((await provider.getSubscription(row.providerSubscriptionId!)).status).toBe('CANCELLED');

    // Shown as cancelled until its last day, then the empty state (ACC-23).
    expect((await client.get('/api/account/subscription')).json().subscription.status).toBe('cancelled');
    now = new Date(`${row.nextBillingDate}T23:00:00Z`);
    expect((await client.get('/api/account/subscription')).json().subscription.endsOn).toBe(row.nextBillingDate);
    now = new Date(new Date(`${row.nextBillingDate}T00:00:00Z`).getTime() + 86_400_000);
    expect((await client.get('/api/account/subscription')).json()).toEqual({ subscription: null });
    expect((await client.post('/api/account/subscription/cancel')).statusCode).toBe(404);
  });

  it('a double click cancels once: both answers agree and the row keeps the first dates', async () => {
    now = new Date();
    const { client, row } = await subscriber();
    const before = provider.cancels.length;
    const [a, b] = await Promise.all([
      client.post('/api/account/subscription/cancel'),
      client.post('/api/account/subscription/cancel'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    // At most a repeat of the same cancellation, which the provider accepts.
    expect(provider.cancels.length - before).toBeLessThanOrEqual(2);
    expect(provider.cancels.slice(before).every((id) => id === row.providerSubscriptionId)).toBe(true);
    const saved = await rowOf(row.id);
    expect(saved).toMatchObject({ status: 'cancelled', endsOn: row.nextBillingDate });
    expect(saved.cancelledAt?.toISOString()).toBe(a.json().cancelledAt);
    // A later click answers the same view, without calling the provider again.
    const calls = provider.cancels.length;
    const later = await client.post('/api/account/subscription/cancel');
    expect(later.json()).toEqual(a.json());
    expect(provider.cancels.length).toBe(calls);
  });

  it('a cancellation made at PayPal (the webhook) records the dates too, and a later one keeps them', async () => {
    now = new Date();
    const { client, row } = await subscriber();
    const send = async (type: string, status: string) => {
      const hook = await provider.signWebhook(type, { id: row.providerSubscriptionId, status });
      const response = await store.app.inject({
        method: 'POST',
        url: '/api/webhooks/paypal',
        headers: { ...hook.headers, 'content-type': 'application/json' },
        payload: hook.rawBody,
      });
      expect(response.json()).toEqual({ outcome: 'processed' });
    };
    await send('BILLING.SUBSCRIPTION.CANCELLED', 'CANCELLED');
    const cancelled = await rowOf(row.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', endsOn: row.nextBillingDate, nextBillingDate: null });
    expect(cancelled.cancelledAt).toBeInstanceOf(Date);
    expect((await client.get('/api/account/subscription')).json().subscription.status).toBe('cancelled');

    // A late ACTIVATED (webhooks come in any order) does not bring it back.
    await send('BILLING.SUBSCRIPTION.ACTIVATED', 'ACTIVE');
    expect((await rowOf(row.id)).status).toBe('cancelled');

    await send('BILLING.SUBSCRIPTION.EXPIRED', 'EXPIRED');
    const expired = await rowOf(row.id);
    expect(expired).toMatchObject({ status: 'expired', endsOn: row.nextBillingDate });
    expect(expired.cancelledAt).toEqual(cancelled.cancelledAt);
  });
});
