import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductFacets } from '@marquee/contracts';
import { products, productTagAssignments } from '../../db/schema/index.js';
import { testStoreForFile } from '../../test/app.js';
import { createCategory, createFilterTag, createProduct } from '../../test/factories.js';
import { announce } from '../../test/announce.js';
import { listProducts } from './product-queries.js';

const store = testStoreForFile();
let categoryId: number;
let otherCategoryId: number;
beforeAll(async () => {
  const db = store.database.db;
  categoryId = (await createCategory(db, { name: 'Mugs' })).id;
  otherCategoryId = (await createCategory(db, { name: 'Posters' })).id;
  for (let i = 0; i < 3; i += 1) await createProduct(db, { title: `Mug ${i}`, categoryId }, { reviews: [4, 5] });
  await createProduct(db, { title: 'Poster', categoryId: otherCategoryId });
});

const get = (url: string, headers: Record<string, string> = {}) => store.app.inject({ method: 'GET', url, headers });
const listingUrl = () => `/api/products?categoryId=${categoryId}&sort=newest&page=1&pageSize=24`;

describe('catalogue response cache', () => {
  it('serves the same bytes and content-type as the uncached listing', async () => {
    const first = await get(listingUrl());
    const second = await get(listingUrl());
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    // What the handler computes, serialized as Fastify would: nothing lost or reordered.
    const fresh = await listProducts(store.database.db, { categoryId, sort: 'newest', page: 1, pageSize: 24 });
    expect(JSON.parse(second.body)).toEqual(JSON.parse(JSON.stringify(fresh)));
    // Security headers stay on cached replies.
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(listingUrl());
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get(listingUrl(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps serving its entry until a catalogue event, then shows the change', async () => {
    const db = store.database.db;
    const before = (await get(listingUrl())).json();
    const added = await createProduct(db, { title: 'Fresh Mug', categoryId });
    const [first] = before.items;
    await db.update(products).set({ priceCents: 4321 }).where(eq(products.id, first.id));
    // No event yet: the cached listing is served (this is what the cache is for).
    expect((await get(listingUrl())).json()).toEqual(before);

    await announce(store);
    const after = (await get(listingUrl())).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.items.map((p: { id: number }) => p.id)).toContain(added.id);
    expect(after.items.find((p: { id: number }) => p.id === first.id).priceCents).toBe(4321);
  });

  it('keys entries by the whole normalised query', async () => {
    const mugs = (await get(listingUrl())).json();
    const posters = (await get(`/api/products?categoryId=${otherCategoryId}&sort=newest&page=1&pageSize=24`)).json();
    const cheapest = (await get(`/api/products?categoryId=${categoryId}&sort=price_asc&page=1&pageSize=24`)).json();
    const small = (await get(`/api/products?categoryId=${categoryId}&sort=newest&page=1&pageSize=1`)).json();
    expect(posters.items.map((p: { title: string }) => p.title)).toEqual(['Poster']);
    expect(mugs.items.map((p: { title: string }) => p.title)).not.toContain('Poster');
    expect(cheapest.items[0].priceCents).toBeLessThanOrEqual(mugs.items.at(-1).priceCents);
    expect(small.items).toHaveLength(1);
    expect(small.pageSize).toBe(1);
  });

  it('refreshes a product page (stock, price) after a catalogue event', async () => {
    const db = store.database.db;
    const product = await createProduct(db, { title: 'Stocked Mug', categoryId, stockQuantity: 5 });
    expect((await get(`/api/products/${product.id}`)).json().stockQuantity).toBe(5);
    await db.update(products).set({ stockQuantity: 0, priceCents: 999 }).where(eq(products.id, product.id));
    await announce(store);
    expect((await get(`/api/products/${product.id}`)).json()).toMatchObject({ stockQuantity: 0, priceCents: 999 });
    // A missing product is a 404, never a cached entry.
    expect((await get('/api/products/999999')).statusCode).toBe(404);
  });

  it('issue 10: keeps filter facets until a catalogue event: a repeat asks the database nothing', async () => {
    const db = store.database.db;
    const [mug] = (await get(listingUrl())).json().items as { id: number }[];
    const franchise = await createFilterTag(db, 'franchise', { categoryIds: [categoryId], productIds: [mug!.id] });
    const size = await createFilterTag(db, 'size', { categoryIds: [categoryId], productIds: [mug!.id] });
    const facetsUrl = `/api/products/facets?categoryId=${categoryId}&tags=${size.id},${franchise.id}`;
    const countOf = (body: ProductFacets, id: number) =>
      body.groups.flatMap((g) => g.options).find((o) => o.id === id)?.count;

    const first = await get(facetsUrl);
    expect(first.statusCode).toBe(200);
    expect(countOf(first.json(), franchise.id)).toBe(1);
    const queries = vi.spyOn(db, 'select');
    try {
      // The same selection in another order is the same entry.
      const again = await get(`/api/products/facets?categoryId=${categoryId}&tags=${franchise.id},${size.id}`);
      expect(again.body).toBe(first.body);
      expect(queries).not.toHaveBeenCalled();
      expect((await get(facetsUrl, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    } finally {
      queries.mockRestore();
    }

    // A product gains the tag: unseen until the change is announced, then counted.
    const other = await createProduct(db, { categoryId });
    await createFilterTag(db, 'size', { categoryIds: [categoryId], productIds: [other.id] });
    await db.insert(productTagAssignments).values({ productId: other.id, tagId: franchise.id });
    expect((await get(facetsUrl)).body).toBe(first.body);
    await announce(store);
    const after = (await get(facetsUrl)).json() as ProductFacets;
    expect(after.groups.find((g) => g.type === 'size')!.options).toHaveLength(2);
  });
});
