/**
 * PayPal-shaped Dream Box events for tests (issue 26): the resources PayPal sends with
 * PAYMENT.SALE.COMPLETED (a v1 sale of the subscription) and BILLING.SUBSCRIPTION.* (the
 * subscription), and a store with either provider to deliver them through the webhook route.
 */
import { apiPaths } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import {
  dreamBoxCategories,
  dreamBoxSubscriptions,
  emailOutbox,
  orders,
  type DreamBoxSubscription,
} from '../db/schema/index.js';
import { PayPalProvider, TestPaymentProvider } from '../modules/payments/index.js';
import { createTestStore, signUp, TestClient, type TestStore } from './app.js';
import { createFilm } from './factories.js';
import { startFakePayPal, type FakePayPal } from './fake-paypal.js';

type Json = Record<string, unknown>;
let sequence = 0;

/** A completed sale of the subscription: PayPal's v1 sale resource. */
export function saleResource(
  subscriptionId: string,
  options: { total?: string; currency?: string; at?: Date; id?: string } = {},
): Json {
  const at = (options.at ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const currency = options.currency ?? 'USD';
  const id = options.id ?? `SALE${String(++sequence).padStart(13, '0')}`;
  return {
    id,
    state: 'completed',
    amount: { total: options.total ?? '29.99', currency, details: { subtotal: options.total ?? '29.99' } },
    payment_mode: 'INSTANT_TRANSFER',
    protection_eligibility: 'ELIGIBLE',
    transaction_fee: { value: '1.17', currency },
    billing_agreement_id: subscriptionId,
    create_time: at,
    update_time: at,
    links: [{ href: `https://api.paypal.com/v1/payments/sale/${id}`, rel: 'self', method: 'GET' }],
  };
}

/** The subscription as BILLING.SUBSCRIPTION.* events carry it. */
export function subscriptionResource(subscriptionId: string, status: string, extra: Json = {}): Json {
  return { id: subscriptionId, status, status_update_time: new Date().toISOString(), ...extra };
}

/** BILLING.SUBSCRIPTION.PAYMENT.FAILED: the subscription, still ACTIVE, with its failed payment. */
export function paymentFailedResource(subscriptionId: string, total = '29.99'): Json {
  return subscriptionResource(subscriptionId, 'ACTIVE', {
    billing_info: {
      outstanding_balance: { currency_code: 'USD', value: total },
      failed_payments_count: 1,
      last_failed_payment: {
        amount: { currency_code: 'USD', value: total },
        time: new Date().toISOString(),
        reason_code: 'PAYMENT_DENIED',
      },
    },
  });
}

export interface SignedEvent {
  headers: Record<string, string>;
  rawBody: string;
}

/** A store on one provider, with what the Dream Box tests need from it. */
export interface DreamBoxRig {
  name: 'test provider' | 'fake PayPal';
  store: TestStore;
  /** The payer approves the subscription at the provider. */
  approve(subscriptionId: string): Promise<void>;
  sign(type: string, resource: Json): Promise<SignedEvent>;
  close(): Promise<void>;
}

export async function testProviderRig(): Promise<DreamBoxRig> {
  const provider = new TestPaymentProvider();
  const store = await createTestStore({ paymentProvider: provider });
  return {
    name: 'test provider',
    store,
    approve: async (id) => {
      await provider.approveSubscription(id);
    },
    sign: (type, resource) => provider.signWebhook(type, resource),
    close: () => store.close(),
  };
}

export async function fakePayPalRig(): Promise<DreamBoxRig & { paypal: FakePayPal }> {
  const paypal = await startFakePayPal();
  const provider = new PayPalProvider({
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    apiBase: paypal.url,
    webhookId: paypal.webhookId,
  });
  const store = await createTestStore({ paymentProvider: provider });
  // The test configuration names no PAYPAL_PLAN_ID; PayPal always has one (an empty one fails its reads).
  store.app.orderDeps.dreamBoxPlanId = 'P-FAKE-DREAM-BOX';
  return {
    name: 'fake PayPal',
    paypal,
    store,
    approve: async (id) => paypal.approveSubscription(id),
    sign: async (type, resource) => {
      const { headers, rawBody } = paypal.webhook(type, resource);
      return { headers: headers as Record<string, string>, rawBody };
    },
    async close() {
      await store.close();
      await paypal.close();
    },
  };
}

/** POSTs a signed event to the webhook route with its exact bytes; the outcome, or the status on failure. */
export async function deliver(rig: DreamBoxRig, signed: SignedEvent | Promise<SignedEvent>): Promise<string> {
  const event = await signed;
  const response = await rig.store.app.inject({
    method: 'POST',
    url: apiPaths.paypalWebhook.href(),
    headers: { ...event.headers, 'content-type': 'application/json' },
    payload: event.rawBody,
  });
  if (response.statusCode !== 200) return `HTTP ${response.statusCode}: ${response.body}`;
  return (response.json() as { outcome: string }).outcome;
}

/** A signed-in customer who started a subscription and approved it at the provider (not activated yet). */
export async function approvedSubscriber(rig: DreamBoxRig) {
  const db = rig.store.database.db;
  const client = new TestClient(rig.store.app);
  const { email } = await signUp(client);
  const film = await createFilm(db);
  const [category] = await db.insert(dreamBoxCategories).values({ name: 'Toys' }).returning();
  const started = await client.post(apiPaths.checkoutSubscriptions.href(), {
    filmIds: [film.id],
    categoryIds: [category!.id],
  });
  if (started.statusCode !== 201) throw new Error(`start subscription: ${started.statusCode} ${started.body}`);
  const subscriptionId: string = started.json().subscriptionId;
  await rig.approve(subscriptionId);
  const activate = () => client.post(apiPaths.checkoutSubscriptionActivate.href(subscriptionId));
  return { client, email, subscriptionId, activate };
}

export async function subscriptionRow(rig: DreamBoxRig, subscriptionId: string): Promise<DreamBoxSubscription> {
  const [row] = await rig.store.database.db
    .select()
    .from(dreamBoxSubscriptions)
    .where(eq(dreamBoxSubscriptions.providerSubscriptionId, subscriptionId));
  return row!;
}

/** The subscription's box orders, by billing cycle. */
export async function boxesOf(rig: DreamBoxRig, subscriptionId: string) {
  const row = await subscriptionRow(rig, subscriptionId);
  return rig.store.database.db
    .select({ cycle: orders.dreamBoxCycle, totalCents: orders.totalCents, status: orders.status })
    .from(orders)
    .where(eq(orders.dreamBoxSubscriptionId, row.id))
    .orderBy(orders.dreamBoxCycle);
}

/** The subjects queued for `email`, oldest first. */
export async function mailSubjects(rig: DreamBoxRig, email: string): Promise<string[]> {
  const rows = await rig.store.database.db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(emailOutbox.id);
  return rows.map((row) => row.subject);
}
