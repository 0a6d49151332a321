import { randomBytes } from 'node:crypto';
import { count, desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_PREFIX, apiPaths } from '@marquee/contracts';
import { adminAuditLog } from '../db/schema/index.js';
import { signInAdmin } from '../test/admin.js';
import { testStoreForFile, signUp, TestClient } from '../test/app.js';
import { createCategory, createFilm, createProduct } from '../test/factories.js';
import { placeOrder } from '../test/orders.js';
import { multipart, solidPng } from '../test/uploads.js';
import { TestPaymentProvider } from '../modules/payments/index.js';
import { chatAuditSamples } from '../test/audit-samples/chat.js';
import { reviewsAuditSamples } from '../test/audit-samples/reviews.js';
import { customPagesAuditSamples } from '../test/audit-samples/custom-pages.js';
import { footerPagesAuditSamples } from '../test/audit-samples/footer-pages.js';
import { homeContentAuditSamples } from '../test/audit-samples/home-content.js';
import { newsletterAuditSamples } from '../test/audit-samples/newsletter.js';
import { pageElementsAuditSamples } from '../test/audit-samples/page-elements.js';
import { settingsAuditSamples } from '../test/audit-samples/settings.js';
import type { AuditSample } from '../test/audit-samples/types.js';

const store = testStoreForFile({ paymentProvider: new TestPaymentProvider() });
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Sample = AuditSample;

const unique = () => randomBytes(4).toString('hex');
const json = <T>(response: { json: () => unknown }) => response.json() as T;

/** A multipart body with one small PNG, as the upload control sends it. */
async function pngUpload() {
  const { payload, contentType } = multipart([
    { name: 'red.png', content: await solidPng(8, 8, '#c00'), type: 'image/png' },
  ]);
  return { body: payload, headers: { 'content-type': contentType } };
}

async function newCustomerId() {
  const customer = new TestClient(store.app);
  await signUp(customer);
  return json<{ user: { id: string } }>(await customer.get(apiPaths.auth.session.href())).user.id;
}

// Getters: the samples are built before beforeAll has made the store.
const sampleContext = {
  get store() {
    return store;
  },
  get admin() {
    return admin;
  },
  unique,
};

/**
 * One valid request per admin write, keyed "METHOD /url pattern". The test fails when a write
 * route has no sample here, so a new route cannot skip its audit row unnoticed.
 */
const samples: Record<string, () => Promise<Sample>> = {
  'POST /api/admin/coupons': async () => ({
    path: apiPaths.admin.coupons.href(),
    body: { code: `AUD${unique()}`.toUpperCase(), kind: 'percent', percentOff: 5 },
    resource: 'coupons',
  }),
  'PATCH /api/admin/coupons/:code': async () => {
    const code = `AUD${unique()}`.toUpperCase();
    await admin.post(apiPaths.admin.coupons.href(), { code, kind: 'percent', percentOff: 5 });
    return { path: apiPaths.admin.coupon.href(code), body: { isActive: false }, resource: 'coupons' };
  },
  'DELETE /api/admin/coupons/:code': async () => {
    const code = `AUD${unique()}`.toUpperCase();
    await admin.post(apiPaths.admin.coupons.href(), { code, kind: 'percent', percentOff: 5 });
    return { path: apiPaths.admin.coupon.href(code), resource: 'coupons' };
  },
  'POST /api/admin/orders/:orderNumber/status': async () => {
    const product = await createProduct(store.database.db, { stockQuantity: 10 });
    const { orderNumber } = await placeOrder(new TestClient(store.app), [{ productId: product.id }]);
    return {
      path: apiPaths.admin.orderStatus.href(orderNumber),
      body: { to: 'shipping', carrier: 'UPS', trackingNumber: '1Z999' },
      resource: 'orders',
    };
  },
  'POST /api/admin/customers/:customerId/password-reset': async () => ({
    path: apiPaths.admin.customerPasswordReset.href(await newCustomerId()),
    resource: 'customers',
  }),
  'POST /api/admin/customers/:customerId/sign-in': async () => ({
    path: apiPaths.admin.customerSignIn.href(await newCustomerId()),
    body: { enabled: false },
    resource: 'customers',
  }),
  'POST /api/admin/media': async () => ({
    path: apiPaths.admin.media.href(),
    ...(await pngUpload()),
    resource: 'media',
  }),
  'DELETE /api/admin/media/:mediaId': async () => {
    const upload = await pngUpload();
    const uploaded = await admin.request('POST', apiPaths.admin.media.href(), upload.body, upload.headers);
    const [item] = json<{ items: { id: string }[] }>(uploaded).items;
    return { path: apiPaths.admin.mediaItem.href(item!.id), resource: 'media' };
  },
  'POST /api/admin/products': async () => ({
    path: apiPaths.admin.products.href(),
    body: { title: `Audit product ${unique()}`, priceCents: 1999, stockQuantity: 3 },
    resource: 'products',
  }),
  'PUT /api/admin/products/:productId': async () => {
    const product = await createProduct(store.database.db);
    const detail = json<{ version: number }>(await admin.get(apiPaths.admin.product.href(product.id)));
    return {
      path: apiPaths.admin.product.href(product.id),
      body: { title: 'Audited', priceCents: 500, stockQuantity: 1, version: detail.version },
      resource: 'products',
    };
  },
  'DELETE /api/admin/products/:productId': async () => ({
    path: apiPaths.admin.product.href((await createProduct(store.database.db)).id),
    resource: 'products',
  }),
  'POST /api/admin/product-sets': async () => ({
    path: apiPaths.admin.productSets.href(),
    body: { name: 'Audit set', priceCents: 1000, productIds: [(await createProduct(store.database.db)).id] },
    resource: 'product-sets',
  }),
  'PUT /api/admin/product-sets/:setId': async () => {
    const productIds = [(await createProduct(store.database.db)).id];
    const created = await admin.post(apiPaths.admin.productSets.href(), { name: 'Set', priceCents: 1, productIds });
    return {
      path: apiPaths.admin.productSet.href(json<{ id: number }>(created).id),
      body: { name: 'Set renamed', priceCents: 2, productIds },
      resource: 'product-sets',
    };
  },
  'DELETE /api/admin/product-sets/:setId': async () => {
    const productIds = [(await createProduct(store.database.db)).id];
    const created = await admin.post(apiPaths.admin.productSets.href(), { name: 'Set', priceCents: 1, productIds });
    return { path: apiPaths.admin.productSet.href(json<{ id: number }>(created).id), resource: 'product-sets' };
  },
  'POST /api/admin/categories': async () => ({
    path: apiPaths.admin.categories.href(),
    body: { name: `Audit category ${unique()}` },
    resource: 'categories',
  }),
  'PUT /api/admin/categories/:categoryId': async () => ({
    path: apiPaths.admin.category.href((await createCategory(store.database.db)).id),
    body: { name: `Renamed ${unique()}` },
    resource: 'categories',
  }),
  'DELETE /api/admin/categories/:categoryId': async () => ({
    path: apiPaths.admin.category.href((await createCategory(store.database.db)).id),
    resource: 'categories',
  }),
  'PUT /api/admin/categories/:categoryId/filters': async () => ({
    path: apiPaths.admin.categoryFilters.href((await createCategory(store.database.db)).id),
    body: { tagIds: [] },
    resource: 'categories',
  }),
  'POST /api/admin/product-tags': async () => ({
    path: apiPaths.admin.productTags.href(),
    body: { name: `audit ${unique()}`, tagType: 'general' },
    resource: 'product-tags',
  }),
  'PATCH /api/admin/product-tags/:tagId': async () => {
    const created = await admin.post(apiPaths.admin.productTags.href(), { name: `t ${unique()}`, tagType: 'general' });
    return {
      path: apiPaths.admin.productTag.href(json<{ id: number }>(created).id),
      body: { tagType: 'character' },
      resource: 'product-tags',
    };
  },
  'DELETE /api/admin/product-tags/:tagId': async () => {
    const created = await admin.post(apiPaths.admin.productTags.href(), { name: `t ${unique()}`, tagType: 'general' });
    return { path: apiPaths.admin.productTag.href(json<{ id: number }>(created).id), resource: 'product-tags' };
  },
  'POST /api/admin/films': async () => ({
    path: apiPaths.admin.films.href(),
    body: { title: `Audit film ${unique()}`, categories: ['Toys'] },
    resource: 'films',
  }),
  'PATCH /api/admin/films/:filmId': async () => ({
    path: apiPaths.admin.film.href((await createFilm(store.database.db)).id),
    body: { isActive: false },
    resource: 'films',
  }),
  'DELETE /api/admin/films/:filmId': async () => ({
    path: apiPaths.admin.film.href((await createFilm(store.database.db)).id),
    resource: 'films',
  }),
  'PUT /api/admin/films/:filmId/hero': async () => ({
    path: apiPaths.admin.filmHero.href((await createFilm(store.database.db)).id),
    body: { heroButtonText: 'Shop now', heroButtonUrl: '/films' },
    resource: 'films',
  }),
  'PUT /api/admin/films/:filmId/homepage': async () => ({
    path: apiPaths.admin.filmHomepage.href((await createFilm(store.database.db)).id),
    body: { showOnHomepage: true },
    resource: 'films',
  }),
  'PUT /api/admin/dream-box/price': async () => ({
    path: apiPaths.admin.dreamBoxPrice.href(),
    body: { price: 31.5 },
    resource: 'dream-box',
  }),
  'POST /api/admin/dream-box/categories': async () => ({
    path: apiPaths.admin.dreamBoxCategories.href(),
    body: { name: 'Audit box category', imageUrl: '' },
    resource: 'dream-box/categories',
  }),
  'PUT /api/admin/dream-box/categories/:categoryId': async () => {
    const created = await admin.post(apiPaths.admin.dreamBoxCategories.href(), { name: 'Box', imageUrl: '' });
    return {
      path: apiPaths.admin.dreamBoxCategory.href(json<{ id: number }>(created).id),
      body: { name: 'Box renamed', imageUrl: '' },
      resource: 'dream-box/categories',
    };
  },
  'DELETE /api/admin/dream-box/categories/:categoryId': async () => {
    const created = await admin.post(apiPaths.admin.dreamBoxCategories.href(), { name: 'Box', imageUrl: '' });
    return {
      path: apiPaths.admin.dreamBoxCategory.href(json<{ id: number }>(created).id),
      resource: 'dream-box/categories',
    };
  },
  // Issue 14's parts keep their samples in test/audit-samples/, one file each.
  ...[
    customPagesAuditSamples,
    footerPagesAuditSamples,
    pageElementsAuditSamples,
    homeContentAuditSamples,
    settingsAuditSamples,
    chatAuditSamples,
    newsletterAuditSamples,
    reviewsAuditSamples,
  ].reduce((all, part) => ({ ...all, ...part(sampleContext) }), {}),
};

const auditCount = async () => (await store.database.db.select({ n: count() }).from(adminAuditLog))[0]!.n;

describe('issue 13 every admin write leaves one audit row: who, when, what, before and after', () => {
  it('each write route has a sample, and each sample writes exactly one row naming the admin and the resource', async () => {
    const writes = store.app.registeredRoutes
      .filter(
        (route) => route.url.startsWith(`${ADMIN_API_PREFIX}/`) && route.method !== 'GET' && route.method !== 'HEAD',
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(
      writes.filter((key) => !(key in samples)),
      'write routes without a sample',
    ).toEqual([]);

    const adminId = json<{ user: { id: string; email: string } }>(await admin.get(apiPaths.auth.session.href())).user;
    for (const key of writes) {
      const sample = await samples[key]!();
      const method = key.split(' ')[0] as Method;
      const before = await auditCount();
      const response = await admin.request(method, sample.path, sample.body, sample.headers);
      expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(300);
      expect(await auditCount(), key).toBe(before + 1);
      const [row] = await store.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
      expect(row, key).toMatchObject({ actorId: adminId.id, actorEmail: adminId.email, resource: sample.resource });
      expect(row!.createdAt.getTime(), key).toBeGreaterThan(Date.now() - 60_000);
      // A create or update says what it made; a delete what it removed.
      if (['create', 'update', 'upload'].includes(row!.action)) expect(row!.after, key).not.toBeNull();
      if (row!.action === 'delete' || row!.action === 'archive') expect(row!.before, key).not.toBeNull();
    }
  });
});
