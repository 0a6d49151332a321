import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { placeOrder, subscribeToDreamBox } from '../../test/orders.js';
import { TestPaymentProvider } from '../payments/index.js';

const store = testStoreForFile({ paymentProvider: new TestPaymentProvider() });

const setProduct = (id: number, values: Partial<typeof products.$inferInsert>) =>
  store.database.db.update(products).set(values).where(eq(products.id, id));

describe('issue 12 buy again', () => {
  it('adds the lines still on sale at today’s prices, clipped to stock beside the cart, and names the others', async () => {
    const client = new TestClient(store.app);
    await signUp(client);
    const db = store.database.db;
    const [kept, scarce, soldOut, gone] = await Promise.all([
      createProduct(db, { priceCents: 1000, stockQuantity: 10 }),
      createProduct(db, { priceCents: 2000, stockQuantity: 10 }),
      createProduct(db, { priceCents: 3000, stockQuantity: 10 }),
      createProduct(db, { priceCents: 4000, stockQuantity: 10 }),
    ]);
    const order = await placeOrder(client, [
      { productId: kept.id, quantity: 2 },
      { productId: scarce.id, quantity: 3 },
      { productId: soldOut.id, quantity: 1 },
      { productId: gone.id, quantity: 1 },
    ]);
    // Since then: a new price, little stock left (one of it already in the cart), sold out, removed.
    await setProduct(kept.id, { priceCents: 1250 });
    await setProduct(scarce.id, { stockQuantity: 2 });
    await setProduct(soldOut.id, { stockQuantity: 0 });
    await db.delete(products).where(eq(products.id, gone.id));
    expect((await client.post('/api/cart/items', { productId: scarce.id, quantity: 1 })).statusCode).toBe(200);

    const response = await client.post(`/api/account/orders/${order.orderNumber}/buy-again`);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.added).toEqual([
      { productId: kept.id, name: kept.title, quantity: 2 },
      { productId: scarce.id, name: scarce.title, quantity: 1 },
    ]);
    expect(result.skipped).toEqual(
      expect.arrayContaining([
        { name: soldOut.title, reason: 'out_of_stock' },
        { name: gone.title, reason: 'unavailable' },
      ]),
    );
    expect(result.skipped).toHaveLength(2);
    const lines = result.cart.items.map((l: { productId: number; quantity: number; priceCents: number }) => [
      l.productId,
      l.quantity,
      l.priceCents,
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [kept.id, 2, 1250],
        [scarce.id, 2, 2000],
      ]),
    );
    expect(result.cart.subtotalCents).toBe(2 * 1250 + 2 * 2000);
    // The cart the shop shows is the same.
    expect((await client.get('/api/cart')).json().subtotalCents).toBe(6500);

    // Again: the scarce product has no room left in the cart, the other adds up.
    const again = (await client.post(`/api/account/orders/${order.orderNumber}/buy-again`)).json();
    expect(again.added).toEqual([{ productId: kept.id, name: kept.title, quantity: 2 }]);
    expect(again.skipped).toEqual(expect.arrayContaining([{ name: scarce.title, reason: 'out_of_stock' }]));
  });

  it('a Dream Box month is not a product; another customer’s order is 404 and their cart is untouched', async () => {
    const client = new TestClient(store.app);
    await signUp(client);
    await subscribeToDreamBox(store, client);
    const [box] = (await client.get('/api/account/orders')).json().items;
    const result = (await client.post(`/api/account/orders/${box.orderNumber}/buy-again`)).json();
    expect(result.added).toEqual([]);
    expect(result.skipped).toEqual([{ name: box.items[0].name, reason: 'not_a_product' }]);
    expect(result.cart.items).toEqual([]);

    const product = await createProduct(store.database.db);
    const theirs = await placeOrder(client, [{ productId: product.id }]);
    const other = new TestClient(store.app);
    await signUp(other);
    const refused = await other.post(`/api/account/orders/${theirs.orderNumber}/buy-again`);
    expect(refused.statusCode).toBe(404);
    expect((await other.get('/api/cart')).json().items).toEqual([]);
  });
});
