/**
 * Issue 29 point 4: staff moderate reviews. The list by state and search, publish and hide (the
 * product's rating and count change for shoppers at once), the store's reply, each write audited.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AdminReview, type AdminReviewList, type ProductDetail } from '@marquee/contracts';
import { productReviews } from '../../../db/schema/index.js';
import { lastAuditRow, signInAdmin } from '../../../test/admin.js';
import { signUp, testStoreForFile, TestClient } from '../../../test/app.js';
import { createProduct } from '../../../test/factories.js';

const store = testStoreForFile();
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

const { reviews, review: reviewPath, reviewReply } = apiPaths.admin;
const word = () => `Qz${Math.random().toString(36).slice(2, 8)}`;

/** A customer's review as the store writes it: pending until staff look. */
async function pendingReview(productId: number, overrides: Partial<typeof productReviews.$inferInsert> = {}) {
  const [row] = await store.database.db
    .insert(productReviews)
    .values({
      productId,
      userName: 'Ada L.',
      rating: 5,
      reviewText: 'Lovely',
      status: 'pending',
      verifiedPurchase: true,
      ...overrides,
    })
    .returning();
  return row!;
}

const list = async (query: Record<string, string | number> = {}) => {
  const response = await admin.get(reviews.href(query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminReviewList;
};

async function productPage(id: number): Promise<ProductDetail> {
  return (await new TestClient(store.app).get(apiPaths.product.href(id))).json();
}

describe('issue 29 the Reviews screen is for staff only', () => {
  it('R-03 a guest gets 401 and a customer 403 on the list and every write, and nothing changes', async () => {
    const product = await createProduct(store.database.db);
    const row = await pendingReview(product.id);
    const guest = new TestClient(store.app);
    const customer = new TestClient(store.app);
    await signUp(customer);
    const attempts: ['GET' | 'PATCH' | 'PUT', string, unknown][] = [
      ['GET', reviews.href(), undefined],
      ['GET', reviewPath.href(row.id), undefined],
      ['PATCH', reviewPath.href(row.id), { status: 'published' }],
      ['PUT', reviewReply.href(row.id), { reply: 'Hi' }],
    ];
    for (const [method, path, body] of attempts) {
      expect((await guest.request(method, path, body)).statusCode, `${method} ${path}`).toBe(401);
      expect((await customer.request(method, path, body)).statusCode, `${method} ${path}`).toBe(403);
    }
    const [after] = await store.database.db.select().from(productReviews).where(eq(productReviews.id, row.id));
    expect(after).toMatchObject({ status: 'pending', adminReply: null });
  });
});

describe('issue 29 the list', () => {
  it('opens on the moderation queue, newest first; filters by state; "all" shows every state; counts the pending', async () => {
    const product = await createProduct(store.database.db, { title: `Lamp ${word()}` });
    const older = await pendingReview(product.id, { createdAt: new Date(Date.now() - 60_000) });
    const newer = await pendingReview(product.id);
    const hidden = await pendingReview(product.id, { status: 'hidden' });
    const queue = await list();
    const ids = queue.items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(hidden.id);
    expect(queue.items.every((item) => item.status === 'pending')).toBe(true);
    expect(queue.pendingCount).toBeGreaterThanOrEqual(2);
    expect(queue.items.find((item) => item.id === newer.id)).toMatchObject({
      product: { id: product.id, title: product.title },
      reviewerName: 'Ada L.',
      rating: 5,
      text: 'Lovely',
      verifiedPurchase: true,
    });
    expect((await list({ status: 'hidden' })).items.map((item) => item.id)).toContain(hidden.id);
    const all = (await list({ status: 'all', pageSize: 100 })).items.map((item) => item.id);
    expect(all).toEqual(expect.arrayContaining([older.id, newer.id, hidden.id]));
    const oldestFirst = (await list({ dir: 'asc', pageSize: 100 })).items.map((item) => item.id);
    expect(oldestFirst.indexOf(older.id)).toBeLessThan(oldestFirst.indexOf(newer.id));
  });

  it("searches the reviewer's name, the text and the product's title, any case", async () => {
    const title = `Gizmo ${word()}`;
    const product = await createProduct(store.database.db, { title });
    const byName = await pendingReview(product.id, { userName: `Zelda ${word()}` });
    const byText = await pendingReview(product.id, { reviewText: `The ${word()} finish is superb` });
    const found = async (q: string) => (await list({ q, status: 'all' })).items.map((item) => item.id);
    expect(await found(byName.userName.toUpperCase())).toEqual([byName.id]);
    expect(await found(byText.reviewText.split(' ')[1]!.toLowerCase())).toEqual([byText.id]);
    expect((await found(title)).sort()).toEqual([byName.id, byText.id].sort());
    expect(await found('50%_none')).toEqual([]);
  });

  it('a bad query is a 400 naming the parameter', async () => {
    for (const [query, field] of [
      [{ status: 'deleted' }, 'status'],
      [{ sort: 'rating' }, 'sort'],
      [{ pageSize: 500 }, 'pageSize'],
    ] as const) {
      const response = await admin.get(reviews.href(query));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
  });
});

describe('issue 29 publish, hide and reply', () => {
  it("publishing changes the product's rating and count for shoppers at once; hiding takes it back; each is audited without the text", async () => {
    const product = await createProduct(store.database.db, {}, { reviews: [2] });
    const row = await pendingReview(product.id, { rating: 4 });
    // The product page is cached (warm) before staff act.
    expect(await productPage(product.id)).toMatchObject({ rating: 2, reviewCount: 1 });

    const published = await admin.request('PATCH', reviewPath.href(row.id), { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as AdminReview).status).toBe('published');
    await expect
      .poll(
        async () => {
          const page = await productPage(product.id);
          return [page.rating, page.reviewCount, page.reviews.length];
        },
        { timeout: 10_000 },
      )
      .toEqual([3, 2, 2]);
    expect(await lastAuditRow(store.database.db, 'reviews', row.id)).toMatchObject({
      action: 'update',
      before: { status: 'pending' },
      after: { status: 'published' },
    });
    expect(JSON.stringify(await lastAuditRow(store.database.db, 'reviews', row.id))).not.toContain('Lovely');

    expect((await admin.request('PATCH', reviewPath.href(row.id), { status: 'hidden' })).statusCode).toBe(200);
    await expect
      .poll(
        async () => {
          const page = await productPage(product.id);
          return [page.rating, page.reviewCount];
        },
        { timeout: 10_000 },
      )
      .toEqual([2, 1]);
  });

  it('the reply is saved, shown on the detail, changed, and removed by an empty reply; each change audited', async () => {
    const product = await createProduct(store.database.db);
    const row = await pendingReview(product.id);
    const replied = await admin.put(reviewReply.href(row.id), { reply: '  Thanks for the kind words!  ' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ adminReply: 'Thanks for the kind words!', repliedAt: expect.any(String) });
    expect((await admin.get(reviewPath.href(row.id))).json()).toMatchObject({
      adminReply: 'Thanks for the kind words!',
    });
    expect(await lastAuditRow(store.database.db, 'reviews', row.id)).toMatchObject({
      before: { reply: null },
      after: { reply: 'Thanks for the kind words!' },
    });
    const removed = await admin.put(reviewReply.href(row.id), { reply: '' });
    expect(removed.json()).toMatchObject({ adminReply: null, repliedAt: null });
  });

  it('bad bodies are 400s naming the field; an unknown review is a 404', async () => {
    const product = await createProduct(store.database.db);
    const row = await pendingReview(product.id);
    for (const [method, path, body, field] of [
      ['PATCH', reviewPath.href(row.id), { status: 'pending' }, 'status'],
      ['PATCH', reviewPath.href(row.id), {}, 'status'],
      ['PUT', reviewReply.href(row.id), { reply: 'x'.repeat(2001) }, 'reply'],
      ['PUT', reviewReply.href(row.id), { reply: 7 }, 'reply'],
    ] as const) {
      const response = await admin.request(method, path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    expect((await admin.request('PATCH', reviewPath.href(999_999), { status: 'published' })).statusCode).toBe(404);
    expect((await admin.put(reviewReply.href(999_999), { reply: 'Hi' })).statusCode).toBe(404);
    expect((await admin.get(reviewPath.href(999_999))).statusCode).toBe(404);
  });
});
