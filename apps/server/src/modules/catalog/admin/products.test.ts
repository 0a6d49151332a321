import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_LIST_COUNT_CAP,
  apiPaths,
  PRODUCT_STALE_WRITE_MESSAGE,
  type AdminProductBody,
  type AdminProductDetail,
  type AdminProductList,
} from '@marquee/contracts';
import { adminAuditLog, orderItems, orders, productImages, products, productTags } from '../../../db/schema/index.js';
import { signInAdmin } from '../../../test/admin.js';
import { testStoreForFile, signUp, TestClient } from '../../../test/app.js';
import { createCategory, createFilterTag, createProduct } from '../../../test/factories.js';

const store = testStoreForFile();
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

const { products: listPath, product: productPath, productFormOptions } = apiPaths.admin;
const unique = () => Math.random().toString(36).slice(2, 8);

const body = (overrides: Partial<AdminProductBody> = {}): AdminProductBody => ({
  title: `Glow Mug ${unique()}`,
  description: 'A mug that glows.',
  priceCents: 1999,
  stockQuantity: 12,
  ...overrides,
});

async function create(overrides: Partial<AdminProductBody> = {}): Promise<AdminProductDetail> {
  const response = await admin.post(listPath.href(), body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const list = async (query: Record<string, string | number>) => {
  const response = await admin.get(listPath.href(query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminProductList;
};

const auditRows = (id: number) =>
  store.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.resource, 'products'), eq(adminAuditLog.resourceId, String(id))))
    .orderBy(desc(adminAuditLog.id));

describe('issue 13 admin products: access (R-03, ADM-SHELL-03)', () => {
  it('refuses guests with 401 and customers with 403 on every product route', async () => {
    const guest = new TestClient(store.app);
    expect((await guest.get(listPath.href())).statusCode).toBe(401);
    expect((await guest.post(listPath.href(), body())).statusCode).toBe(401);
    const customer = new TestClient(store.app);
    await signUp(customer);
    expect((await customer.get(listPath.href())).statusCode).toBe(403);
    expect((await customer.delete(productPath.href(1))).statusCode).toBe(403);
  });
});

describe('issue 13 admin products: create (ADM-PROD-01, 02, 03, 04)', () => {
  it('creates a product with every field, a unique slug and an audit row', async () => {
    const category = await createCategory(store.database.db);
    const further = await createCategory(store.database.db);
    const tag = await createFilterTag(store.database.db, 'character');
    const title = `Neon Poster ${unique()}`;
    const created = await create({
      title: `  ${title}  `,
      priceCents: 2450,
      stockQuantity: 3,
      categoryId: category.id,
      categoryIds: [further.id],
      tagIds: [tag.id],
      translations: { he: { title: 'פוסטר ניאון', description: 'תיאור' } },
      isBestseller: true,
      bestsellerOrder: 4,
      badgeEnabled: true,
      badgeText: 'New',
      media: [
        { url: '/media/uploads/a.png', type: 'image', alt: 'Front' },
        { url: '/media/uploads/b.mp4', type: 'video', alt: '' },
      ],
    });
    expect(created).toMatchObject({
      title,
      priceCents: 2450,
      stockQuantity: 3,
      categoryId: category.id,
      categoryIds: [further.id],
      tagIds: [tag.id],
      translations: { he: { title: 'פוסטר ניאון', description: 'תיאור' } },
      isBestseller: true,
      bestsellerOrder: 4,
      badgeEnabled: true,
      badgeText: 'New',
      badgeColor: 'red',
      archived: false,
      version: 1,
      media: [
        { url: '/media/uploads/a.png', type: 'image', alt: 'Front' },
        { url: '/media/uploads/b.mp4', type: 'video', alt: '' },
      ],
    });
    expect(created.slug).toMatch(/^neon-poster-/);
    const again = await create({ title });
    expect(again.slug).toBe(`${created.slug}-2`);
    const [audit] = await auditRows(created.id);
    expect(audit).toMatchObject({ action: 'create', before: null });
    expect((audit!.after as AdminProductDetail).title).toBe(title);
    expect((await admin.get(productPath.href(created.id))).json()).toEqual(created);
  });

  it('answers 400 naming the field for bad input, never a 500', async () => {
    const cases: Array<[Partial<AdminProductBody> | Record<string, unknown>, string]> = [
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ priceCents: -1 }, 'priceCents'],
      [{ priceCents: 12.5 }, 'priceCents'],
      [{ stockQuantity: -3 }, 'stockQuantity'],
      [{ badgeEnabled: true, badgeText: '' }, 'badgeText'],
      [{ badgeEnabled: true, badgeText: 'x'.repeat(31) }, 'badgeText'],
      [{ badgeColor: 'url(javascript:1)' }, 'badgeColor'],
      [{ media: [{ url: 'https://evil.example/x.png', type: 'image', alt: '' }] }, 'media.0.url'],
      [{ media: [{ url: '/media/../etc/passwd', type: 'image', alt: '' }] }, 'media.0.url'],
      [{ categoryId: 999_999 }, 'categoryId'],
      [{ categoryIds: [999_999] }, 'categoryIds'],
      [{ tagIds: [999_999] }, 'tagIds'],
    ];
    for (const [overrides, field] of cases) {
      const response = await admin.post(listPath.href(), body(overrides as Partial<AdminProductBody>));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), field).toContain(field);
    }
  });

  it("refuses more than 10 media files with 'Maximum 10 files allowed' (ADM-PROD-03, R-30)", async () => {
    const media = Array.from({ length: 11 }, (_, i) => ({ url: `/media/uploads/${i}.png`, type: 'image' as const }));
    const response = await admin.post(listPath.href(), body({ media }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.media).toBe('Maximum 10 files allowed');
  });

  it('lists every category and tag for the form', async () => {
    const category = await createCategory(store.database.db);
    const tag = await createFilterTag(store.database.db, 'size');
    const options = (await admin.get(productFormOptions.href())).json();
    expect(options.categories).toContainEqual({ id: category.id, name: category.name });
    expect(options.tags).toContainEqual({ id: tag.id, name: tag.name, tagType: 'size' });
  });
});

describe('issue 13 admin products: update (ADM-PROD-01)', () => {
  it('saves the whole product, bumps the version, audits before and after', async () => {
    const created = await create({ media: [{ url: '/media/uploads/keep.png', type: 'image', alt: '' }] });
    const response = await admin.put(productPath.href(created.id), {
      ...body({ title: 'Renamed mug', priceCents: 999, stockQuantity: 0 }),
      media: [{ url: '/media/uploads/new.png', type: 'image', alt: 'New' }],
      version: created.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Renamed mug', priceCents: 999, stockQuantity: 0, version: 2 });
    const [audit] = await auditRows(created.id);
    expect(audit).toMatchObject({ action: 'update' });
    expect((audit!.before as AdminProductDetail).title).toBe(created.title);
    expect((audit!.after as AdminProductDetail).title).toBe('Renamed mug');
    const images = await store.database.db.select().from(productImages).where(eq(productImages.productId, created.id));
    expect(images.map((i) => i.url)).toEqual(['/media/uploads/new.png']);
  });

  it('answers 409 STALE_WRITE to a save naming an old version and changes nothing', async () => {
    const created = await create();
    await admin.put(productPath.href(created.id), { ...body({ title: 'First save' }), version: 1 });
    const stale = await admin.put(productPath.href(created.id), { ...body({ title: 'Second save' }), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'STALE_WRITE', message: PRODUCT_STALE_WRITE_MESSAGE });
    const now = (await admin.get(productPath.href(created.id))).json();
    expect(now).toMatchObject({ title: 'First save', version: 2 });
    expect(await auditRows(created.id)).toHaveLength(2);
  });

  it('of two concurrent saves of one version exactly one wins', async () => {
    const created = await create();
    const saves = await Promise.all(
      ['Save A', 'Save B', 'Save C'].map((title) =>
        admin.put(productPath.href(created.id), { ...body({ title }), version: created.version }),
      ),
    );
    const codes = saves.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const winner = saves.find((r) => r.statusCode === 200)!.json();
    const now = (await admin.get(productPath.href(created.id))).json();
    expect(now).toMatchObject({ title: winner.title, version: 2 });
  });

  it('answers 404 for an unknown product and 400 without a version', async () => {
    expect((await admin.get(productPath.href(999_999))).statusCode).toBe(404);
    expect((await admin.put(productPath.href(999_999), { ...body(), version: 1 })).statusCode).toBe(404);
    expect((await admin.delete(productPath.href(999_999))).statusCode).toBe(404);
    const created = await create();
    const response = await admin.put(productPath.href(created.id), body());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('version');
  });

  it('clears the best-seller order of a product that is not a best seller', async () => {
    const created = await create({ isBestseller: false, bestsellerOrder: 3 });
    expect(created.bestsellerOrder).toBeNull();
  });
});

describe('issue 13 admin products: delete', () => {
  it('deletes a product without orders with its images and tag assignments', async () => {
    const tag = await createFilterTag(store.database.db, 'general');
    const created = await create({ tagIds: [tag.id], media: [{ url: '/media/uploads/x.png', type: 'image' }] });
    const response = await admin.delete(productPath.href(created.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ archived: false });
    expect(await store.database.db.select().from(products).where(eq(products.id, created.id))).toHaveLength(0);
    expect(
      await store.database.db.select().from(productImages).where(eq(productImages.productId, created.id)),
    ).toHaveLength(0);
    // The tag itself stays: other products may carry it.
    expect(await store.database.db.select().from(productTags).where(eq(productTags.id, tag.id))).toHaveLength(1);
    const [audit] = await auditRows(created.id);
    expect(audit).toMatchObject({ action: 'delete', after: null });
  });

  it('archives a product that orders refer to, and an update with archived false restores it', async () => {
    const created = await create();
    const [order] = await store.database.db
      .insert(orders)
      .values({
        orderNumber: `MQ-PROD-${unique()}`,
        email: 'buyer@example.com',
        subtotalCents: 1999,
        totalCents: 1999,
        status: 'processing',
        paymentProvider: 'test',
      })
      .returning();
    await store.database.db.insert(orderItems).values({
      orderId: order!.id,
      productId: created.id,
      productName: created.title,
      unitPriceCents: 1999,
      quantity: 1,
    });
    const response = await admin.delete(productPath.href(created.id));
    expect(response.json()).toEqual({ archived: true });
    const archived = (await admin.get(productPath.href(created.id))).json() as AdminProductDetail;
    expect(archived).toMatchObject({ archived: true, version: 2 });
    expect((await auditRows(created.id))[0]).toMatchObject({ action: 'archive' });

    expect((await list({ q: created.title })).items).toHaveLength(0);
    expect((await list({ q: created.title, status: 'archived' })).items.map((r) => r.id)).toEqual([created.id]);

    const restored = await admin.put(productPath.href(created.id), {
      ...body({ title: created.title }),
      version: archived.version,
      archived: false,
    });
    expect(restored.json()).toMatchObject({ archived: false, version: 3 });
    expect((await list({ q: created.title })).items.map((r) => r.id)).toEqual([created.id]);
  });
});

describe('issue 13 admin products: list (ADM-PROD-05)', () => {
  const word = `Zq${unique()}`;
  let category: Awaited<ReturnType<typeof createCategory>>;
  const ids: number[] = [];

  beforeAll(async () => {
    const db = store.database.db;
    category = await createCategory(db, { name: `Shelf ${word}` });
    const rows: Array<[string, number, number]> = [
      ['Alpha', 500, 0],
      ['Bravo', 1500, 3],
      ['Charlie', 900, 40],
    ];
    for (const [i, [name, priceCents, stockQuantity]] of rows.entries()) {
      const product = await createProduct(db, {
        title: `${name} ${word}`,
        priceCents,
        stockQuantity,
        categoryId: i === 2 ? null : category.id,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
      ids.push(product.id);
    }
  });

  it('is newest first with the category name and thumbnail, searched by part of the title in any case', async () => {
    const { items, total } = await list({ q: word.toLowerCase() });
    expect(total).toBe(3);
    expect(items.map((r) => r.title)).toEqual([`Charlie ${word}`, `Bravo ${word}`, `Alpha ${word}`]);
    expect(items[1]).toMatchObject({ categoryName: `Shelf ${word}`, priceCents: 1500, archived: false });
    expect(items[1]!.thumbnailUrl).toMatch(/^\/media\//);
    expect(items[0]!.categoryName).toBeNull();
  });

  it('sorts by title, price and stock and pages the result', async () => {
    expect((await list({ q: word, sort: 'price', dir: 'asc' })).items.map((r) => r.priceCents)).toEqual([
      500, 900, 1500,
    ]);
    expect((await list({ q: word, sort: 'title', dir: 'desc' })).items.map((r) => r.id)).toEqual([
      ids[2],
      ids[1],
      ids[0],
    ]);
    expect((await list({ q: word, sort: 'stock', dir: 'desc' })).items.map((r) => r.stockQuantity)).toEqual([40, 3, 0]);
    const second = await list({ q: word, pageSize: 2, page: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((r) => r.id)).toEqual([ids[0]]);
  });

  it('filters by category and by stock (in, low = 1..5, out)', async () => {
    expect((await list({ q: word, categoryId: category.id })).items.map((r) => r.id).sort()).toEqual(
      [ids[0], ids[1]].sort(),
    );
    expect((await list({ q: word, stock: 'out' })).items.map((r) => r.id)).toEqual([ids[0]]);
    expect((await list({ q: word, stock: 'low' })).items.map((r) => r.id)).toEqual([ids[1]]);
    expect((await list({ q: word, stock: 'in' })).items.map((r) => r.id)).toEqual([ids[2], ids[1]]);
  });

  it('answers 400 naming the query field for a bad sort or filter', async () => {
    for (const [query, field] of [
      [{ sort: 'priceCents' }, 'sort'],
      [{ stock: 'some' }, 'stock'],
      [{ status: 'gone' }, 'status'],
      [{ categoryId: 'abc' }, 'categoryId'],
      [{ pageSize: 500 }, 'pageSize'],
    ] as const) {
      const response = await admin.get(listPath.href(query));
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    }
  });
});

describe('issue 15 admin products: the count stops at 10,000 (decision 073)', () => {
  const word = `Zc${unique()}`;

  beforeAll(async () => {
    await store.database.db.execute(sql`
      insert into products (slug, title, price_cents)
      select ${word.toLowerCase()} || '-' || g, ${word} || ' Mug ' || g, 999
      from generate_series(1, ${ADMIN_LIST_COUNT_CAP + 5}) as g`);
  });

  it('says "more than" when more match, and the first page still shows the newest', async () => {
    const result = await list({ q: word });
    expect(result).toMatchObject({ total: ADMIN_LIST_COUNT_CAP, totalIsCapped: true, page: 1, pageSize: 25 });
    expect(result.items).toHaveLength(25);
    expect((await list({ q: `${word} Mug 10004` })).totalIsCapped).toBe(false);
  });

  it('serves the last page within the count and answers 400 naming page beyond it', async () => {
    const last = await list({ q: word, page: ADMIN_LIST_COUNT_CAP / 25 });
    expect(last.items).toHaveLength(25);
    const beyond = await admin.get(listPath.href({ q: word, page: ADMIN_LIST_COUNT_CAP / 25 + 1 }));
    expect(beyond.statusCode).toBe(400);
    expect(Object.keys(beyond.json().error.fields)).toEqual(['page']);
  });
});
