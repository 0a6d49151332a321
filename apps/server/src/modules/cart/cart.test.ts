import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, products, siteSettings, wishlistItems } from '../../db/schema/index.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { guestIdOf } from '../../test/guest-cookie.js';

const store = testStoreForFile();

const shopper = () => new TestClient(store.app);
const product = (overrides: Parameters<typeof createProduct>[1] = {}) => createProduct(store.database.db, overrides);

describe('cart', () => {
  it('SF-CART-07 adds a line, then adds up quantities on the same line', async () => {
    const client = shopper();
    const poster = await product({ title: 'Poster', priceCents: 1250, stockQuantity: 10 });
    const first = await client.post('/api/cart/items', { productId: poster.id, quantity: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json().items).toEqual([
      expect.objectContaining({
        productId: poster.id,
        title: 'Poster',
        priceCents: 1250,
        quantity: 2,
        stockQuantity: 10,
      }),
    ]);
    const second = (await client.post('/api/cart/items', { productId: poster.id, quantity: 3 })).json();
    expect(second.items).toHaveLength(1);
    expect(second.items[0]).toMatchObject({ quantity: 5, lineTotalCents: 6250 });
    expect(second.items[0].image).toMatchObject({ url: expect.stringContaining('/media/test/') });
    expect(second).toMatchObject({ itemCount: 5, subtotalCents: 6250 });
    // A quantity left out means one.
    const third = (await client.post('/api/cart/items', { productId: poster.id })).json();
    expect(third.items[0].quantity).toBe(6);
  });

  it('SF-CART-04 BC-04 computes shipping and free-shipping progress from the threshold setting, capped at 100%', async () => {
    const client = shopper();
    const mug = await product({ priceCents: 2000, stockQuantity: 20 });
    const empty = (await client.get('/api/cart')).json();
    expect(empty).toMatchObject({ items: [], itemCount: 0, subtotalCents: 0, shippingCents: 0, totalCents: 0 });
    expect(empty.freeShipping).toEqual({ thresholdCents: 8500, remainingCents: 8500, percent: 0, qualifies: false });

    const below = (await client.post('/api/cart/items', { productId: mug.id, quantity: 2 })).json();
    expect(below).toMatchObject({ subtotalCents: 4000, shippingCents: 999, totalCents: 4999 });
    expect(below.freeShipping).toEqual({ thresholdCents: 8500, remainingCents: 4500, percent: 47, qualifies: false });

    const above = (await client.request('PATCH', `/api/cart/items/${mug.id}`, { quantity: 10 })).json();
    expect(above).toMatchObject({ subtotalCents: 20000, shippingCents: 0, totalCents: 20000 });
    expect(above.freeShipping).toEqual({ thresholdCents: 8500, remainingCents: 0, percent: 100, qualifies: true });
  });

  it('BC-04 follows an edited free_shipping_threshold setting', async () => {
    const db = store.database.db;
    await db
      .insert(siteSettings)
      .values({ settingKey: 'free_shipping_threshold', settingValue: 50 })
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: 50 } });
    try {
      const client = shopper();
      const item = await product({ priceCents: 2500 });
      const cart = (await client.post('/api/cart/items', { productId: item.id, quantity: 2 })).json();
      expect(cart.freeShipping).toMatchObject({ thresholdCents: 5000, percent: 100, qualifies: true });
      expect(cart.shippingCents).toBe(0);
    } finally {
      await db
        .insert(siteSettings)
        .values({ settingKey: 'free_shipping_threshold', settingValue: 85 })
        .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: 85 } });
    }
  });

  it('refuses more than the stock with a message naming the quantity field', async () => {
    const client = shopper();
    const rare = await product({ stockQuantity: 3 });
    const tooMany = await client.post('/api/cart/items', { productId: rare.id, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      fields: { quantity: 'Only 3 in stock.' },
    });

    expect((await client.post('/api/cart/items', { productId: rare.id, quantity: 2 })).statusCode).toBe(200);
    const sum = await client.post('/api/cart/items', { productId: rare.id, quantity: 2 });
    expect(sum.statusCode).toBe(409);
    expect(sum.json().error.message).toBe('Only 3 in stock, and 2 already in your cart.');
    const patched = await client.request('PATCH', `/api/cart/items/${rare.id}`, { quantity: 5 });
    expect(patched.statusCode).toBe(409);
    expect(patched.json().error.fields).toHaveProperty('quantity');
    expect((await client.get('/api/cart')).json().items[0].quantity).toBe(2);

    const soldOut = await product({ stockQuantity: 0 });
    const none = await client.post('/api/cart/items', { productId: soldOut.id, quantity: 1 });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('This product is out of stock.');
  });

  it('keeps concurrent adds within stock', async () => {
    const client = shopper();
    await client.get('/api/cart'); // takes the guest cookie first, so all adds share one owner
    const limited = await product({ stockQuantity: 5 });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => client.post('/api/cart/items', { productId: limited.id, quantity: 2 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    expect((await client.get('/api/cart')).json().items[0].quantity).toBe(4);
  });

  it('answers 404 for an unknown product', async () => {
    const client = shopper();
    const missing = await client.post('/api/cart/items', { productId: 999_999, quantity: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.fields).toEqual({ productId: 'Product not found.' });
    const notInCart = await client.request('PATCH', `/api/cart/items/${(await product()).id}`, { quantity: 2 });
    expect(notInCart.statusCode).toBe(404);
  });

  it('SF-CART-08 SF-CART-09 PATCH 0 or less removes a line; DELETE removes a line or clears the cart', async () => {
    const client = shopper();
    const [a, b, c] = await Promise.all([product(), product(), product()]);
    for (const p of [a, b, c]) await client.post('/api/cart/items', { productId: p.id, quantity: 2 });

    const lowered = (await client.request('PATCH', `/api/cart/items/${a.id}`, { quantity: 1 })).json();
    expect(lowered.items.find((l: { productId: number }) => l.productId === a.id).quantity).toBe(1);
    const zero = (await client.request('PATCH', `/api/cart/items/${a.id}`, { quantity: 0 })).json();
    expect(zero.items.map((l: { productId: number }) => l.productId)).toEqual([b.id, c.id]);
    const negative = (await client.request('PATCH', `/api/cart/items/${b.id}`, { quantity: -3 })).json();
    expect(negative.items.map((l: { productId: number }) => l.productId)).toEqual([c.id]);

    await client.post('/api/cart/items', { productId: a.id, quantity: 1 });
    const removed = (await client.request('DELETE', `/api/cart/items/${c.id}`)).json();
    expect(removed.items.map((l: { productId: number }) => l.productId)).toEqual([a.id]);
    const cleared = await client.request('DELETE', '/api/cart');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ items: [], itemCount: 0 });
    expect((await client.get('/api/cart')).json().items).toEqual([]);
  });

  it('answers 400 naming the field for bad input, and accepts no owner in the body (R-12)', async () => {
    const client = shopper();
    const item = await product();
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/cart/items', { productId: 'abc', quantity: 1 }, 'productId'],
      ['POST', '/api/cart/items', { productId: item.id, quantity: 0 }, 'quantity'],
      ['POST', '/api/cart/items', { productId: item.id, quantity: 1.5 }, 'quantity'],
      ['POST', '/api/cart/items', { productId: item.id, quantity: 100_000 }, 'quantity'],
      ['POST', '/api/cart/items', { quantity: 1 }, 'productId'],
      ['POST', '/api/cart/items', { productId: item.id, quantity: 1, userId: 'someone' }, 'userId'],
      ['POST', '/api/cart/items', { productId: item.id, quantity: 1, sessionId: 'guest_x' }, 'sessionId'],
      ['PATCH', `/api/cart/items/${item.id}`, { quantity: 'two' }, 'quantity'],
      ['PATCH', `/api/cart/items/${item.id}`, { quantity: 1, guestId: 'guest_x' }, 'guestId'],
      ['PATCH', '/api/cart/items/0', { quantity: 1 }, 'productId'],
      ['DELETE', '/api/cart/items/99999999999', undefined, 'productId'],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await client.request(method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    expect((await client.get('/api/cart')).json().items).toEqual([]);
  });

  it('R-12 a second guest never sees or changes the first guest cart', async () => {
    const first = shopper();
    const second = shopper();
    const item = await product();
    await first.post('/api/cart/items', { productId: item.id, quantity: 2 });
    expect(first.cookie('marquee_guest')).toBeTruthy();

    expect((await second.get('/api/cart')).json().items).toEqual([]);
    expect(second.cookie('marquee_guest')).not.toBe(first.cookie('marquee_guest'));
    await second.request('DELETE', `/api/cart/items/${item.id}`);
    await second.request('DELETE', '/api/cart');
    expect((await second.request('PATCH', `/api/cart/items/${item.id}`, { quantity: 1 })).statusCode).toBe(404);
    expect((await first.get('/api/cart')).json().items[0].quantity).toBe(2);

    // A signed-in user elsewhere has a cart of their own.
    const member = shopper();
    await signUp(member);
    expect((await member.get('/api/cart')).json().items).toEqual([]);
  });
});

describe('guest cart and wishlist at sign-up and sign-in (AUTH-04, R-13)', () => {
  it('R-13 the guest cart and wishlist survive sign-up', async () => {
    const client = shopper();
    const [tee, cap] = await Promise.all([product(), product()]);
    await client.post('/api/cart/items', { productId: tee.id, quantity: 2 });
    await client.request('PUT', `/api/wishlist/${cap.id}`);
    const guest = guestIdOf(client);

    await signUp(client);
    const cart = (await client.get('/api/cart')).json();
    expect(cart.items.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [tee.id, 2],
    ]);
    expect((await client.get('/api/wishlist')).json().items.map((i: { productId: number }) => i.productId)).toEqual([
      cap.id,
    ]);

    // The guest rows are gone, and the browser signed out starts empty (issue 27: with a new guest id).
    expect(await store.database.db.select().from(cartItems).where(eq(cartItems.guestId, guest!))).toEqual([]);
    expect(await store.database.db.select().from(wishlistItems).where(eq(wishlistItems.guestId, guest!))).toEqual([]);
    await client.post('/api/auth/sign-out');
    expect((await client.get('/api/cart')).json().items).toEqual([]);
    expect((await client.get('/api/wishlist')).json().items).toEqual([]);
  });

  it('R-13 at sign-in quantities add up (capped at stock) and the wishlist merges without duplicates', async () => {
    const account = shopper();
    const credentials = await signUp(account);
    const [shared, capped, userOnly, guestOnly, soldOut] = await Promise.all([
      product({ stockQuantity: 10 }),
      product({ stockQuantity: 4 }),
      product(),
      product(),
      product({ stockQuantity: 5 }),
    ]);
    await account.post('/api/cart/items', { productId: shared.id, quantity: 1 });
    await account.post('/api/cart/items', { productId: capped.id, quantity: 3 });
    await account.post('/api/cart/items', { productId: userOnly.id, quantity: 1 });
    await account.request('PUT', `/api/wishlist/${shared.id}`);

    const browser = shopper();
    await browser.post('/api/cart/items', { productId: shared.id, quantity: 2 });
    await browser.post('/api/cart/items', { productId: capped.id, quantity: 3 });
    await browser.post('/api/cart/items', { productId: guestOnly.id, quantity: 1 });
    await browser.post('/api/cart/items', { productId: soldOut.id, quantity: 1 });
    await browser.request('PUT', `/api/wishlist/${shared.id}`);
    await browser.request('PUT', `/api/wishlist/${guestOnly.id}`);
    // Stock ran out while the guest was browsing.
    await store.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, soldOut.id));

    const signIn = await browser.post('/api/auth/sign-in', {
      email: credentials.email,
      password: credentials.password,
    });
    expect(signIn.statusCode).toBe(200);
    const quantities = Object.fromEntries(
      (await browser.get('/api/cart'))
        .json()
        .items.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity]),
    );
    expect(quantities).toEqual({ [shared.id]: 3, [capped.id]: 4, [userOnly.id]: 1, [guestOnly.id]: 1 });
    const wished = (await browser.get('/api/wishlist')).json().items.map((i: { productId: number }) => i.productId);
    expect(wished.sort()).toEqual([shared.id, guestOnly.id].sort());
    // The other device of the same user sees the merged cart too.
    expect((await account.get('/api/cart')).json().itemCount).toBe(9);
  });
});
