/**
 * What shoppers see of the admin's product writes (issue 13): a new or edited product shows on
 * the storefront API within 2 seconds although its caches were warm (the live event clears
 * them), and an archived product disappears everywhere but the orders that bought it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AdminProductBody, type AdminProductDetail } from '@marquee/contracts';
import {
  homeSectionProducts,
  homeSections,
  productSetItems,
  productSets,
  productSetTargets,
  productTagAssignments,
  productTags,
} from '../../../db/schema/index.js';
import { signInAdmin } from '../../../test/admin.js';
import { testStoreForFile, signUp, TestClient } from '../../../test/app.js';
import { createCategory, createFilm, createFilterTag, createProduct } from '../../../test/factories.js';

const store = testStoreForFile();
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

const word = () => `Qx${Math.random().toString(36).slice(2, 8)}`;
const shopper = () => new TestClient(store.app);

async function create(overrides: Partial<AdminProductBody>): Promise<AdminProductDetail> {
  const response = await admin.post(apiPaths.admin.products.href(), {
    description: 'Seen by shoppers.',
    priceCents: 2500,
    stockQuantity: 8,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Polls `read` until `check` holds, for at most 2 seconds; returns how long it took. */
async function within2s<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (check(value)) return Date.now() - started;
    if (Date.now() - started > 2000) throw new Error(`not visible after 2 s: ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const getJson = async (client: TestClient, url: string) => {
  const response = await client.get(url);
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { items?: unknown[] } };
};
const ids = (items: unknown) => (items as Array<{ id: number }>).map((item) => item.id);

describe('issue 13 storefront sees admin product writes within 2 s (warm caches) @timing', () => {
  it('a created product appears in its category listing, search and product page; an edit changes its price', async () => {
    const client = shopper();
    const category = await createCategory(store.database.db);
    const title = `Comet Lamp ${word()}`;
    const listing = apiPaths.products.href({ categoryId: category.id });
    const search = apiPaths.search.href({ q: title });
    // Warm the caches (catalogue response cache, search index) before the write.
    expect((await getJson(client, listing)).body.items).toEqual([]);
    expect((await getJson(client, search)).body.products).toEqual([]);

    const created = await create({
      title,
      categoryId: category.id,
      translations: { he: { title: 'מנורת שביט', description: '' } },
    });
    await within2s(
      () => getJson(client, listing),
      (r) => ids(r.body.items).includes(created.id),
    );
    await within2s(
      () => getJson(client, search),
      (r) => ids(r.body.products).includes(created.id),
    );
    const product = await getJson(client, apiPaths.product.href(created.id));
    expect(product.status).toBe(200);
    expect(product.body).toMatchObject({ title, priceCents: 2500, translations: { he: { title: 'מנורת שביט' } } });

    const edited = await admin.put(apiPaths.admin.product.href(created.id), {
      title,
      priceCents: 1234,
      stockQuantity: 2,
      categoryId: category.id,
      version: created.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await within2s(
      () => getJson(client, apiPaths.product.href(created.id)),
      (r) => r.body.priceCents === 1234 && r.body.stockQuantity === 2,
    );
  });
});

describe('issue 13 product videos (ADM-PROD-03)', () => {
  it('the storefront gallery, cards and search show the images only, the first image as the main one', async () => {
    const title = `Video Tee ${word()}`;
    const created = await create({
      title,
      media: [
        { url: '/media/uploads/trailer.mp4', type: 'video', alt: '' },
        { url: '/media/uploads/front.png', type: 'image', alt: 'Front' },
      ],
    });
    const product = (await getJson(shopper(), apiPaths.product.href(created.id))).body as {
      image: { url: string } | null;
      images: Array<{ url: string }>;
    };
    expect(product.image?.url).toBe('/media/uploads/front.png');
    expect(product.images.map((image) => image.url)).toEqual(['/media/uploads/front.png']);
    const search = (await getJson(shopper(), apiPaths.search.href({ q: title }))).body as {
      products: Array<{ id: number; image: { url: string } | null }>;
    };
    expect(search.products.find((p) => p.id === created.id)?.image?.url).toBe('/media/uploads/front.png');
  });
});

describe('issue 13 an archived product leaves the storefront, orders keep it', () => {
  it('disappears from listings, facets, search, home, films, sets, cart and wishlist within 2 s; its order stays @timing', async () => {
    const db = store.database.db;
    const category = await createCategory(db);
    const tag = await createFilterTag(db, 'character', { categoryIds: [category.id] });
    const film = await createFilm(db, { title: `Film ${word()}` });
    const filmTag = await createFilterTag(db, 'franchise');
    const title = `Archive Me ${word()}`;
    const created = await create({
      title,
      categoryId: category.id,
      tagIds: [tag.id, filmTag.id],
      isBestseller: true,
      bestsellerOrder: 0,
    });
    // Tag it with the film's title (SF-FILM-06): tag names are the lower-cased film title.
    const [filmNameTag] = await db
      .insert(productTags)
      .values({ name: film.title.toLowerCase(), tagType: 'franchise' })
      .returning();
    await db.insert(productTagAssignments).values({ productId: created.id, tagId: filmNameTag!.id });
    const other = await createProduct(db, { categoryId: category.id });
    const [set] = await db
      .insert(productSets)
      .values({ name: `Set ${word()}`, priceCents: 3000 })
      .returning();
    await db.insert(productSetItems).values([
      { setId: set!.id, productId: created.id, sortOrder: 0 },
      { setId: set!.id, productId: other.id, sortOrder: 1 },
    ]);
    await db.insert(productSetTargets).values([
      { setId: set!.id, productId: other.id },
      { setId: set!.id, productId: created.id },
    ]);
    const [section] = await db
      .insert(homeSections)
      .values({ title: `Section ${word()}`, sectionOrder: 0 })
      .returning();
    await db.insert(homeSectionProducts).values({ homeSectionId: section!.id, productId: created.id, sortOrder: 0 });

    // A customer buys it, and another shopper has it in the cart and the wishlist.
    const buyer = shopper();
    await signUp(buyer);
    expect((await buyer.post(apiPaths.cartItems.href(), { productId: created.id, quantity: 1 })).statusCode).toBe(200);
    const address = {
      name: 'Grace Hopper',
      line1: '1 Harbour St',
      city: 'Arlington',
      region: 'VA',
      postalCode: '22201',
      country: 'us',
    };
    const started = await buyer.post(apiPaths.checkoutOrders.href(), {
      email: 'grace@example.com',
      shippingAddress: address,
    });
    expect(started.statusCode, started.body).toBe(201);
    const providerOrderId = started.json().providerOrderId as string;
    await buyer.post(apiPaths.checkoutTestApproval.href(providerOrderId), { outcome: 'approve' });
    expect((await buyer.post(apiPaths.checkoutCapture.href(providerOrderId))).statusCode).toBe(200);

    const client = shopper();
    expect((await client.post(apiPaths.cartItems.href(), { productId: created.id, quantity: 1 })).statusCode).toBe(200);
    expect((await client.put(apiPaths.wishlistItem.href(created.id))).statusCode).toBeLessThan(300);

    // Warm every cache that shows it.
    const listing = apiPaths.products.href({ categoryId: category.id });
    const facets = apiPaths.productFacets.href({ categoryId: category.id });
    const search = apiPaths.search.href({ q: title });
    expect(ids((await getJson(client, listing)).body.items)).toContain(created.id);
    expect(ids((await getJson(client, search)).body.products)).toContain(created.id);
    expect(JSON.stringify((await getJson(client, facets)).body)).toContain(`"count":1`);

    const homeBefore = (await getJson(client, apiPaths.home.href())).body;
    expect(ids(homeBefore.bestSellers)).toContain(created.id);
    expect(JSON.stringify(homeBefore.sections)).toContain(title);
    expect(JSON.stringify((await getJson(client, apiPaths.filmProducts.href(film.id))).body)).toContain(title);
    expect(JSON.stringify((await getJson(client, apiPaths.productSets.href(other.id))).body)).toContain(title);

    const deleted = await admin.delete(apiPaths.admin.product.href(created.id));
    expect(deleted.json()).toEqual({ archived: true });

    await within2s(
      () => getJson(client, listing),
      (r) => !ids(r.body.items).includes(created.id),
    );
    await within2s(
      () => getJson(client, search),
      (r) => !ids(r.body.products).includes(created.id),
    );
    expect((await getJson(client, apiPaths.product.href(created.id))).status).toBe(404);
    const facetGroups = (await getJson(client, facets)).body.groups as Array<{
      options: Array<{ id: number; count: number }>;
    }>;
    expect(facetGroups.flatMap((g) => g.options).find((o) => o.id === tag.id)?.count).toBe(0);
    const home = (await getJson(client, apiPaths.home.href())).body;
    expect(ids(home.bestSellers)).not.toContain(created.id);
    expect(JSON.stringify(home.sections ?? [])).not.toContain(title);
    const filmProducts = await getJson(client, apiPaths.filmProducts.href(film.id));
    expect(JSON.stringify(filmProducts.body)).not.toContain(title);
    // As a set's item it is gone; as a set's target its page has no sets.
    const setsOfOther = await getJson(client, apiPaths.productSets.href(other.id));
    expect(JSON.stringify(setsOfOther.body)).not.toContain(title);
    expect((await getJson(client, apiPaths.productSets.href(created.id))).status).toBe(404);

    // Cart: a new add is refused, the existing line shows no stock and the checkout refuses it.
    const fresh = shopper();
    expect((await fresh.post(apiPaths.cartItems.href(), { productId: created.id, quantity: 1 })).statusCode).toBe(404);
    const cart = (await getJson(client, apiPaths.cart.href())).body as {
      items: Array<{ productId: number; stockQuantity: number }>;
    };
    expect(cart.items.find((line) => line.productId === created.id)?.stockQuantity).toBe(0);
    const pay = await client.post(apiPaths.checkoutOrders.href(), {
      email: 'ada@example.com',
      shippingAddress: address,
    });
    expect(pay.statusCode).toBe(409);
    // Wishlist: gone from the list, and cannot be added again.
    const wishlist = (await getJson(client, apiPaths.wishlist.href())).body as { items: Array<{ productId: number }> };
    expect(wishlist.items.map((i) => i.productId)).not.toContain(created.id);
    expect((await fresh.put(apiPaths.wishlistItem.href(created.id))).statusCode).toBe(404);

    // The buyer's order history still shows it, from the order's snapshot.
    const history = await getJson(buyer, apiPaths.account.orders.href());
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toContain(title);
  });
});
