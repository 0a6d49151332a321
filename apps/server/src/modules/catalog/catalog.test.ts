import { describe, expect, it } from 'vitest';
import { productCategoryAssignments } from '../../db/schema/index.js';
import { testStoreForFile } from '../../test/app.js';
import { createCategory, createProduct } from '../../test/factories.js';

const store = testStoreForFile();

const get = (url: string) => store.app.inject({ method: 'GET', url });

describe('GET /api/products', () => {
  it('lists products from the database, newest first, paginated', async () => {
    const db = store.database.db;
    const old = await createProduct(db, { title: 'Old Poster', createdAt: new Date('2024-01-01') });
    const mid = await createProduct(db, { title: 'Mid Mug', createdAt: new Date('2025-01-01') });
    const fresh = await createProduct(db, { title: 'Fresh Figure', createdAt: new Date('2026-01-01') });

    const page1 = (await get('/api/products?pageSize=2')).json();
    expect(page1.total).toBeGreaterThanOrEqual(3);
    expect(page1.items.map((p: { id: number }) => p.id)).toEqual([fresh.id, mid.id]);
    const page2 = (await get('/api/products?pageSize=2&page=2')).json();
    expect(page2.items[0].id).toBe(old.id);
  });

  it('sorts by price and by name', async () => {
    const cat = await createCategory(store.database.db);
    await createProduct(store.database.db, { title: 'B middle', priceCents: 2000, categoryId: cat.id });
    await createProduct(store.database.db, { title: 'A cheap', priceCents: 500, categoryId: cat.id });
    await createProduct(store.database.db, { title: 'C dear', priceCents: 9000, categoryId: cat.id });
    const titles = async (sort: string) =>
      (await get(`/api/products?categoryId=${cat.id}&sort=${sort}`))
        .json()
        .items.map((p: { title: string }) => p.title);
    expect(await titles('price_asc')).toEqual(['A cheap', 'B middle', 'C dear']);
    expect(await titles('price_desc')).toEqual(['C dear', 'B middle', 'A cheap']);
    expect(await titles('name_desc')).toEqual(['C dear', 'B middle', 'A cheap']);
  });

  it('filters by category, including extra category assignments', async () => {
    const db = store.database.db;
    const toys = await createCategory(db, { name: 'Toys' });
    const primary = await createProduct(db, { title: 'Robot', categoryId: toys.id });
    const extra = await createProduct(db, { title: 'Robot Tee' });
    await db.insert(productCategoryAssignments).values({ productId: extra.id, categoryId: toys.id });
    await createProduct(db, { title: 'Unrelated' });
    const listed = (await get(`/api/products?categoryId=${toys.id}`)).json();
    expect(listed.total).toBe(2);
    expect(listed.items.map((p: { id: number }) => p.id).sort()).toEqual([primary.id, extra.id].sort());
    expect(listed.items.find((p: { id: number }) => p.id === primary.id).category).toEqual({
      id: toys.id,
      name: 'Toys',
    });
  });
});

describe('GET /api/products/:id', () => {
  it('R-26 shows the real review average and count, and no rating without reviews', async () => {
    const reviewed = await createProduct(
      store.database.db,
      { badgeEnabled: true, badgeText: 'New', badgeColor: '#ef4444' },
      { images: 3, reviews: [5, 4, 4] },
    );
    const detail = (await get(`/api/products/${reviewed.id}`)).json();
    expect(detail.rating).toBe(4.3);
    expect(detail.reviewCount).toBe(3);
    expect(detail.reviews).toHaveLength(3);
    expect(detail.images).toHaveLength(3);
    expect(detail.image).toEqual(detail.images[0]);
    expect(detail.badge).toEqual({ text: 'New', color: '#ef4444' });

    const plain = await createProduct(store.database.db);
    const plainDetail = (await get(`/api/products/${plain.id}`)).json();
    expect(plainDetail.rating).toBeNull();
    expect(plainDetail.reviewCount).toBe(0);
    expect(plainDetail.badge).toBeNull();
  });

  it('SF-PROD-02 answers 404 for a missing product', async () => {
    const response = await get('/api/products/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/categories', () => {
  it('SF-HOME-03 lists categories ordered by name with translations', async () => {
    await createCategory(store.database.db, { name: 'Zeta', translations: { he: { name: 'זטה' } } });
    await createCategory(store.database.db, { name: 'Alpha' });
    const names = (await get('/api/categories')).json().map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const zeta = (await get('/api/categories')).json().find((c: { name: string }) => c.name === 'Zeta');
    expect(zeta.translations.he.name).toBe('זטה');
  });
});

describe('ids out of range', () => {
  it('answers 400, not 500, for ids beyond a database integer', async () => {
    for (const url of ['/api/products/99999999999', '/api/products?categoryId=99999999999', '/api/products?page=0']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});
