import { describe, expect, it } from 'vitest';
import type { ProductFacets } from '@marquee/contracts';
import { testStoreForFile } from '../../test/app.js';
import { createCategory, createFilterTag, createProduct } from '../../test/factories.js';

const store = testStoreForFile();

const get = (url: string) => store.app.inject({ method: 'GET', url });
const ids = (body: { items: { id: number }[] }) => body.items.map((p) => p.id).sort((a, b) => a - b);

/**
 * A category with four products and two filter groups:
 *   franchise: nebula (tee, mug, cap), ember (plush)
 *   size:      small (tee, plush), large (mug)
 */
async function filteredCategory() {
  const db = store.database.db;
  const category = await createCategory(db);
  const inCategory = { categoryId: category.id };
  const tee = await createProduct(db, { title: 'Tee', ...inCategory });
  const mug = await createProduct(db, { title: 'Mug', ...inCategory });
  const cap = await createProduct(db, { title: 'Cap', ...inCategory });
  const plush = await createProduct(db, { title: 'Plush', ...inCategory });
  const elsewhere = await createProduct(db, { title: 'Elsewhere' });
  const on = (productIds: number[]) => ({ categoryIds: [category.id], productIds });
  const nebula = await createFilterTag(db, 'franchise', on([tee.id, mug.id, cap.id, elsewhere.id]));
  const ember = await createFilterTag(db, 'franchise', on([plush.id]));
  const small = await createFilterTag(db, 'size', on([tee.id, plush.id]));
  const large = await createFilterTag(db, 'size', on([mug.id]));
  return { category, tee, mug, cap, plush, nebula, ember, small, large };
}

describe('GET /api/products with tags', () => {
  it('SF-CAT-07 ANDs across groups and ORs within a group', async () => {
    const c = await filteredCategory();
    const list = async (tags: number[]) =>
      ids((await get(`/api/products?categoryId=${c.category.id}&tags=${tags.join(',')}`)).json());

    expect(await list([c.nebula.id])).toEqual([c.tee.id, c.mug.id, c.cap.id].sort((a, b) => a - b));
    // Within a group: either franchise.
    expect(await list([c.nebula.id, c.ember.id])).toHaveLength(4);
    // Across groups: nebula AND small.
    expect(await list([c.nebula.id, c.small.id])).toEqual([c.tee.id]);
    // nebula AND (small OR large).
    expect(await list([c.nebula.id, c.small.id, c.large.id])).toEqual([c.tee.id, c.mug.id].sort((a, b) => a - b));
    const body = (await get(`/api/products?categoryId=${c.category.id}&tags=${c.ember.id},${c.large.id}`)).json();
    expect(body.total).toBe(0);
  });

  it('answers 400 naming tags for a malformed list', async () => {
    for (const tags of ['abc', '1,,2', '0', '99999999999']) {
      const response = await get(`/api/products?tags=${tags}`);
      expect(response.statusCode, tags).toBe(400);
      // 'tags', or 'tags.0' for a well-formed list holding an id out of range.
      expect(Object.keys(response.json().error.fields).join()).toMatch(/^tags\b/);
    }
  });
});

describe('GET /api/products/facets', () => {
  it('SF-CAT-05 groups a category’s filters by tag type with counts from the other groups', async () => {
    const c = await filteredCategory();
    const facets = async (tags = '') =>
      (await get(`/api/products/facets?categoryId=${c.category.id}${tags && `&tags=${tags}`}`)).json() as ProductFacets;
    const countOf = (f: ProductFacets, id: number) =>
      f.groups.flatMap((g) => g.options).find((o) => o.id === id)?.count;

    const none = await facets();
    expect(none.groups.map((g) => g.type)).toEqual(['franchise', 'size']);
    // Only this category's products count: 'Elsewhere' carries nebula too but is not counted.
    expect(countOf(none, c.nebula.id)).toBe(3);
    expect(countOf(none, c.small.id)).toBe(2);

    // With 'small' selected, franchise counts narrow to small products, while the size group
    // keeps its own counts (a sibling value stays available to OR in).
    const small = await facets(String(c.small.id));
    expect(countOf(small, c.nebula.id)).toBe(1);
    expect(countOf(small, c.ember.id)).toBe(1);
    expect(countOf(small, c.large.id)).toBe(1);
    expect(small.groups.find((g) => g.type === 'size')!.options.find((o) => o.id === c.small.id)!.selected).toBe(true);

    // With 'ember' selected, sizes count ember products only: large has none.
    const ember = await facets(String(c.ember.id));
    expect(countOf(ember, c.large.id)).toBe(0);
    expect(countOf(ember, c.small.id)).toBe(1);
  });

  it('SF-CAT-06 returns no groups for a category without filters', async () => {
    const category = await createCategory(store.database.db);
    expect((await get(`/api/products/facets?categoryId=${category.id}`)).json()).toEqual({
      groups: [],
      countsAreEstimates: false,
    });
  });

  it('R-35 offers every tag in use on the all-products listing', async () => {
    const db = store.database.db;
    const product = await createProduct(db);
    const used = await createFilterTag(db, 'promotion', { productIds: [product.id] });
    const unused = await createFilterTag(db, 'promotion');
    const body = (await get('/api/products/facets')).json() as ProductFacets;
    const options = body.groups.flatMap((g) => g.options.map((o) => o.id));
    expect(options).toContain(used.id);
    expect(options).not.toContain(unused.id);
  });
});

describe('GET /api/categories/:id', () => {
  it('SF-CAT-01 returns the heading data with translations', async () => {
    const category = await createCategory(store.database.db, {
      name: 'Posters',
      description: 'Prints',
      translations: { he: { name: 'פוסטרים' } },
    });
    const body = (await get(`/api/categories/${category.id}`)).json();
    expect(body).toMatchObject({ id: category.id, name: 'Posters', description: 'Prints' });
    expect(body.translations.he.name).toBe('פוסטרים');
  });

  it('SF-CAT-10 answers 404 for an unknown category and 400 for a bad id', async () => {
    expect((await get('/api/categories/999999')).statusCode).toBe(404);
    expect((await get('/api/categories/abc')).statusCode).toBe(400);
  });
});
