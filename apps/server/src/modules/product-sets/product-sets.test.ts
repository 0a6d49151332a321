import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { productSetItems, productSets, productSetTargets } from '../../db/schema/index.js';
import { testStoreForFile } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';

const store = testStoreForFile();

async function createSet(
  db: Db,
  values: { name: string; priceCents: number; isActive?: boolean; createdAt?: Date; imageUrl?: string },
  productIds: number[],
  targetIds: number[],
) {
  const [set] = await db.insert(productSets).values(values).returning();
  await db
    .insert(productSetItems)
    .values(productIds.map((productId, i) => ({ setId: set!.id, productId, sortOrder: i })));
  if (targetIds.length)
    await db.insert(productSetTargets).values(targetIds.map((productId) => ({ setId: set!.id, productId })));
  return set!;
}

const getSets = (productId: number | string) =>
  store.app.inject({ method: 'GET', url: `/api/products/${productId}/sets` });

describe('GET /api/products/:id/sets', () => {
  it('SF-GEN-05 DM-30 lists only active sets that target the product, newest first, with products and their total', async () => {
    const db = store.database.db;
    const hoodie = await createProduct(db, { title: 'Hoodie', priceCents: 5000 });
    const mug = await createProduct(db, { title: 'Mug', priceCents: 1500 });
    const poster = await createProduct(db, { title: 'Poster', priceCents: 2000 });
    const elsewhere = await createProduct(db, { title: 'Elsewhere' });

    const older = await createSet(
      db,
      { name: 'Older set', priceCents: 5500, createdAt: new Date('2025-01-01T00:00:00Z') },
      [mug.id, hoodie.id],
      [hoodie.id],
    );
    const newer = await createSet(
      db,
      { name: 'Newer set', priceCents: 7000, createdAt: new Date('2025-06-01T00:00:00Z'), imageUrl: '/media/set.png' },
      [hoodie.id, mug.id, poster.id],
      [hoodie.id, poster.id],
    );
    await createSet(db, { name: 'Inactive set', priceCents: 100, isActive: false }, [hoodie.id], [hoodie.id]);
    // Contains the hoodie but shows on another product's page only.
    await createSet(db, { name: 'Targets elsewhere', priceCents: 100 }, [hoodie.id], [elsewhere.id]);

    const response = await getSets(hoodie.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((s: { name: string }) => s.name)).toEqual(['Newer set', 'Older set']);
    expect(body[0]).toMatchObject({
      id: newer.id,
      priceCents: 7000,
      imageUrl: '/media/set.png',
      itemsTotalCents: 8500,
      description: '',
    });
    // Items keep the set's order and come as product cards.
    expect(body[0].products.map((p: { id: number }) => p.id)).toEqual([hoodie.id, mug.id, poster.id]);
    expect(body[0].products[0]).toMatchObject({
      title: 'Hoodie',
      priceCents: 5000,
      image: { url: expect.any(String) },
    });
    expect(body[1]).toMatchObject({ id: older.id, imageUrl: null, itemsTotalCents: 6500 });
    expect(body[1].products.map((p: { id: number }) => p.id)).toEqual([mug.id, hoodie.id]);

    // The mug is in both sets but no set targets it.
    expect((await getSets(mug.id)).json()).toEqual([]);
    expect((await getSets(elsewhere.id)).json().map((s: { name: string }) => s.name)).toEqual(['Targets elsewhere']);
  });

  it('answers 404 for an unknown product and 400 with the field for a bad id', async () => {
    const missing = await getSets(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');

    const bad = await getSets('abc');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.fields)).toContain('id');
  });
});
