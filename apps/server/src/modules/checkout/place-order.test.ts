import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  cartItems,
  checkoutPayments,
  coupons,
  orderItems,
  orders,
  orderStatusHistory,
  products,
} from '../../db/schema/index.js';
import { coupons as seedCoupons } from '../../db/seed/data/index.js';
import { testStoreForFile, TestClient } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { guestIdOf } from '../../test/guest-cookie.js';
import { orderAccessToken } from '../orders/order-number.js';
import { TestPaymentProvider } from '../payments/index.js';
import { reconcilePayments } from './reconcile.js';

/** The offline provider, counting the captures that took money (a repeat of a request id is not one). */
class CountingProvider extends TestPaymentProvider {
  private readonly captured = new Set<string>();
  get captureCount() {
    return this.captured.size;
  }
  override async captureOrder(id: string, options: { requestId: string }) {
    const capture = await super.captureOrder(id, options);
    this.captured.add(capture.captureId);
    return capture;
  }
}
const provider = new CountingProvider();
const store = testStoreForFile({ paymentProvider: provider });
beforeAll(async () => {
  await store.database.db.insert(coupons).values(seedCoupons);
});

export const address = {
  name: 'Grace Hopper',
  line1: '1 Harbour Street',
  city: 'Arlington',
  region: 'VA',
  postalCode: '22201',
  country: 'us',
};

/** A guest with the given products in the cart. */
async function shopper(lines: { priceCents?: number; stock?: number; quantity?: number }[]) {
  const client = new TestClient(store.app);
  const bought = [];
  for (const line of lines) {
    const product = await createProduct(store.database.db, {
      priceCents: line.priceCents ?? 2500,
      stockQuantity: line.stock ?? 10,
    });
    const added = await client.post('/api/cart/items', { productId: product.id, quantity: line.quantity ?? 1 });
    expect(added.statusCode).toBe(200);
    bought.push(product);
  }
  return { client, products: bought };
}

async function pay(client: TestClient, body: Record<string, unknown> = {}) {
  return client.post('/api/checkout/orders', { email: 'grace@example.com', shippingAddress: address, ...body });
}

async function approveAndCapture(client: TestClient, providerOrderId: string) {
  const approved = await client.post(`/api/checkout/orders/${providerOrderId}/test-approval`, { outcome: 'approve' });
  expect(approved.statusCode).toBe(200);
  return client.post(`/api/checkout/orders/${providerOrderId}/capture`);
}

const stockOf = async (id: number) =>
  (await store.database.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;

describe('issue 11 placing an order', () => {
  it('SF-CHK-06 SF-CHK-08 SF-CHK-11 R-15 R-16 R-25 a guest buys two products with save10: one order, as quoted, cart emptied, e-mail sent', async () => {
    const {
      client,
      products: [a, b],
    } = await shopper([
      { priceCents: 2500, quantity: 2 },
      { priceCents: 1999, stock: 3 },
    ]);
    const quote = (await client.post('/api/checkout/quote', { couponCode: 'save10' })).json();
    const started = await pay(client, { couponCode: 'save10' });
    expect(started.statusCode).toBe(201);
    const payment = started.json();
    expect(payment).toMatchObject({
      provider: 'test',
      isTest: true,
      charge: { currency: 'USD', amountMinor: quote.usd.total },
    });
    // 50.00 + 19.99 = 69.99; 10 % off = 7.00; shipping 9.99 below 85 -> 72.98
    expect(quote.usd).toEqual({ subtotal: 6999, discount: 700, shipping: 999, dreamBox: 0, total: 7298 });
    // Issue 26: starting to pay takes nothing; the goods are taken at capture.
    expect(await stockOf(a!.id)).toBe(10);
    expect(await stockOf(b!.id)).toBe(3);

    const captured = await approveAndCapture(client, payment.providerOrderId);
    expect(captured.statusCode).toBe(200);
    const { order, ...rest } = captured.json();
    // Issue 27 point 2: the answer holds no link token; the confirmation opens with the cookies.
    expect(rest).toEqual({});
    expect(order).toMatchObject({
      status: 'processing',
      email: 'grace@example.com',
      usd: quote.usd,
      display: { currency: 'USD', amounts: quote.usd },
      charged: { currency: 'USD', amountMinor: 7298 },
      paymentMethod: 'Test payment',
      couponCode: 'SAVE10',
      shippingAddress: { ...address, country: 'US', line2: '', region: 'VA' },
      progressPercent: 33,
    });
    expect(order.orderNumber).toMatch(/^MQ-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(order.items).toEqual([
      expect.objectContaining({ productId: a!.id, name: a!.title, quantity: 2, unitPriceCents: 2500, lineTotal: 5000 }),
      expect.objectContaining({ productId: b!.id, name: b!.title, quantity: 1, unitPriceCents: 1999, lineTotal: 1999 }),
    ]);
    expect(order.items[0].imageUrl).toContain(a!.slug);

    expect((await client.get('/api/cart')).json().items).toEqual([]);
    expect(await stockOf(a!.id)).toBe(8);
    expect(await stockOf(b!.id)).toBe(2);
    const [saved] = await store.database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    // The guest cookie is the id and its signature (issue 27 point 1).
    expect(client.cookie('marquee_guest')?.startsWith(`${saved!.guestId}.`)).toBe(true);
    expect(saved).toMatchObject({
      guestId: expect.stringMatching(/^guest_/),
      userId: null,
      totalCents: 7298,
      paymentProvider: 'test',
    });
    expect(saved!.paymentCaptureId).toMatch(/^TEST-CAPTURE-/);
    const history = await store.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, saved!.id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'processing', actor: 'customer' })]);

    const mail = await store.deliverMail();
    const confirmation = mail.find((m) => m.to === 'grace@example.com' && m.subject.includes(order.orderNumber));
    expect(confirmation?.text).toContain('$72.98');
    expect(confirmation?.text).toContain(`token=${orderAccessToken(store.config.sessionSecret, order.orderNumber)}`);
  });

  it('R-15 prices, totals and items sent by the client are refused with a 400 naming the field', async () => {
    const { client } = await shopper([{}]);
    for (const extra of [{ totalCents: 1 }, { items: [] }, { currency: 'USD', amount: 1 }]) {
      const response = await pay(client, extra);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const response = await pay(client, { totalCents: 1 });
    expect(JSON.stringify(response.json().error.fields)).toContain('totalCents');
  });

  it('a missing address field or a bad e-mail is a 400 naming it; nothing is held', async () => {
    const {
      client,
      products: [p],
    } = await shopper([{ stock: 5 }]);
    const noPostcode = await pay(client, { shippingAddress: { ...address, postalCode: ' ' } });
    expect(noPostcode.statusCode).toBe(400);
    expect(noPostcode.json().error.fields).toMatchObject({ 'shippingAddress.postalCode': 'Postal code is required' });
    const badEmail = await pay(client, { email: 'not-an-email' });
    expect(badEmail.json().error.fields).toMatchObject({ email: 'Enter a valid email address' });
    expect(await stockOf(p!.id)).toBe(5);
  });

  it('an empty cart cannot be paid for (409 CART_EMPTY)', async () => {
    const response = await pay(new TestClient(store.app));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CART_EMPTY');
  });

  it('a quantity above stock is refused at payment with a 409 naming the product', async () => {
    const {
      client,
      products: [p],
    } = await shopper([{ stock: 3, quantity: 3 }]);
    await store.database.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, p!.id));
    const response = await pay(client);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      fields: { [`items.${p!.id}`]: expect.stringContaining('Only 2') },
    });
    expect(await stockOf(p!.id)).toBe(2);
  });

  it('the same capture sent 10 times at once gives one order and one capture', async () => {
    const { client } = await shopper([{}]);
    const { providerOrderId } = (await pay(client)).json();
    await client.post(`/api/checkout/orders/${providerOrderId}/test-approval`, { outcome: 'approve' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post(`/api/checkout/orders/${providerOrderId}/capture`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const numbers = new Set(answers.map((a) => a.json().order.orderNumber));
    expect(numbers.size).toBe(1);
    const rows = await store.database.db.select().from(orders).where(eq(orders.paymentOrderId, providerOrderId));
    expect(rows).toHaveLength(1);
  });

  it('issue 26 the last 5 units and 200 approved buyers: 5 orders, 5 captures, the rest told before any money moves', async () => {
    const product = await createProduct(store.database.db, { stockQuantity: 5, priceCents: 1000 });
    const shoppers = Array.from({ length: 200 }, () => new TestClient(store.app));
    // Each can put a unit in the cart and start paying: neither holds stock.
    for (const s of shoppers)
      expect((await s.post('/api/cart/items', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
    const starts = await Promise.all(shoppers.map((s) => pay(s)));
    expect(starts.map((r) => r.statusCode)).toEqual(Array(200).fill(201));
    const capturesBefore = provider.captureCount;
    const captures = await Promise.all(shoppers.map((s, i) => approveAndCapture(s, starts[i]!.json().providerOrderId)));
    expect(captures.filter((c) => c.statusCode === 200)).toHaveLength(5);
    const refused = captures.filter((c) => c.statusCode === 409);
    expect(refused).toHaveLength(195);
    expect(refused[0]!.json().error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: expect.stringContaining('You have not been charged'),
    });
    // No charge to the 195: the provider captured exactly five payments.
    expect(provider.captureCount - capturesBefore).toBe(5);
    const sold = await store.database.db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    expect(sold).toHaveLength(5);
    expect(await stockOf(product.id)).toBe(0);
  }, 120_000);

  it('issue 26 a visitor who starts paying for every unit and never approves does not stop another shopper', async () => {
    const product = await createProduct(store.database.db, { stockQuantity: 3, priceCents: 1500 });
    const hoarder = new TestClient(store.app);
    await hoarder.post('/api/cart/items', { productId: product.id, quantity: 3 });
    expect((await pay(hoarder)).statusCode).toBe(201);
    expect(await stockOf(product.id)).toBe(3);
    const buyer = new TestClient(store.app);
    expect((await buyer.post('/api/cart/items', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
    const started = await pay(buyer);
    expect(started.statusCode).toBe(201);
    const captured = await approveAndCapture(buyer, started.json().providerOrderId);
    expect(captured.statusCode).toBe(200);
    expect(captured.json().order.status).toBe('processing');
    expect(await stockOf(product.id)).toBe(2);
  });

  it('a single-use coupon used in 50 parallel captures is used once; the others are refused before any money moves', async () => {
    await store.database.db.insert(coupons).values({ code: 'ONCE', kind: 'percent', percentOff: 50, usageLimit: 1 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopper([{ priceCents: 4000 }])));
    const starts = await Promise.all(shoppers.map(({ client }) => pay(client, { couponCode: 'once' })));
    expect(starts.filter((r) => r.statusCode === 201)).toHaveLength(50);
    const capturesBefore = provider.captureCount;
    const captures = await Promise.all(
      shoppers.map(({ client }, i) => approveAndCapture(client, starts[i]!.json().providerOrderId)),
    );
    expect(captures.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = captures.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(49);
    expect(refused[0]!.json().error).toMatchObject({
      code: 'COUPON_USED_UP',
      fields: { couponCode: 'This coupon has been used up. You have not been charged.' },
    });
    expect(provider.captureCount - capturesBefore).toBe(1);
    const [row] = await store.database.db.select().from(coupons).where(eq(coupons.code, 'ONCE'));
    expect(row!.timesUsed).toBe(1);
  });

  it('MSG-CHK-02 a declined payment takes nothing and records nothing; the shopper can approve again', async () => {
    const {
      client,
      products: [p],
    } = await shopper([{ stock: 4 }]);
    const { providerOrderId } = (await pay(client)).json();
    await client.post(`/api/checkout/orders/${providerOrderId}/test-approval`, { outcome: 'decline' });
    const declined = await client.post(`/api/checkout/orders/${providerOrderId}/capture`);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe('PAYMENT_DECLINED');
    expect(
      await store.database.db.select().from(orders).where(eq(orders.paymentOrderId, providerOrderId)),
    ).toHaveLength(0);
    expect((await client.get('/api/cart')).json().items).toHaveLength(1);
    const again = await approveAndCapture(client, providerOrderId);
    expect(again.statusCode).toBe(200);
    expect(await stockOf(p!.id)).toBe(3);
  });

  it('capturing before approval is a 409, and another shopper cannot touch the payment (404)', async () => {
    const { client } = await shopper([{}]);
    const { providerOrderId } = (await pay(client)).json();
    const early = await client.post(`/api/checkout/orders/${providerOrderId}/capture`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('PAYMENT_NOT_APPROVED');
    const stranger = new TestClient(store.app);
    expect(
      (await stranger.post(`/api/checkout/orders/${providerOrderId}/test-approval`, { outcome: 'approve' })).statusCode,
    ).toBe(404);
    expect((await stranger.post(`/api/checkout/orders/${providerOrderId}/capture`)).statusCode).toBe(404);
  });

  it('starting again closes the earlier payment: a double click leaves one open payment and holds nothing', async () => {
    const {
      client,
      products: [p],
    } = await shopper([{ stock: 2, quantity: 2 }]);
    const [first, second] = await Promise.all([pay(client), pay(client)]);
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    expect(await stockOf(p!.id)).toBe(2);
    const open = await store.database.db
      .select()
      .from(checkoutPayments)
      .where(eq(checkoutPayments.guestId, guestIdOf(client)!));
    expect(open.filter((row) => row.status === 'open')).toHaveLength(1);
  });

  it('an open payment closes after 15 minutes; a payer who approves later is still served', async () => {
    const {
      client,
      products: [p],
    } = await shopper([{ stock: 1 }]);
    const { providerOrderId, reservedUntil } = (await pay(client)).json();
    expect(new Date(reservedUntil).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    await reconcilePayments(store.app.orderDeps, { now: new Date(Date.now() + 16 * 60_000) });
    const [row] = await store.database.db
      .select()
      .from(checkoutPayments)
      .where(eq(checkoutPayments.providerOrderId, providerOrderId));
    expect(row).toMatchObject({ status: 'released', releaseReason: 'expired' });
    const captured = await approveAndCapture(client, providerOrderId);
    expect(captured.statusCode).toBe(200);
    expect(await stockOf(p!.id)).toBe(0);
  });

  it('goods sold while the payer was approving are refused before any money is taken', async () => {
    const {
      client,
      products: [p],
    } = await shopper([{ stock: 1 }]);
    const { providerOrderId } = (await pay(client)).json();
    await store.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, p!.id));
    await client.post(`/api/checkout/orders/${providerOrderId}/test-approval`, { outcome: 'approve' });
    const captured = await client.post(`/api/checkout/orders/${providerOrderId}/capture`);
    expect(captured.statusCode).toBe(409);
    expect(captured.json().error.message).toContain('You have not been charged');
    expect((await provider.getOrder(providerOrderId)).status).toBe('APPROVED');
    // The payment is open again: restocked, the payer can still pay.
    await store.database.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, p!.id));
    expect((await client.post(`/api/checkout/orders/${providerOrderId}/capture`)).statusCode).toBe(200);
  });
});

describe('issue 11 reading orders', () => {
  it('R-23 the owner reads the order; another browser gets 404 unless it has the link token', async () => {
    const { client } = await shopper([{}]);
    const { providerOrderId } = (await pay(client)).json();
    const { order } = (await approveAndCapture(client, providerOrderId)).json();
    const accessToken = orderAccessToken(store.config.sessionSecret, order.orderNumber);
    const mine = await client.get(`/api/orders/${order.orderNumber}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().orderNumber).toBe(order.orderNumber);
    expect((await client.get('/api/orders')).json().orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      order.orderNumber,
    ]);

    const stranger = new TestClient(store.app);
    expect((await stranger.get(`/api/orders/${order.orderNumber}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/orders/${order.orderNumber}?token=${'x'.repeat(32)}`)).statusCode).toBe(404);
    expect((await stranger.get('/api/orders')).json().orders).toEqual([]);
    const linked = await stranger.get(`/api/orders/${order.orderNumber}?token=${accessToken}`);
    expect(linked.statusCode).toBe(200);
  });

  it('R-22 a guest looks an order up by number and e-mail; a wrong e-mail reads like a wrong number', async () => {
    const { client } = await shopper([{}]);
    const { providerOrderId } = (await pay(client, { email: 'Lookup@Example.com' })).json();
    const { order } = (await approveAndCapture(client, providerOrderId)).json();
    const other = new TestClient(store.app);
    const found = await other.post('/api/orders/lookup', {
      orderNumber: order.orderNumber.toLowerCase(),
      email: 'lookup@example.com',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().orderNumber).toBe(order.orderNumber);
    const wrongEmail = await other.post('/api/orders/lookup', {
      orderNumber: order.orderNumber,
      email: 'someone@example.com',
    });
    const wrongNumber = await other.post('/api/orders/lookup', {
      orderNumber: 'MQ-AAAA-AAAA',
      email: 'lookup@example.com',
    });
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongNumber.statusCode).toBe(404);
    expect(wrongEmail.json().error.message).toBe(wrongNumber.json().error.message);
  });
});

describe("issue 11 carts stay the owner's", () => {
  it('the bought lines leave the cart; a line added in another tab while paying stays', async () => {
    const {
      client,
      products: [p],
    } = await shopper([{}]);
    const { providerOrderId } = (await pay(client)).json();
    const extra = await createProduct(store.database.db);
    await client.post('/api/cart/items', { productId: extra.id, quantity: 1 });
    expect((await approveAndCapture(client, providerOrderId)).statusCode).toBe(200);
    const left = await store.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.guestId, guestIdOf(client)!));
    expect(left.map((l) => l.productId)).toEqual([extra.id]);
    expect(left.some((l) => l.productId === p!.id)).toBe(false);
  });
});
