import { describe, expect, it } from 'vitest';
import { accountExportSchema } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { productReviews, user, wishlistItems } from '../../db/schema/index.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { placeOrder, subscribeToDreamBox } from '../../test/orders.js';
import { subscribeToNewsletter } from '../../test/newsletter.js';
import { reauthenticate } from '../../test/reauth.js';
import { TestPaymentProvider } from '../payments/index.js';

const now = new Date('2026-11-25T10:00:00Z');
const store = testStoreForFile({ paymentProvider: new TestPaymentProvider(), clock: () => now });

async function customer(firstName: string) {
  const db = store.database.db;
  const client = new TestClient(store.app);
  const { email, password } = await signUp(client, { firstName });
  await reauthenticate(client, password);
  const [{ id }] = (await db.select({ id: user.id }).from(user).where(eq(user.email, email))) as [{ id: string }];
  const product = await createProduct(db, { title: `${firstName}'s poster` });
  const order = await placeOrder(client, [{ productId: product.id }], email);
  await client.post('/api/cart/items', { productId: product.id, quantity: 2 });
  await db.insert(wishlistItems).values({ productId: product.id, userId: id });
  return { client, email, product, order };
}

describe('issue 12 download my data', () => {
  it('is a JSON attachment named by the day, holding only the signed-in customer’s data', async () => {
    const ada = await customer('Ada');
    await subscribeToDreamBox(store, ada.client);
    const bob = await customer('Bob');

    const response = await ada.client.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="marquee-my-data-2026-11-25.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const data = accountExportSchema.parse(response.json());
    expect(data.exportedAt).toBe(now.toISOString());
    expect(data.profile).toMatchObject({ email: ada.email, firstName: 'Ada', lastName: 'Lovelace' });
    // The purchase and the Dream Box month.
    expect(data.orders.map((o) => o.orderNumber)).toContain(ada.order.orderNumber);
    expect(data.orders).toHaveLength(2);
    expect(data.subscriptions).toEqual([expect.objectContaining({ status: 'active', manageUrl: null })]);
    expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(data.wishlist).toEqual([{ productId: ada.product.id, name: "Ada's poster" }]);
    expect(data.cart).toEqual([{ productId: ada.product.id, name: "Ada's poster", quantity: 2 }]);

    const text = response.body;
    expect(text).not.toContain(bob.email);
    expect(text).not.toContain(bob.order.orderNumber);
    expect(text).not.toContain("Bob's poster");
    const bobs = accountExportSchema.parse((await bob.client.get('/api/account/export')).json());
    expect(bobs.subscriptions).toEqual([]);
    expect(bobs.orders.map((o) => o.orderNumber)).toEqual([bob.order.orderNumber]);
  });

  it('issue 29 holds the newsletter subscription of the address the account proved it owns', async () => {
    const db = store.database.db;
    const ada = await customer('Ada');
    await subscribeToNewsletter(store, ada.email);
    const exportOf = async (client: TestClient) =>
      accountExportSchema.parse((await client.get('/api/account/export')).json()).newsletter;

    // Not before the address is verified: an account can be made with anyone's address.
    expect(await exportOf(ada.client)).toBeNull();
    await db.update(user).set({ emailVerified: true }).where(eq(user.email, ada.email));
    expect(await exportOf(ada.client)).toEqual({
      email: ada.email,
      confirmed: true,
      since: now.toISOString(),
      confirmedAt: now.toISOString(),
    });

    const bob = await customer('Bob');
    await db.update(user).set({ emailVerified: true }).where(eq(user.email, bob.email));
    expect(await exportOf(bob.client)).toBeNull();
  });

  it("issue 29 includes the customer's reviews, whatever their state, and nobody else's", async () => {
    const ada = await customer('Ada');
    const bob = await customer('Bob');
    const db = store.database.db;
    const [{ id: adaId }] = (await db.select({ id: user.id }).from(user).where(eq(user.email, ada.email))) as [
      { id: string },
    ];
    await db.insert(productReviews).values({
      productId: ada.product.id,
      userId: adaId,
      userName: 'Ada L.',
      rating: 4,
      reviewText: 'Bright colours.',
      status: 'pending',
      verifiedPurchase: true,
    });
    await db
      .insert(productReviews)
      .values({ productId: bob.product.id, userName: 'Bob L.', rating: 1, reviewText: 'Not mine' });
    const data = accountExportSchema.parse((await ada.client.get('/api/account/export')).json());
    expect(data.reviews).toEqual([
      expect.objectContaining({
        productId: ada.product.id,
        productName: "Ada's poster",
        rating: 4,
        text: 'Bright colours.',
        status: 'pending',
        verifiedPurchase: true,
      }),
    ]);
  });
});
