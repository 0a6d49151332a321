import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@marquee/contracts';
import { orders } from '../../db/schema/index.js';
import { signInAdmin } from '../../test/admin.js';
import { signUp, testStoreForFile, TestClient } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { placeOrder, subscribeToDreamBox } from '../../test/orders.js';

const store = testStoreForFile();
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

const stored = (orderNumber: string) => eq(orders.orderNumber, orderNumber);

describe('issue 26 the order views say a test order and a refunded amount', () => {
  it('issue 26 an order paid through the test provider is a test order for the shopper and the admin', async () => {
    const shopper = new TestClient(store.app);
    const product = await createProduct(store.database.db, { priceCents: 2500, stockQuantity: 10 });
    const placed = await placeOrder(shopper, [{ productId: product.id, quantity: 2 }]);
    expect(placed).toMatchObject({ isTest: true, refundedMinor: 0, paymentMethod: 'Test payment' });

    const own = await shopper.get(apiPaths.order.href(placed.orderNumber));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ isTest: true, refundedMinor: 0 });
    expect((await admin.get(apiPaths.admin.order.href(placed.orderNumber))).json()).toMatchObject({ isTest: true });
    const rows = (await admin.get(apiPaths.admin.orders.href({ q: placed.orderNumber }))).json().items;
    expect(rows).toEqual([expect.objectContaining({ orderNumber: placed.orderNumber, isTest: true })]);
  });

  it('issue 26 a PayPal order partly refunded keeps its status and shows the refunded amount to its owner', async () => {
    const shopper = new TestClient(store.app);
    const product = await createProduct(store.database.db, { priceCents: 4000, stockQuantity: 10 });
    const placed = await placeOrder(shopper, [{ productId: product.id }]);
    // What the webhook of a partial PAYMENT.CAPTURE.REFUNDED leaves on a PayPal order.
    await store.database.db
      .update(orders)
      .set({ paymentProvider: 'paypal', paymentMethod: null, refundedMinor: 1500 })
      .where(stored(placed.orderNumber));

    const view = (await shopper.get(apiPaths.order.href(placed.orderNumber))).json();
    expect(view).toMatchObject({
      status: 'processing',
      isTest: false,
      refundedMinor: 1500,
      paymentMethod: 'PayPal',
      charged: { currency: 'USD', amountMinor: placed.usd.total },
    });
    expect((await admin.get(apiPaths.admin.order.href(placed.orderNumber))).json()).toMatchObject({
      isTest: false,
      refundedMinor: 1500,
    });
  });

  it('issue 26 a Dream Box box from a test subscription is a test order', async () => {
    const customer = new TestClient(store.app);
    await signUp(customer);
    const subscription = await subscribeToDreamBox(store, customer);
    const [box] = await store.database.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.dreamBoxSubscriptionId, subscription.id));
    expect(box).toBeDefined();
    const own = (await customer.get(apiPaths.order.href(box!.orderNumber))).json();
    expect(own).toMatchObject({ isTest: true, refundedMinor: 0 });
    expect((await admin.get(apiPaths.admin.order.href(box!.orderNumber))).json()).toMatchObject({ isTest: true });
  });
});
