import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@marquee/contracts';
import { categories, productCategoryAssignments, products, productTagAssignments } from '../../../db/schema/index.js';
import { signInAdmin, lastAuditRow } from '../../../test/admin.js';
import { signUp, TestClient, testStoreForFile } from '../../../test/app.js';
import { expectLiveEvent, liveEventsForFile } from '../../../test/live-events.js';
import { createCategory, createFilterTag, createProduct } from '../../../test/factories.js';

const store = testStoreForFile();
const events = liveEventsForFile(store);
let admin: TestClient;
let customer: TestClient;

beforeAll(async () => {
  admin = await signInAdmin(store);
  customer = new TestClient(store.app);
  await signUp(customer);
});

const { categories: listPath, category, categoryFilters, productTags: tagsPath, productTag } = apiPaths.admin;
let sequence = 0;
const unique = (name: string) => `${name} ${++sequence}${Math.random().toString(36).slice(2, 6)}`;

/** The newest audit row of a resource's row. */
const lastAudit = (resource: string, id: number | string) => lastAuditRow(store.database.db, resource, id);

const expectEvent = (type: string, since: number) => expectLiveEvent(events, type, since);

describe('admin categories and tags: access (ADM-SHELL-03, R-03)', () => {
  const routes: Array<['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string]> = [
    ['GET', listPath.href()],
    ['POST', listPath.href()],
    ['GET', category.href(1)],
    ['PUT', category.href(1)],
    ['DELETE', category.href(1)],
    ['PUT', categoryFilters.href(1)],
    ['GET', tagsPath.href()],
    ['POST', tagsPath.href()],
    ['GET', productTag.href(1)],
    ['PATCH', productTag.href(1)],
    ['DELETE', productTag.href(1)],
  ];
  it.each(routes)('%s %s answers 401 to a guest and 403 to a customer', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect((await new TestClient(store.app).request(method, url, body)).statusCode).toBe(401);
    expect((await customer.request(method, url, body)).statusCode).toBe(403);
  });
});

describe('admin categories: create (ADM-CATG-01)', () => {
  it('ADM-CATG-01 stores name, description and the Hebrew translation, makes a unique slug and answers with the new row', async () => {
    const name = unique('Retro Posters');
    const since = events.length;
    const first = await admin.post(listPath.href(), {
      name: `  ${name}  `,
      description: 'Old film posters',
      translations: { he: { name: 'פוסטרים רטרו', description: 'פוסטרים ישנים' } },
    });
    expect(first.statusCode).toBe(201);
    const row = first.json();
    expect(row).toMatchObject({
      id: expect.any(Number),
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      description: 'Old film posters',
      translations: { he: { name: 'פוסטרים רטרו', description: 'פוסטרים ישנים' } },
      productCount: 0,
      filterTagIds: [],
    });

    // The same name again gets the next free slug.
    const second = await admin.post(listPath.href(), { name });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ slug: `${row.slug}-2`, description: '', translations: {} });

    const audit = await lastAudit('categories', row.id);
    expect(audit).toMatchObject({ action: 'create', after: expect.objectContaining({ name }) });
    expect(audit!.actorEmail).toMatch(/^admin/);
    await expectEvent('categories-changed', since);

    // The storefront's category page reads it, Hebrew included (SF-CAT-01).
    const page = await new TestClient(store.app).get(apiPaths.category.href(row.id));
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name, translations: { he: { name: 'פוסטרים רטרו' } } });
  });

  it.each([
    ['no name', { description: 'x' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
    ['a description that is not text', { name: 'Ok', description: 5 }, 'description'],
    [
      'an English translation (name and description are English)',
      { name: 'Ok', translations: { en: { name: 'x' } } },
      'translations.en',
    ],
    ['an unknown field', { name: 'Ok', slug: 'mine' }, 'slug'],
  ])('refuses %s with a 400 naming %s', async (_label, body, field) => {
    const response = await admin.post(listPath.href(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
  });
});

describe('admin categories: list and read', () => {
  it('searches by name (English or Hebrew), sorts, pages and counts products and filters', async () => {
    const db = store.database.db;
    const marker = `zq${Math.random().toString(36).slice(2, 7)}`;
    const b = await createCategory(db, { name: `${marker} Bravo`, slug: `${marker}-b` });
    const a = await createCategory(db, {
      name: `${marker} alpha`,
      slug: `${marker}-a`,
      translations: { he: { name: `${marker} עברית` } },
    });
    const primary = await createProduct(db, { categoryId: a.id });
    const assigned = await createProduct(db);
    await db.insert(productCategoryAssignments).values({ productId: assigned.id, categoryId: a.id });
    await createProduct(db, { categoryId: a.id, archivedAt: new Date() });
    const tag = await createFilterTag(db, 'size', { categoryIds: [a.id] });

    const byName = await admin.get(listPath.href({ q: marker.toUpperCase(), sort: 'name', dir: 'asc' }));
    expect(byName.statusCode).toBe(200);
    const list = byName.json();
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(list.items.map((c: { id: number }) => c.id)).toEqual([a.id, b.id]);
    expect(list.items[0]).toMatchObject({ productCount: 2, filterTagIds: [tag.id] });
    expect(list.items[1]).toMatchObject({ productCount: 0, filterTagIds: [] });
    expect(primary.categoryId).toBe(a.id);

    const desc = await admin.get(listPath.href({ q: marker, sort: 'name', dir: 'desc', pageSize: '1' }));
    expect(desc.json()).toMatchObject({ total: 2, items: [{ id: b.id }] });

    const hebrew = await admin.get(listPath.href({ q: `${marker} עבר` }));
    expect(hebrew.json().items.map((c: { id: number }) => c.id)).toEqual([a.id]);

    expect((await admin.get(category.href(a.id))).json()).toMatchObject({ id: a.id, productCount: 2 });
  });

  it.each([
    [{ sort: 'price' }, 'sort'],
    [{ dir: 'up' }, 'dir'],
    [{ pageSize: '101' }, 'pageSize'],
    [{ page: '0' }, 'page'],
    [{ colour: 'red' }, 'colour'],
  ])('refuses the list query %o with a 400 naming %s', async (query, field) => {
    const response = await admin.get(listPath.href(query as Record<string, string>));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
  });

  it('answers 404 for an unknown category and 400 naming categoryId for a bad id', async () => {
    expect((await admin.get(category.href(2_000_000))).statusCode).toBe(404);
    expect((await admin.put(category.href(2_000_000), { name: 'x' })).statusCode).toBe(404);
    expect((await admin.delete(category.href(2_000_000))).statusCode).toBe(404);
    expect((await admin.put(categoryFilters.href(2_000_000), { tagIds: [] })).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '99999999999']) {
      const response = await admin.get(category.href(bad));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('categoryId');
    }
  });
});

describe('admin categories: update (ADM-CATG-02)', () => {
  it('ADM-CATG-02 editing English updates name and description; the Hebrew translation is kept apart; a stored English translation is dropped', async () => {
    const db = store.database.db;
    const original = await createCategory(db, {
      translations: { en: { name: 'Stale English' }, he: { name: 'ישן' }, fr: { name: 'Affiches' } },
    });
    const since = events.length;
    const response = await admin.put(category.href(original.id), {
      name: 'Renamed Posters',
      description: 'New words',
      translations: { he: { name: 'פוסטרים', description: 'תיאור' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: original.id,
      slug: original.slug,
      name: 'Renamed Posters',
      description: 'New words',
      translations: { he: { name: 'פוסטרים', description: 'תיאור' } },
    });
    const [stored] = await db.select().from(categories).where(eq(categories.id, original.id));
    expect(stored!.translations).toEqual({ he: { name: 'פוסטרים', description: 'תיאור' }, fr: { name: 'Affiches' } });

    const audit = await lastAudit('categories', original.id);
    expect(audit).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ name: original.name }),
      after: expect.objectContaining({ name: 'Renamed Posters' }),
    });
    await expectEvent('categories-changed', since);

    // The storefront shows the new English name (the stale English translation no longer wins).
    const page = (await new TestClient(store.app).get(apiPaths.category.href(original.id))).json();
    expect(page.name).toBe('Renamed Posters');
    expect(page.translations.en).toBeUndefined();

    // Clearing the Hebrew texts removes the translation.
    const cleared = await admin.put(category.href(original.id), {
      name: 'Renamed Posters',
      translations: { he: { name: ' ', description: '' } },
    });
    expect(cleared.json().translations).toEqual({});
  });

  it('refuses a blank name on update with a 400 naming name', async () => {
    const existing = await createCategory(store.database.db);
    const response = await admin.put(category.href(existing.id), { name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('name');
  });
});

describe('admin categories: filter tags (ADM-CATG-04)', () => {
  it('ADM-CATG-04 replaces the filter rows, and the category page offers exactly those filters', async () => {
    const db = store.database.db;
    const cat = await createCategory(db);
    const product = await createProduct(db, { categoryId: cat.id });
    const size = await createFilterTag(db, 'size', { categoryIds: [cat.id], productIds: [product.id] });
    const age = await createFilterTag(db, 'age', { productIds: [product.id] });
    const franchise = await createFilterTag(db, 'franchise', { productIds: [product.id] });

    const since = events.length;
    const response = await admin.put(categoryFilters.href(cat.id), { tagIds: [franchise.id, age.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().filterTagIds).toEqual([age.id, franchise.id].sort((x, y) => x - y));
    expect(await lastAudit('categories', cat.id)).toMatchObject({
      action: 'update',
      before: { filterTagIds: [size.id] },
      after: { filterTagIds: [age.id, franchise.id].sort((x, y) => x - y) },
    });
    await expectEvent('categories-changed', since);

    const facets = await new TestClient(store.app).get(apiPaths.productFacets.href({ categoryId: String(cat.id) }));
    const offered = facets.json().groups.flatMap((g: { options: Array<{ id: number }> }) => g.options.map((o) => o.id));
    expect(offered.sort()).toEqual([age.id, franchise.id].sort());

    // An empty list removes every filter.
    expect((await admin.put(categoryFilters.href(cat.id), { tagIds: [] })).json().filterTagIds).toEqual([]);
  });

  it.each([
    ['an unknown tag id', { tagIds: [2_000_000] }],
    ['a repeated tag id', { tagIds: [1, 1] }],
    ['ids that are not ids', { tagIds: ['x'] }],
    ['no list', {}],
  ])('refuses %s with a 400 naming tagIds, changing nothing', async (_label, body) => {
    const db = store.database.db;
    const cat = await createCategory(db);
    const tag = await createFilterTag(db, 'general', { categoryIds: [cat.id] });
    const response = await admin.put(categoryFilters.href(cat.id), body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)[0]).toMatch(/^tagIds/);
    expect((await admin.get(category.href(cat.id))).json().filterTagIds).toEqual([tag.id]);
  });
});

describe('admin categories: delete (ADM-CATG-03)', () => {
  it('ADM-CATG-03 deletes the category; its products stay without a primary category and the answer counts them', async () => {
    const db = store.database.db;
    const cat = await createCategory(db);
    const one = await createProduct(db, { categoryId: cat.id });
    const two = await createProduct(db, { categoryId: cat.id });
    const assigned = await createProduct(db);
    await db.insert(productCategoryAssignments).values({ productId: assigned.id, categoryId: cat.id });
    await createFilterTag(db, 'size', { categoryIds: [cat.id] });

    const since = events.length;
    const response = await admin.delete(category.href(cat.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, productsWithoutCategory: 2 });

    const left = await db.select().from(products).where(eq(products.id, one.id));
    expect(left[0]!.categoryId).toBeNull();
    expect((await db.select().from(products).where(eq(products.id, two.id))).length).toBe(1);
    expect(
      await db.select().from(productCategoryAssignments).where(eq(productCategoryAssignments.categoryId, cat.id)),
    ).toEqual([]);

    expect(await lastAudit('categories', cat.id)).toMatchObject({
      action: 'delete',
      before: expect.objectContaining({ name: cat.name, productsWithoutCategory: 2 }),
      after: null,
    });
    await expectEvent('categories-changed', since);

    const shopper = new TestClient(store.app);
    expect((await shopper.get(apiPaths.category.href(cat.id))).statusCode).toBe(404);
    expect((await shopper.get(apiPaths.product.href(one.id))).json().category).toBeNull();
    expect((await admin.delete(category.href(cat.id))).statusCode).toBe(404);
  });
});

describe('admin product tags (ADM-TAG-01, ADM-TAG-02)', () => {
  it('ADM-TAG-02 stores the name lower-case and trimmed, with its type; a duplicate after normalising is a 409 naming name', async () => {
    const name = unique('  Mixed Case');
    const since = events.length;
    const response = await admin.post(tagsPath.href(), { name: `${name}  `, tagType: 'character' });
    expect(response.statusCode).toBe(201);
    const tag = response.json();
    expect(tag).toMatchObject({
      name: name.trim().toLowerCase(),
      tagType: 'character',
      productCount: 0,
      categoryCount: 0,
    });
    expect(await lastAudit('product-tags', tag.id)).toMatchObject({
      action: 'create',
      after: expect.objectContaining({ name: tag.name }),
    });
    await expectEvent('categories-changed', since);

    const again = await admin.post(tagsPath.href(), { name: name.toUpperCase(), tagType: 'general' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toHaveProperty('name');
  });

  it.each([
    ['no name', { tagType: 'size' }, 'name'],
    ['a blank name', { name: '   ', tagType: 'size' }, 'name'],
    ['a name of 61 characters', { name: 'x'.repeat(61), tagType: 'size' }, 'name'],
    ['an unknown type', { name: 'ok', tagType: 'colour' }, 'tagType'],
    ['no type', { name: 'ok' }, 'tagType'],
  ])('refuses %s with a 400 naming %s', async (_label, body, field) => {
    const response = await admin.post(tagsPath.href(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
  });

  it('ADM-TAG-01 lists tags ordered by name, filtered by type and searched', async () => {
    const marker = `tq${Math.random().toString(36).slice(2, 7)}`;
    for (const [name, tagType] of [
      [`${marker} zeta`, 'size'],
      [`${marker} alpha`, 'size'],
      [`${marker} mid`, 'age'],
    ])
      expect((await admin.post(tagsPath.href(), { name, tagType })).statusCode).toBe(201);

    const all = (await admin.get(tagsPath.href({ q: marker }))).json();
    expect(all.items.map((t: { name: string }) => t.name)).toEqual([
      `${marker} alpha`,
      `${marker} mid`,
      `${marker} zeta`,
    ]);
    const sizes = (await admin.get(tagsPath.href({ q: marker, tagType: 'size' }))).json();
    expect(sizes).toMatchObject({ total: 2 });
    expect(sizes.items.map((t: { name: string }) => t.name)).toEqual([`${marker} alpha`, `${marker} zeta`]);
    const bad = await admin.get(tagsPath.href({ tagType: 'colour' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('tagType');
  });

  it('updates name and type (normalised), refusing a name another tag has', async () => {
    const db = store.database.db;
    const one = await createFilterTag(db, 'age');
    const other = await createFilterTag(db, 'size');
    const response = await admin.request('PATCH', productTag.href(one.id), { name: '  Kids Only ', tagType: 'gender' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: one.id, name: 'kids only', tagType: 'gender' });
    expect(await lastAudit('product-tags', one.id)).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ name: one.name, tagType: 'age' }),
      after: expect.objectContaining({ name: 'kids only', tagType: 'gender' }),
    });

    const clash = await admin.request('PATCH', productTag.href(one.id), { name: other.name.toUpperCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toHaveProperty('name');
    const badType = await admin.request('PATCH', productTag.href(one.id), { tagType: 'weird' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.fields).toHaveProperty('tagType');
    expect((await admin.request('PATCH', productTag.href(2_000_000), { name: 'x' })).statusCode).toBe(404);
    expect((await admin.get(productTag.href('x'))).json().error.fields).toHaveProperty('tagId');
  });

  it('deletes a tag in use with its assignments, saying how many products and categories lost it; the storefront no longer offers it', async () => {
    const db = store.database.db;
    const cat = await createCategory(db);
    const product = await createProduct(db, { categoryId: cat.id });
    const tag = await createFilterTag(db, 'franchise', { categoryIds: [cat.id], productIds: [product.id] });
    expect((await admin.get(productTag.href(tag.id))).json()).toMatchObject({ productCount: 1, categoryCount: 1 });

    const since = events.length;
    const response = await admin.delete(productTag.href(tag.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, productsUntagged: 1, categoriesWithoutFilter: 1 });
    expect(await lastAudit('product-tags', tag.id)).toMatchObject({
      action: 'delete',
      before: expect.objectContaining({ name: tag.name }),
    });
    await expectEvent('categories-changed', since);

    const facets = await new TestClient(store.app).get(apiPaths.productFacets.href({ categoryId: String(cat.id) }));
    expect(facets.json().groups).toEqual([]);
    expect((await admin.get(category.href(cat.id))).json().filterTagIds).toEqual([]);
    expect((await admin.delete(productTag.href(tag.id))).statusCode).toBe(404);
  });

  it('issue 29 a tag’s Hebrew display name: written (the key stays lower-case), returned, audited, on the listing filters; kept when left out; too long is a 400 naming it', async () => {
    const db = store.database.db;
    const cat = await createCategory(db);
    const product = await createProduct(db, { categoryId: cat.id });
    const key = unique('Gift Idea').toLowerCase();
    const created = await admin.post(tagsPath.href(), {
      name: key,
      tagType: 'general',
      translations: { he: { name: ' רעיון למתנה ' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const tag = created.json();
    expect(tag).toMatchObject({ name: key, translations: { he: { name: 'רעיון למתנה' } } });
    expect(await lastAudit('product-tags', tag.id)).toMatchObject({
      after: expect.objectContaining({ translations: { he: { name: 'רעיון למתנה' } } }),
    });
    await db.insert(productTagAssignments).values({ productId: product.id, tagId: tag.id });
    await admin.put(categoryFilters.href(cat.id), { tagIds: [tag.id] });
    const facets = (
      await new TestClient(store.app).get(apiPaths.productFacets.href({ categoryId: String(cat.id) }))
    ).json();
    const option = facets.groups
      .flatMap((g: { options: Array<{ id: number }> }) => g.options)
      .find((o: { id: number }) => o.id === tag.id);
    expect(option).toMatchObject({ name: key, translations: { he: { name: 'רעיון למתנה' } } });

    // A change of type alone keeps the Hebrew name; a blank one removes it.
    const retyped = await admin.request('PATCH', productTag.href(tag.id), { tagType: 'promotion' });
    expect(retyped.json().translations.he.name).toBe('רעיון למתנה');
    const cleared = await admin.request('PATCH', productTag.href(tag.id), { translations: { he: { name: ' ' } } });
    expect(cleared.json().translations.he.name).toBe('');

    const long = await admin.request('PATCH', productTag.href(tag.id), {
      translations: { he: { name: 'א'.repeat(61) } },
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(['translations.he.name']);
  });
});
