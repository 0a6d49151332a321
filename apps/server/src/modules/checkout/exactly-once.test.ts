import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutPayments, coupons, orders, paymentRefunds, products } from '../../db/schema/index.js';
import { createTestStore, TestClient, type TestStore } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { harnessKinds, startHarness, type PaymentHarness, type SignedEvent } from '../../test/payment-harness.js';
import type { CaptureResult, PaymentProvider, RefundInput, RefundResult } from '../payments/index.js';
import { reconcilePayments } from './reconcile.js';

const address = { name: 'Hedy Lamarr', line1: '1 Frequency Lane', city: 'Vienna', postalCode: '1010', country: 'AT' };

/** Faults a test switches on for one step: a crash, a capture of another amount, a refund that fails. */
const faults = {
  crashAfterCapture: false,
  crashBeforeWebhookCommit: false,
  duringCapture: undefined as undefined | (() => Promise<void>),
};

/** The provider with two switches a provider has on a bad day, whichever provider it is. */
function withBadDays(provider: PaymentProvider) {
  const bad = { shortChangeBy: 0, failRefunds: 0 };
  const wrapped: PaymentProvider = Object.create(provider) as PaymentProvider;
  wrapped.captureOrder = async (id, options): Promise<CaptureResult> => {
    const capture = await provider.captureOrder(id, options);
    return { ...capture, amountCents: capture.amountCents - bad.shortChangeBy };
  };
  wrapped.refundCapture = async (captureId: string, input: RefundInput): Promise<RefundResult> => {
    if (bad.failRefunds > 0) {
      bad.failRefunds -= 1;
      throw new Error('the provider is down');
    }
    return provider.refundCapture(captureId, input);
  };
  return { wrapped, bad };
}

describe.each(harnessKinds)('issue 26 exactly once, on the %s', (kind) => {
  let harness: PaymentHarness;
  let store: TestStore;
  let bad: ReturnType<typeof withBadDays>['bad'];

  beforeAll(async () => {
    harness = await startHarness(kind);
    const badDays = withBadDays(harness.provider);
    bad = badDays.bad;
    store = await createTestStore({
      paymentProvider: badDays.wrapped,
      orderFaults: {
        afterCapture: async () => {
          await faults.duringCapture?.();
          if (faults.crashAfterCapture) throw new Error('injected crash between capture and commit');
        },
        beforeWebhookCommit: () => {
          if (faults.crashBeforeWebhookCommit) throw new Error('injected crash between the event and its effect');
        },
      },
    });
  });
  afterAll(async () => {
    await store?.close();
    await harness?.close();
  });

  const stockOf = async (id: number) =>
    (await store.database.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;
  const ordersOf = (providerOrderId: string) =>
    store.database.db.select().from(orders).where(eq(orders.paymentOrderId, providerOrderId));
  const send = async (signed: SignedEvent | Promise<SignedEvent>) => {
    const event = await signed;
    return store.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: { ...event.headers, 'content-type': 'application/json' },
      payload: event.rawBody,
    });
  };

  async function startPaying(options: { stock?: number; quantity?: number; email?: string; client?: TestClient } = {}) {
    const client = options.client ?? new TestClient(store.app);
    const product = await createProduct(store.database.db, { priceCents: 3000, stockQuantity: options.stock ?? 5 });
    await client.post('/api/cart/items', { productId: product.id, quantity: options.quantity ?? 1 });
    const started = await client.post('/api/checkout/orders', {
      email: options.email ?? 'hedy@example.com',
      shippingAddress: address,
    });
    expect(started.statusCode).toBe(201);
    return { client, product, providerOrderId: started.json().providerOrderId as string };
  }
  const capture = (client: TestClient, providerOrderId: string) =>
    client.post(`/api/checkout/orders/${providerOrderId}/capture`);

  async function paidOrder(quantity = 1) {
    const paying = await startPaying({ quantity });
    await harness.approve(paying.providerOrderId);
    const captured = await capture(paying.client, paying.providerOrderId);
    expect(captured.statusCode).toBe(200);
    const [order] = await ordersOf(paying.providerOrderId);
    return { ...paying, order: order! };
  }

  function captureEvent(providerOrderId: string, captureId: string, value = '39.99') {
    return harness.webhook('PAYMENT.CAPTURE.COMPLETED', {
      id: captureId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value },
      supplementary_data: { related_ids: { order_id: providerOrderId } },
    });
  }

  it('issue 26 a declined payer restarts: the next capture attempt has its own request id and is paid once', async () => {
    const { client, product, providerOrderId } = await startPaying({ stock: 2 });
    await harness.decline(providerOrderId);
    const declined = await capture(client, providerOrderId);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe('PAYMENT_DECLINED');
    // The decline gave the goods back at once.
    expect(await stockOf(product.id)).toBe(2);
    await harness.approve(providerOrderId);
    const paid = await capture(client, providerOrderId);
    expect(paid.statusCode).toBe(200);
    expect(await ordersOf(providerOrderId)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(1);
    if (harness.paypal) {
      const ids = harness.paypal.requests
        .filter((r) => r.path.endsWith(`/${providerOrderId}/capture`))
        .map((r) => r.headers['paypal-request-id']);
      expect(new Set(ids).size).toBe(2);
    }
  });

  it('issue 26 a crash between storing a webhook event and its effect: the redelivery is processed, once', async () => {
    const { client, providerOrderId } = await startPaying();
    await harness.approve(providerOrderId);
    faults.crashAfterCapture = true;
    try {
      expect((await capture(client, providerOrderId)).statusCode).toBe(500);
    } finally {
      faults.crashAfterCapture = false;
    }
    const event = captureEvent(providerOrderId, await harness.captureId(providerOrderId));
    faults.crashBeforeWebhookCommit = true;
    try {
      expect((await send(event)).statusCode).toBe(500);
    } finally {
      faults.crashBeforeWebhookCommit = false;
    }
    expect(await ordersOf(providerOrderId)).toHaveLength(0);
    const redelivered = await send(event);
    expect(redelivered.json()).toEqual({ outcome: 'processed' });
    expect(await ordersOf(providerOrderId)).toHaveLength(1);
    expect((await send(event)).json()).toEqual({ outcome: 'duplicate' });
    expect(await ordersOf(providerOrderId)).toHaveLength(1);
  });

  it('issue 26 a COMPLETED event that arrives while the capture is being recorded settles the order', async () => {
    const { client, providerOrderId } = await startPaying();
    await harness.approve(providerOrderId);
    // The provider's webhook overtakes the browser: it arrives after the capture, before the order is written.
    faults.duringCapture = async () => {
      faults.duringCapture = undefined;
      const answer = await send(captureEvent(providerOrderId, await harness.captureId(providerOrderId)));
      expect(answer.json()).toEqual({ outcome: 'processed' });
    };
    const paid = await capture(client, providerOrderId);
    expect(paid.statusCode).toBe(200);
    const recorded = await ordersOf(providerOrderId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ status: 'processing', orderNumber: paid.json().order.orderNumber });
  });

  it('issue 26 a PENDING capture reads as pending and is settled by its webhook', async () => {
    const { client, providerOrderId } = await startPaying();
    await harness.approve(providerOrderId);
    harness.pendingCaptures(true);
    let paid;
    try {
      paid = await capture(client, providerOrderId);
    } finally {
      harness.pendingCaptures(false);
    }
    expect(paid.statusCode).toBe(200);
    const { orderNumber } = paid.json().order;
    expect(paid.json().order.status).toBe('pending');
    expect((await ordersOf(providerOrderId))[0]).toMatchObject({ status: 'pending', paidAt: null });
    const settled = await harness.settleCapture(await harness.captureId(providerOrderId), 'COMPLETED');
    expect((await send(settled)).json()).toEqual({ outcome: 'processed' });
    expect((await ordersOf(providerOrderId))[0]).toMatchObject({ status: 'processing', paidAt: expect.any(Date) });
    const mail = await store.deliverMail();
    const confirmation = mail.find((m) => m.subject === `Your Marquee order ${orderNumber} is confirmed`);
    expect(confirmation?.text).toContain('is pending');
    expect(mail.some((m) => m.subject === `Your payment for Marquee order ${orderNumber} has cleared`)).toBe(true);
  });

  it('issue 26 a PENDING capture whose webhook never comes is settled by polling; a refused one is cancelled', async () => {
    const cleared = await startPaying();
    const refused = await startPaying({ stock: 3 });
    harness.pendingCaptures(true);
    try {
      for (const paying of [cleared, refused]) {
        await harness.approve(paying.providerOrderId);
        expect((await capture(paying.client, paying.providerOrderId)).json().order.status).toBe('pending');
      }
    } finally {
      harness.pendingCaptures(false);
    }
    expect(await stockOf(refused.product.id)).toBe(2);
    // PayPal settles both; neither webhook arrives.
    await harness.settleCapture(await harness.captureId(cleared.providerOrderId), 'COMPLETED');
    await harness.settleCapture(await harness.captureId(refused.providerOrderId), 'DECLINED');
    await reconcilePayments(store.app.orderDeps, { now: new Date(Date.now() + 5 * 60_000) });
    expect((await ordersOf(cleared.providerOrderId))[0]!.status).toBe('pending');
    await reconcilePayments(store.app.orderDeps, { now: new Date(Date.now() + 11 * 60_000) });
    expect((await ordersOf(cleared.providerOrderId))[0]!.status).toBe('processing');
    expect((await ordersOf(refused.providerOrderId))[0]!.status).toBe('cancelled');
    expect(await stockOf(refused.product.id)).toBe(3);
  });

  it('issue 26 partial refunds keep the order with its refunded amount; the goods come back only with the whole refund', async () => {
    const { order, product } = await paidOrder(2);
    const stock = await stockOf(product.id);
    const refund = (id: string, value: string, total: string) =>
      harness.webhook('PAYMENT.CAPTURE.REFUNDED', {
        id,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value },
        seller_payable_breakdown: { total_refunded_amount: { currency_code: 'USD', value: total } },
        links: [{ rel: 'up', href: `https://api-m.paypal.com/v2/payments/captures/${order.paymentCaptureId}` }],
      });
    expect((await send(refund('REFUND-A', '10.00', '10.00'))).json()).toEqual({ outcome: 'processed' });
    const [partly] = await ordersOf(order.paymentOrderId!);
    expect(partly).toMatchObject({ status: 'processing', refundedMinor: 1000 });
    expect(await stockOf(product.id)).toBe(stock);
    const mail = await store.deliverMail();
    const told = mail.find((m) => m.subject === `Your Marquee order ${order.orderNumber} was refunded`);
    expect(told?.text).toContain('We have refunded $10.00');
    // The rest: 60.00 goods and no shipping (over the threshold? no: 60 < 85, so 9.99 shipping).
    const rest = ((order.chargedTotalMinor ?? 0) / 100).toFixed(2);
    expect((await send(refund('REFUND-B', '59.99', rest))).json()).toEqual({ outcome: 'processed' });
    const [whole] = await ordersOf(order.paymentOrderId!);
    expect(whole).toMatchObject({ status: 'refunded', refundedMinor: order.chargedTotalMinor });
    expect(await stockOf(product.id)).toBe(stock + 2);
  });

  it('issue 26 a refund that fails is kept and sent again until the provider confirms it', async () => {
    const { client, product, providerOrderId } = await startPaying();
    await harness.approve(providerOrderId);
    bad.shortChangeBy = 1;
    bad.failRefunds = 1;
    try {
      expect((await capture(client, providerOrderId)).statusCode).toBe(502);
    } finally {
      bad.shortChangeBy = 0;
    }
    expect(await ordersOf(providerOrderId)).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(5);
    const [owed] = await store.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.captureId, await harness.captureId(providerOrderId)));
    expect(owed).toMatchObject({ status: 'pending', attempts: 1, reason: 'amount-mismatch' });
    expect(owed!.lastError).toContain('down');
    await reconcilePayments(store.app.orderDeps, { now: new Date(Date.now() + 2 * 60_000) });
    const [settled] = await store.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, owed!.id));
    expect(settled).toMatchObject({ status: 'completed', attempts: 2 });
    // A retry of the capture never sells the refunded capture.
    expect((await capture(client, providerOrderId)).statusCode).toBe(502);
    expect(await ordersOf(providerOrderId)).toHaveLength(0);
  });

  it('issue 26 after a sold-out refund no webhook or retry writes an order for the refunded capture', async () => {
    const { client, product, providerOrderId } = await startPaying({ stock: 1 });
    await harness.approve(providerOrderId);
    faults.crashAfterCapture = true;
    try {
      expect((await capture(client, providerOrderId)).statusCode).toBe(500);
    } finally {
      faults.crashAfterCapture = false;
    }
    // The capture outlived its lease and was given back (as the reconciler does), then the unit sold.
    await store.database.db
      .update(checkoutPayments)
      .set({ status: 'released', releaseReason: 'not-captured' })
      .where(eq(checkoutPayments.providerOrderId, providerOrderId));
    await store.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, product.id));
    const captureId = await harness.captureId(providerOrderId);
    expect((await send(captureEvent(providerOrderId, captureId))).json()).toEqual({ outcome: 'processed' });
    expect(await ordersOf(providerOrderId)).toHaveLength(0);
    await store.database.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, product.id));
    expect((await send(captureEvent(providerOrderId, captureId))).json()).toEqual({ outcome: 'processed' });
    expect((await capture(client, providerOrderId)).statusCode).toBe(502);
    expect(await ordersOf(providerOrderId)).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(1);
    const refunds = await store.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.captureId, captureId));
    expect(refunds).toHaveLength(1);
  });

  it('issue 26 a once-per-customer coupon counts open payments, is checked again at capture, and a guest is their e-mail', async () => {
    const code = `ONCE${kind === 'fake PayPal' ? 'P' : 'T'}`;
    await store.database.db.insert(coupons).values({ code, kind: 'percent', percentOff: 10, perCustomerLimit: 1 });
    const email = `coupon-${code.toLowerCase()}@example.com`;
    const start = async (client: TestClient, productId: number) => {
      await client.post('/api/cart/items', { productId, quantity: 1 });
      return client.post('/api/checkout/orders', { email, shippingAddress: address, couponCode: code });
    };
    const product = await createProduct(store.database.db, { priceCents: 3000, stockQuantity: 10 });
    const first = new TestClient(store.app);
    const firstStart = await start(first, product.id);
    expect(firstStart.statusCode).toBe(201);
    // The same guest with a new cookie: the same customer.
    const secondCookie = new TestClient(store.app);
    const refused = await start(secondCookie, product.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'COUPON_LIMIT_REACHED',
      fields: { couponCode: expect.any(String) },
    });
    // The first payment closes unpaid; the second cookie starts; then both payers approve and capture at once.
    await store.database.db
      .update(checkoutPayments)
      .set({ status: 'released', releaseReason: 'expired' })
      .where(eq(checkoutPayments.providerOrderId, firstStart.json().providerOrderId));
    const secondStart = await start(secondCookie, product.id);
    expect(secondStart.statusCode).toBe(201);
    const ids = [firstStart.json().providerOrderId as string, secondStart.json().providerOrderId as string];
    for (const id of ids) await harness.approve(id);
    const captures = await Promise.all([capture(first, ids[0]!), capture(secondCookie, ids[1]!)]);
    expect(captures.map((c) => c.statusCode).sort()).toEqual([200, 400]);
    expect(captures.find((c) => c.statusCode === 400)!.json().error.code).toBe('COUPON_LIMIT_REACHED');
    const written = await Promise.all(ids.map((id) => ordersOf(id)));
    expect(written.flat()).toHaveLength(1);
    const captured = await Promise.all(ids.map((id) => harness.provider.getOrder(id)));
    expect(captured.filter((order) => order.capture)).toHaveLength(1);
  });

  it.runIf(kind === 'fake PayPal')(
    'issue 26 PayPal answering 503, then success: the capture is retried with its request id',
    async () => {
      const { client, providerOrderId } = await startPaying();
      await harness.approve(providerOrderId);
      harness.paypal!.state.failNext = 1;
      const paid = await capture(client, providerOrderId);
      expect(paid.statusCode).toBe(200);
      const ids = harness
        .paypal!.requests.filter((r) => r.path.endsWith(`/${providerOrderId}/capture`))
        .map((r) => r.headers['paypal-request-id']);
      expect(ids.length).toBeGreaterThanOrEqual(2);
      expect(new Set(ids).size).toBe(1);
    },
  );
});
