import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';

const store = testStoreForFile();

const shopper = () => new TestClient(store.app);
const ids = (body: { items: { productId: number }[] }) => body.items.map((item) => item.productId);

describe('wishlist', () => {
  it('DM-08 lists entries with their product, newest first', async () => {
    const client = shopper();
    const first = await createProduct(store.database.db, { title: 'Clapper', priceCents: 1500 });
    const second = await createProduct(store.database.db, { title: 'Reel', description: 'A film reel' });
    await client.request('PUT', `/api/wishlist/${first.id}`);
    const added = await client.request('PUT', `/api/wishlist/${second.id}`);
    expect(added.statusCode).toBe(200);
    expect(ids(added.json())).toEqual([second.id, first.id]);
    expect(added.json().items[0]).toMatchObject({
      productId: second.id,
      title: 'Reel',
      description: 'A film reel',
      image: { url: expect.stringContaining('/media/test/') },
    });
    expect(added.json().items[1].priceCents).toBe(1500);
  });

  it('SF-WISH-03 adding twice keeps one entry', async () => {
    const client = shopper();
    const item = await createProduct(store.database.db);
    await client.request('PUT', `/api/wishlist/${item.id}`);
    const again = await client.request('PUT', `/api/wishlist/${item.id}`);
    expect(again.statusCode).toBe(200);
    expect(ids(again.json())).toEqual([item.id]);
  });

  it('removes an entry; removing a missing one is harmless', async () => {
    const client = shopper();
    const [a, b] = await Promise.all([createProduct(store.database.db), createProduct(store.database.db)]);
    await client.request('PUT', `/api/wishlist/${a.id}`);
    await client.request('PUT', `/api/wishlist/${b.id}`);
    expect(ids((await client.request('DELETE', `/api/wishlist/${a.id}`)).json())).toEqual([b.id]);
    const again = await client.request('DELETE', `/api/wishlist/${a.id}`);
    expect(again.statusCode).toBe(200);
    expect(ids(again.json())).toEqual([b.id]);
  });

  it('SF-WISH-08 an entry whose product is deleted is not shown', async () => {
    const client = shopper();
    const gone = await createProduct(store.database.db);
    await client.request('PUT', `/api/wishlist/${gone.id}`);
    await store.database.db.delete(products).where(eq(products.id, gone.id));
    expect((await client.get('/api/wishlist')).json().items).toEqual([]);
  });

  it('answers 404 for an unknown product and 400 naming the field for a bad id or a body', async () => {
    const client = shopper();
    const missing = await client.request('PUT', '/api/wishlist/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.fields).toEqual({ productId: 'Product not found.' });
    const bad = await client.request('PUT', '/api/wishlist/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('productId');
    expect((await client.request('DELETE', '/api/wishlist/-1')).json().error.fields).toHaveProperty('productId');
  });

  it('R-12 SF-WISH-06 a second guest never sees or changes the first guest wishlist; a user has their own', async () => {
    const first = shopper();
    const second = shopper();
    const item = await createProduct(store.database.db);
    await first.request('PUT', `/api/wishlist/${item.id}`);
    expect((await second.get('/api/wishlist')).json().items).toEqual([]);
    await second.request('DELETE', `/api/wishlist/${item.id}`);
    expect(ids((await first.get('/api/wishlist')).json())).toEqual([item.id]);

    const member = shopper();
    await signUp(member);
    expect((await member.get('/api/wishlist')).json().items).toEqual([]);
    await member.request('PUT', `/api/wishlist/${item.id}`);
    expect(ids((await member.get('/api/wishlist')).json())).toEqual([item.id]);
    expect(ids((await first.get('/api/wishlist')).json())).toEqual([item.id]);
  });
});
