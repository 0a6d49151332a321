import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths, type AdminDreamBoxCategory, type AdminDreamBoxCategoryList } from '@marquee/contracts';
import {
  dreamBoxCategories,
  dreamBoxSubscriptionCategories,
  dreamBoxSubscriptions,
  siteSettings,
  user,
} from '../../../db/schema/index.js';
import { signInAdmin, lastAuditRow } from '../../../test/admin.js';
import { testStoreForFile, signUp, TestClient } from '../../../test/app.js';
import { createFilm, createProduct } from '../../../test/factories.js';

const store = testStoreForFile();
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

const { dreamBoxPrice, dreamBoxCategories: categoriesPath, dreamBoxCategory } = apiPaths.admin;
const tag = () => `Zd${Math.random().toString(36).slice(2, 8)}`;

const lastAudit = (resource: string, resourceId: string | number) =>
  lastAuditRow(store.database.db, resource, resourceId);

async function createCategory(body: Record<string, unknown>) {
  const response = await admin.post(categoriesPath.href(), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminDreamBoxCategory;
}

describe('issue 13 admin Dream Box: access', () => {
  it('ADM-SHELL-03 R-03 refuses guests (401) and customers (403) on every Dream Box route', async () => {
    const [category] = await store.database.db.insert(dreamBoxCategories).values({ name: 'Guarded' }).returning();
    const guest = new TestClient(store.app);
    const customer = new TestClient(store.app);
    await signUp(customer);
    const routes = [
      ['GET', dreamBoxPrice.href(), undefined],
      ['PUT', dreamBoxPrice.href(), { price: 1 }],
      ['GET', categoriesPath.href(), undefined],
      ['POST', categoriesPath.href(), { name: 'Hack' }],
      ['GET', dreamBoxCategory.href(category!.id), undefined],
      ['PUT', dreamBoxCategory.href(category!.id), { name: 'Hack' }],
      ['DELETE', dreamBoxCategory.href(category!.id), undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await guest.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await customer.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [still] = await store.database.db
      .select()
      .from(dreamBoxCategories)
      .where(eq(dreamBoxCategories.id, category!.id));
    expect(still?.name).toBe('Guarded');
  });
});

describe('issue 13 admin Dream Box: price', () => {
  it('ADM-DBOX-01 SF-DBOX-06 reads 29.99 when unset; bad prices are 400s naming price and change nothing', async () => {
    expect((await admin.get(dreamBoxPrice.href())).json()).toEqual({ price: 29.99, priceCents: 2999 });
    for (const price of ['abc', -5, 0, null, 12.345, 100_000, '34.50']) {
      const response = await admin.put(dreamBoxPrice.href(), { price });
      expect(response.statusCode, JSON.stringify(price)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['price']);
    }
    const missing = await admin.put(dreamBoxPrice.href(), {});
    expect(Object.keys(missing.json().error.fields)).toEqual(['price']);
    expect((await admin.get(dreamBoxPrice.href())).json().price).toBe(29.99);
  });

  it('R-19 SF-DBOX-09 a new price is what the home promotion, the checkout quote and a new subscription charge use at once', async () => {
    const shopper = new TestClient(store.app);
    // Warm every read before the change.
    expect((await shopper.get(apiPaths.settings.href())).json().dreamBoxPriceCents).toBe(2999);
    expect((await shopper.post(apiPaths.checkoutQuote.href(), { dreamBox: true })).json().usd.dreamBox).toBe(2999);

    const saved = await admin.put(dreamBoxPrice.href(), { price: 34.5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ price: 34.5, priceCents: 3450 });
    const [setting] = await store.database.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.settingKey, 'dream_box_price'));
    expect(setting?.settingValue).toBe(34.5);
    expect(await lastAudit('dream-box', 'price')).toMatchObject({ action: 'create', after: { price: 34.5 } });

    expect((await shopper.get(apiPaths.settings.href())).json().dreamBoxPriceCents).toBe(3450);
    await createProduct(store.database.db, { priceCents: 10_000, stockQuantity: 5 }).then((product) =>
      shopper.post(apiPaths.cartItems.href(), { productId: product.id, quantity: 1 }),
    );
    const quote = (await shopper.post(apiPaths.checkoutQuote.href(), { dreamBox: true })).json();
    expect(quote.usd).toMatchObject({ subtotal: 10_000, dreamBox: 3450, total: 13_450 });

    const customer = new TestClient(store.app);
    await signUp(customer);
    const film = await createFilm(store.database.db);
    const [category] = await store.database.db.insert(dreamBoxCategories).values({ name: 'Price test' }).returning();
    const started = await customer.post(apiPaths.checkoutSubscriptions.href(), {
      filmIds: [film.id],
      categoryIds: [category!.id],
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().charge).toMatchObject({ currency: 'USD', amountMinor: 3450 });
    const [row] = await store.database.db
      .select()
      .from(dreamBoxSubscriptions)
      .where(eq(dreamBoxSubscriptions.providerSubscriptionId, started.json().subscriptionId));
    expect(row?.monthlyPriceCents).toBe(3450);

    const back = await admin.put(dreamBoxPrice.href(), { price: 29.99 });
    expect(back.json().priceCents).toBe(2999);
    expect(await lastAudit('dream-box', 'price')).toMatchObject({
      action: 'update',
      before: { price: 34.5 },
      after: { price: 29.99 },
    });
    expect((await shopper.get(apiPaths.settings.href())).json().dreamBoxPriceCents).toBe(2999);
  });
});

describe('issue 13 admin Dream Box: categories', () => {
  it('ADM-DBOX-02 lists newest first, searches the name, pages on the server', async () => {
    const t = tag();
    const db = store.database.db;
    const base = Date.UTC(2026, 0, 1);
    for (const [i, name] of ['Old', 'Middle', 'New'].entries())
      await db.insert(dreamBoxCategories).values({ name: `${t} ${name}`, createdAt: new Date(base + i * 60_000) });
    const list = (await admin.get(`${categoriesPath.href()}?q=${t}`)).json() as AdminDreamBoxCategoryList;
    expect(list.items.map((c) => c.name)).toEqual([`${t} New`, `${t} Middle`, `${t} Old`]);
    expect(list.total).toBe(3);
    const page2 = (await admin.get(`${categoriesPath.href()}?q=${t}&pageSize=2&page=2`)).json();
    expect(page2.items.map((c: AdminDreamBoxCategory) => c.name)).toEqual([`${t} Old`]);
    const byName = (await admin.get(`${categoriesPath.href()}?q=${t}&sort=name&dir=asc`)).json();
    expect(byName.items.map((c: AdminDreamBoxCategory) => c.name)).toEqual([`${t} Middle`, `${t} New`, `${t} Old`]);
  });

  it('ADM-DBOX-03 the name is trimmed and required; an empty image is stored as null; writes are audited', async () => {
    const name = `Posters ${tag()}`;
    const created = await createCategory({ name: `  ${name} `, imageUrl: '' });
    expect(created).toMatchObject({ name, imageUrl: null });
    const [stored] = await store.database.db
      .select()
      .from(dreamBoxCategories)
      .where(eq(dreamBoxCategories.id, created.id));
    expect(stored).toMatchObject({ name, imageUrl: null });
    expect(await lastAudit('dream-box/categories', created.id)).toMatchObject({ action: 'create', after: { name } });

    const updated = await admin.put(dreamBoxCategory.href(created.id), {
      name: 'Renamed',
      imageUrl: '/media/cat.webp',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, name: 'Renamed', imageUrl: '/media/cat.webp' });
    expect(await lastAudit('dream-box/categories', created.id)).toMatchObject({
      action: 'update',
      before: { name },
      after: { name: 'Renamed' },
    });
    // The checkout offers it under its new name.
    const config = (await new TestClient(store.app).get(apiPaths.checkoutConfig.href())).json();
    expect(config.dreamBox.categories).toContainEqual({
      id: created.id,
      name: 'Renamed',
      imageUrl: '/media/cat.webp',
      translations: {},
    });

    for (const body of [{ name: '' }, { name: '   ' }, {}, { name: 5 }]) {
      const response = await admin.post(categoriesPath.href(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields.name).toBe('Category name is required');
    }
    const badImage = await admin.put(dreamBoxCategory.href(created.id), { name: 'X', imageUrl: 'javascript:x' });
    expect(badImage.statusCode).toBe(400);
    expect(Object.keys(badImage.json().error.fields)).toEqual(['imageUrl']);
    const blank = await admin.put(dreamBoxCategory.href(created.id), { name: ' ' });
    expect(blank.json().error.fields).toEqual({ name: 'Category name is required' });
  });

  it('deletes a category (audited, 404 after); one a live subscription picked is kept with 409 IN_USE', async () => {
    const db = store.database.db;
    const created = await createCategory({ name: `Delete ${tag()}` });
    expect((await admin.delete(dreamBoxCategory.href(created.id))).statusCode).toBe(200);
    expect((await admin.get(dreamBoxCategory.href(created.id))).statusCode).toBe(404);
    expect((await admin.delete(dreamBoxCategory.href(created.id))).statusCode).toBe(404);
    expect((await admin.put(dreamBoxCategory.href(created.id), { name: 'x' })).statusCode).toBe(404);
    expect(await lastAudit('dream-box/categories', created.id)).toMatchObject({ action: 'delete', after: null });

    const customer = new TestClient(store.app);
    const { email } = await signUp(customer);
    const [owner] = await db.select().from(user).where(eq(user.email, email));
    const picked = await createCategory({ name: `Picked ${tag()}` });
    const [sub] = await db
      .insert(dreamBoxSubscriptions)
      .values({ userId: owner!.id, paymentProvider: 'test', status: 'active', monthlyPriceCents: 2999 })
      .returning();
    await db.insert(dreamBoxSubscriptionCategories).values({ subscriptionId: sub!.id, dreamBoxCategoryId: picked.id });
    const refused = await admin.delete(dreamBoxCategory.href(picked.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('IN_USE');
    await db.update(dreamBoxSubscriptions).set({ status: 'expired' }).where(eq(dreamBoxSubscriptions.id, sub!.id));
    expect((await admin.delete(dreamBoxCategory.href(picked.id))).statusCode).toBe(200);
    expect((await admin.get(dreamBoxCategory.href(2_000_000_000))).statusCode).toBe(404);
    expect((await admin.get(dreamBoxCategory.href('x' as unknown as number))).statusCode).toBe(400);
  });

  it('issue 29 the Hebrew name: written, returned, audited, at the checkout; kept when left out; too long is a 400 naming it', async () => {
    const name = `Plush ${tag()}`;
    const created = await createCategory({ name, translations: { he: { name: ' בובות ' } } });
    expect(created.translations).toEqual({ he: { name: 'בובות' } });
    expect(await lastAudit('dream-box/categories', created.id)).toMatchObject({
      action: 'create',
      after: { translations: { he: { name: 'בובות' } } },
    });
    const config = (await new TestClient(store.app).get(apiPaths.checkoutConfig.href())).json();
    expect(config.dreamBox.categories).toContainEqual(
      expect.objectContaining({ id: created.id, name, translations: { he: { name: 'בובות' } } }),
    );
    const kept = await admin.put(dreamBoxCategory.href(created.id), { name });
    expect(kept.json().translations).toEqual({ he: { name: 'בובות' } });
    const long = await admin.put(dreamBoxCategory.href(created.id), {
      name,
      translations: { he: { name: 'א'.repeat(101) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({
      'translations.he.name': 'Category name must have at most 100 characters',
    });
  });
});
