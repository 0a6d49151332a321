import { eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, wishlistItems } from '../../db/schema/index.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { guestIdOf } from '../../test/guest-cookie.js';
import { expireIdleGuests, startGuestExpiry } from './guest-expiry.js';

const store = testStoreForFile();

const shopper = () => new TestClient(store.app);
const product = () => createProduct(store.database.db, { stockQuantity: 50 });
const productIds = (body: { items: { productId: number }[] }) => body.items.map((item) => item.productId).sort();

/** Makes the rows look last written `days` ago. */
async function age(where: { cart: SQL; wishlist: SQL }, days: number) {
  const db = store.database.db;
  const updatedAt = sql`now() - make_interval(days => ${days}::int)`;
  await db.update(cartItems).set({ updatedAt }).where(where.cart);
  await db.update(wishlistItems).set({ updatedAt }).where(where.wishlist);
}
const ofGuest = (client: TestClient) => {
  const guestId = guestIdOf(client)!;
  return { cart: eq(cartItems.guestId, guestId), wishlist: eq(wishlistItems.guestId, guestId) };
};

async function fill(client: TestClient, count = 1) {
  const items = [];
  for (let i = 0; i < count; i += 1) {
    const item = await product();
    await client.post('/api/cart/items', { productId: item.id, quantity: 1 });
    await client.request('PUT', `/api/wishlist/${item.id}`);
    items.push(item.id);
  }
  return items.sort();
}

const contents = async (client: TestClient) => ({
  cart: productIds((await client.get('/api/cart')).json()),
  wishlist: productIds((await client.get('/api/wishlist')).json()),
});

describe('guest cart and wishlist expiry', () => {
  it("issue 10: the hourly job deletes a guest's cart and wishlist untouched for 30 days; fresh ones and users' stay", async () => {
    const idle = shopper();
    await fill(idle, 2);
    await age(ofGuest(idle), 31);

    const fresh = shopper();
    const freshItems = await fill(fresh);
    await age(ofGuest(fresh), 29);

    // One line old, one new: the cart is in use, so neither goes.
    const mixed = shopper();
    const mixedItems = await fill(mixed, 2);
    await age(
      { cart: eq(cartItems.productId, mixedItems[0]!), wishlist: eq(wishlistItems.productId, mixedItems[0]!) },
      90,
    );

    const member = shopper();
    await signUp(member);
    const memberItems = await fill(member);
    await age({ cart: isNotNull(cartItems.userId), wishlist: isNotNull(wishlistItems.userId) }, 400);

    const job = startGuestExpiry({ db: store.database.db, days: 30, log: store.app.log });
    await job.stop();

    expect(await contents(idle)).toEqual({ cart: [], wishlist: [] });
    expect(await contents(fresh)).toEqual({ cart: freshItems, wishlist: freshItems });
    expect(await contents(mixed)).toEqual({ cart: mixedItems, wishlist: mixedItems });
    expect(await contents(member)).toEqual({ cart: memberItems, wishlist: memberItems });
    // Running again (as another instance would) finds nothing more to delete.
    expect(await expireIdleGuests(store.database.db, 30)).toEqual({ cartItems: 0, wishlistItems: 0 });
  });

  it('issue 10: removing a line, changing a quantity or adding a wish again counts as touching the guest rows', async () => {
    const removing = shopper();
    const [gone, kept] = await fill(removing, 2);
    await age(ofGuest(removing), 31);
    await removing.request('DELETE', `/api/cart/items/${gone}`);
    await removing.request('DELETE', `/api/wishlist/${gone}`);

    const changing = shopper();
    const [line] = await fill(changing);
    await age(ofGuest(changing), 31);
    await changing.request('PATCH', `/api/cart/items/${line}`, { quantity: 3 });
    await changing.request('PUT', `/api/wishlist/${line}`);

    await expireIdleGuests(store.database.db, 30);
    expect(await contents(removing)).toEqual({ cart: [kept], wishlist: [kept] });
    expect(await contents(changing)).toEqual({ cart: [line], wishlist: [line] });
  });
});
