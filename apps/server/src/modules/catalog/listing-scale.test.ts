import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LISTING_DEPTH_CAP, listingPageLimit, type ProductFacets } from '@marquee/contracts';
import { productCategoryAssignments, productTagAssignments, products } from '../../db/schema/index.js';
import { testStoreForFile } from '../../test/app.js';
import { createCategory, createFilterTag, createProduct } from '../../test/factories.js';
import { listFacets } from './facet-queries.js';
import { listProducts } from './product-queries.js';

const store = testStoreForFile();

const get = (url: string) => store.app.inject({ method: 'GET', url });
const db = () => store.database.db;

/** The listing and facets straight from the queries (the HTTP responses are cached, decision 032). */
async function shopperSees(categoryId: number, tags?: number[]) {
  const [list, facets] = await Promise.all([
    listProducts(db(), { categoryId, tags, sort: 'newest', page: 1, pageSize: 24 }),
    listFacets(db(), { categoryId, tags }),
  ]);
  const count = (tagId: number) => facets.groups.flatMap((g) => g.options).find((o) => o.id === tagId)?.count;
  return { ids: list.items.map((p) => p.id), total: list.total, count, facets };
}

describe('issue 15 bounded listing pages', () => {
  it('answers 400 naming page past the depth cap, and serves the last page offered', async () => {
    const last = listingPageLimit(24);
    expect(last).toBe(Math.ceil(LISTING_DEPTH_CAP / 24));
    const past = await get(`/api/products?page=${last + 1}&pageSize=24`);
    expect(past.statusCode).toBe(400);
    expect(Object.keys(past.json().error.fields)).toEqual(['page']);
    expect((await get(`/api/products?page=${last}&pageSize=24`)).statusCode).toBe(200);
    // The cap is in products: bigger pages end sooner.
    expect((await get(`/api/products?page=${listingPageLimit(100) + 1}&pageSize=100`)).statusCode).toBe(400);
  });

  it('SF-CAT-01 gives an unfiltered listing its exact size, not capped', async () => {
    const category = await createCategory(db());
    for (let i = 0; i < 3; i++) await createProduct(db(), { categoryId: category.id });
    const body = (await get(`/api/products?categoryId=${category.id}`)).json();
    expect(body).toMatchObject({ total: 3, totalIsCapped: false });
    const tag = await createFilterTag(db(), 'promotion', { productIds: [body.items[0].id] });
    const filtered = (await get(`/api/products?categoryId=${category.id}&tags=${tag.id}`)).json();
    expect(filtered).toMatchObject({ total: 1, totalIsCapped: false });
  });
});

describe('issue 15 listing memberships and kept facet counts follow every write', () => {
  it('SF-CAT-11 lists a product through an extra category and counts its tags there', async () => {
    const toys = await createCategory(db());
    const other = await createCategory(db());
    const product = await createProduct(db(), { categoryId: other.id });
    const tag = await createFilterTag(db(), 'franchise', { categoryIds: [toys.id], productIds: [product.id] });
    expect((await shopperSees(toys.id)).ids).toEqual([]);

    await db().insert(productCategoryAssignments).values({ productId: product.id, categoryId: toys.id });
    let toysView = await shopperSees(toys.id);
    expect(toysView.ids).toEqual([product.id]);
    expect(toysView.total).toBe(1);
    expect(toysView.count(tag.id)).toBe(1);

    // Also listed in its primary category: still one product, counted once.
    await db().update(products).set({ categoryId: toys.id }).where(eq(products.id, product.id));
    toysView = await shopperSees(toys.id);
    expect(toysView.total).toBe(1);
    expect(toysView.count(tag.id)).toBe(1);

    await db().update(products).set({ categoryId: other.id }).where(eq(products.id, product.id));
    await db().delete(productCategoryAssignments).where(eq(productCategoryAssignments.productId, product.id));
    toysView = await shopperSees(toys.id);
    expect(toysView.ids).toEqual([]);
    expect(toysView.total).toBe(0);
    expect(toysView.count(tag.id)).toBe(0);
  });

  it('a product moved to another category leaves the old listing and its facets and joins the new one at once', async () => {
    const from = await createCategory(db());
    const to = await createCategory(db());
    const moving = await createProduct(db(), { categoryId: from.id });
    const staying = await createProduct(db(), { categoryId: from.id });
    const tag = await createFilterTag(db(), 'size', {
      categoryIds: [from.id, to.id],
      productIds: [moving.id, staying.id],
    });
    expect((await shopperSees(from.id)).count(tag.id)).toBe(2);

    await db().update(products).set({ categoryId: to.id }).where(eq(products.id, moving.id));
    const fromView = await shopperSees(from.id);
    const toView = await shopperSees(to.id);
    expect(fromView.ids).toEqual([staying.id]);
    expect(fromView.count(tag.id)).toBe(1);
    expect(toView.ids).toEqual([moving.id]);
    expect(toView.count(tag.id)).toBe(1);
    // Through the API too: the write's live event clears the cached responses.
    expect((await get(`/api/products?categoryId=${to.id}`)).json().total).toBe(1);
  });

  it('archived and deleted products leave listings, totals and facet counts', async () => {
    const category = await createCategory(db());
    const archived = await createProduct(db(), { categoryId: category.id });
    const deleted = await createProduct(db(), { categoryId: category.id });
    const kept = await createProduct(db(), { categoryId: category.id });
    const tag = await createFilterTag(db(), 'general', {
      categoryIds: [category.id],
      productIds: [archived.id, deleted.id, kept.id],
    });
    expect((await shopperSees(category.id)).count(tag.id)).toBe(3);

    await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived.id));
    await db().delete(products).where(eq(products.id, deleted.id));
    const view = await shopperSees(category.id);
    expect(view.ids).toEqual([kept.id]);
    expect(view.total).toBe(1);
    expect(view.count(tag.id)).toBe(1);
    const all = await listProducts(db(), { sort: 'newest', page: 1, pageSize: 100 });
    expect(all.items.map((p) => p.id)).not.toContain(archived.id);
  });

  it('SF-CAT-05 facet counts follow tags added to and removed from products', async () => {
    const category = await createCategory(db());
    const a = await createProduct(db(), { categoryId: category.id });
    const b = await createProduct(db(), { categoryId: category.id });
    const franchise = await createFilterTag(db(), 'franchise', { categoryIds: [category.id], productIds: [a.id] });
    const size = await createFilterTag(db(), 'size', { categoryIds: [category.id], productIds: [a.id, b.id] });
    await db().insert(productTagAssignments).values({ productId: b.id, tagId: franchise.id });
    let view = await shopperSees(category.id);
    expect(view.count(franchise.id)).toBe(2);
    expect(view.facets.countsAreEstimates).toBe(false);

    await db().delete(productTagAssignments).where(eq(productTagAssignments.productId, a.id));
    view = await shopperSees(category.id);
    expect(view.count(franchise.id)).toBe(1);
    expect(view.count(size.id)).toBe(1);
    // With a selection in the other group the counts are taken over the narrowed listing.
    const narrowed: ProductFacets = (await shopperSees(category.id, [size.id])).facets;
    expect(narrowed.groups.find((g) => g.type === 'franchise')!.options[0]!.count).toBe(1);
  });
});
