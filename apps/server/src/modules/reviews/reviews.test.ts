/**
 * Issue 29 point 4: a customer whose order with the product was delivered writes one review of
 * it; it waits for staff, and only published reviews show on the product page and count in its
 * rating (SF-PROD-07, SF-PROD-14, SF-CARD-05).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type OwnReviewState, type ProductDetail } from '@marquee/contracts';
import { productReviews } from '../../db/schema/index.js';
import { signInAdmin } from '../../test/admin.js';
import { signUp, testStoreForFile, TestClient } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { placeOrder } from '../../test/orders.js';
import { TestPaymentProvider } from '../payments/index.js';

const store = testStoreForFile({
  paymentProvider: new TestPaymentProvider(),
  rateLimits: { reviews: 12, reviewsPerUserHourly: 6 },
});
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

const review = (id: number) => apiPaths.productReview.href(id);
const goodReview = { rating: 4, text: 'Sturdy, and the print is sharp.' };

async function customer(names: { firstName?: string; lastName?: string } = {}) {
  const client = new TestClient(store.app);
  const { email } = await signUp(client, names);
  return { client, email };
}

/** Moves an order along its lifecycle as staff do: shipped, then delivered. */
async function deliver(orderNumber: string) {
  const status = apiPaths.admin.orderStatus.href(orderNumber);
  const shipped = await admin.post(status, { to: 'shipping', carrier: 'UPS', trackingNumber: '1Z999' });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const delivered = await admin.post(status, { to: 'delivered' });
  expect(delivered.statusCode, delivered.body).toBe(200);
}

/** A customer who bought the product and received it. */
async function deliveredCustomer(productId: number, names?: { firstName?: string; lastName?: string }) {
  const buyer = await customer(names);
  const order = await placeOrder(buyer.client, [{ productId }], buyer.email);
  await deliver(order.orderNumber);
  return buyer;
}

async function productPage(id: number): Promise<ProductDetail> {
  const response = await new TestClient(store.app).get(apiPaths.product.href(id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Waits until the shopper's product page (its cache forgets on the live event) satisfies `check`. */
async function pageShows(id: number, check: (product: ProductDetail) => void) {
  await expect
    .poll(
      async () => {
        try {
          check(await productPage(id));
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

describe('issue 29 who may write a review', () => {
  it('a guest is asked to sign in (401) to read or write one', async () => {
    const product = await createProduct(store.database.db);
    const guest = new TestClient(store.app);
    expect((await guest.get(review(product.id))).statusCode).toBe(401);
    const put = await guest.put(review(product.id), goodReview);
    expect(put.statusCode).toBe(401);
    expect(put.json().error.code).toBe('UNAUTHORIZED');
  });

  it('without an order of the product the customer may not write one: 403 with words a person understands', async () => {
    const product = await createProduct(store.database.db);
    const { client } = await customer();
    const state: OwnReviewState = (await client.get(review(product.id))).json();
    expect(state).toEqual({ canWrite: false, review: null });
    const put = await client.put(review(product.id), goodReview);
    expect(put.statusCode).toBe(403);
    expect(put.json().error).toMatchObject({
      code: 'REVIEW_NOT_ELIGIBLE',
      message: 'You can review this product once an order of yours with it has been delivered.',
    });
    expect(
      await store.database.db.select().from(productReviews).where(eq(productReviews.productId, product.id)),
    ).toEqual([]);
  });

  it('an order that was paid or shipped but not delivered does not make the customer eligible', async () => {
    const product = await createProduct(store.database.db, { stockQuantity: 5 });
    const { client, email } = await customer();
    const order = await placeOrder(client, [{ productId: product.id }], email);
    expect((await client.put(review(product.id), goodReview)).statusCode).toBe(403);
    const shipped = await admin.post(apiPaths.admin.orderStatus.href(order.orderNumber), {
      to: 'shipping',
      carrier: 'UPS',
      trackingNumber: '1Z999',
    });
    expect(shipped.statusCode).toBe(200);
    expect((await client.get(review(product.id))).json().canWrite).toBe(false);
    expect((await client.put(review(product.id), goodReview)).statusCode).toBe(403);
  });

  it("another customer's delivered order makes nobody else eligible, and a delivered order of another product does not count", async () => {
    const product = await createProduct(store.database.db, { stockQuantity: 5 });
    const other = await createProduct(store.database.db, { stockQuantity: 5 });
    const buyer = await deliveredCustomer(product.id);
    expect((await buyer.client.get(review(product.id))).json().canWrite).toBe(true);
    expect((await buyer.client.get(review(other.id))).json().canWrite).toBe(false);
    expect((await buyer.client.put(review(other.id), goodReview)).statusCode).toBe(403);
    const stranger = await customer();
    expect((await stranger.client.get(review(product.id))).json().canWrite).toBe(false);
    expect((await stranger.client.put(review(product.id), goodReview)).statusCode).toBe(403);
  });

  it('a product that does not exist is a 404', async () => {
    const { client } = await customer();
    expect((await client.get(review(999_999))).statusCode).toBe(404);
    expect((await client.put(review(999_999), goodReview)).statusCode).toBe(404);
  });
});

describe('issue 29 writing and editing the one review', () => {
  it('is stored pending, marked a verified purchase, under the first name and last initial; it neither shows nor counts yet', async () => {
    const product = await createProduct(store.database.db, { stockQuantity: 5 }, { reviews: [2] });
    const { client } = await deliveredCustomer(product.id, { firstName: 'Grace', lastName: 'hopper' });
    const put = await client.put(review(product.id), goodReview);
    expect(put.statusCode, put.body).toBe(200);
    const state: OwnReviewState = put.json();
    expect(state.review).toMatchObject({
      rating: 4,
      text: goodReview.text,
      status: 'pending',
      userName: 'Grace H.',
      verifiedPurchase: true,
      adminReply: null,
    });
    expect((await client.get(review(product.id))).json()).toEqual(state);
    const page = await productPage(product.id);
    expect(page.reviews.map((r) => r.text)).toEqual(['Review 1']);
    expect(page).toMatchObject({ rating: 2, reviewCount: 1 });
  });

  it('one review per product: a second write edits the same review, and an edit of a published review sends it back to pending', async () => {
    const product = await createProduct(store.database.db, { stockQuantity: 5 });
    const { client } = await deliveredCustomer(product.id);
    const first: OwnReviewState = (await client.put(review(product.id), { rating: 5, text: 'Loved it.' })).json();
    const published = await admin.request('PATCH', apiPaths.admin.review.href(first.review!.id), {
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    await pageShows(product.id, (page) => expect(page).toMatchObject({ rating: 5, reviewCount: 1 }));

    const edited = await client.put(review(product.id), { rating: 1, text: 'It broke after a week.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().review).toMatchObject({ id: first.review!.id, rating: 1, status: 'pending' });
    const rows = await store.database.db.select().from(productReviews).where(eq(productReviews.productId, product.id));
    expect(rows).toHaveLength(1);
    // Out of the store until staff look again: the warm page cache forgets it.
    await pageShows(product.id, (page) => expect(page).toMatchObject({ rating: null, reviewCount: 0, reviews: [] }));
  });

  it('bad input is a 400 naming the field', async () => {
    const product = await createProduct(store.database.db, { stockQuantity: 5 });
    const { client } = await deliveredCustomer(product.id);
    const cases: [unknown, string][] = [
      [{ rating: 0, text: 'x' }, 'rating'],
      [{ rating: 6, text: 'x' }, 'rating'],
      [{ rating: 3.5, text: 'x' }, 'rating'],
      [{ rating: '5', text: 'x' }, 'rating'],
      [{ text: 'x' }, 'rating'],
      [{ rating: 5 }, 'text'],
      [{ rating: 5, text: '   ' }, 'text'],
      [{ rating: 5, text: 'x'.repeat(2001) }, 'text'],
      [{ rating: 5, text: 'x', userName: 'Someone else' }, 'userName'],
    ];
    for (const [body, field] of cases) {
      const response = await client.put(review(product.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields), JSON.stringify(body)).toContain(field);
    }
    expect((await client.put(review(product.id), { rating: 5, text: 'x'.repeat(2000) })).statusCode).toBe(200);
  });

  it('is stored as plain text: markup stays as typed (pages escape it), control characters are dropped', async () => {
    const product = await createProduct(store.database.db, { stockQuantity: 5 });
    const { client } = await deliveredCustomer(product.id);
    const text = '<img src=x onerror=alert(1)> nice\u0007 poster\nline two';
    const put = await client.put(review(product.id), { rating: 5, text });
    expect(put.json().review.text).toBe('<img src=x onerror=alert(1)> nice poster\nline two');
  });

  it('writes are limited per address and minute (429 with Retry-After); reading one’s own review is not', async () => {
    const product = await createProduct(store.database.db);
    const { client } = await customer();
    for (let i = 0; i < 12; i++) expect((await client.put(review(product.id), goodReview)).statusCode).toBe(403);
    const refused = await client.put(review(product.id), goodReview);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await client.get(review(product.id))).statusCode).toBe(200);
  });

  it('writes are limited per customer and hour, with the wait in words (429)', async () => {
    const product = await createProduct(store.database.db, { stockQuantity: 5 });
    const { client } = await deliveredCustomer(product.id);
    for (let i = 0; i < 6; i++) {
      expect((await client.put(review(product.id), { rating: 3, text: `Edit ${i}` })).statusCode).toBe(200);
    }
    const refused = await client.put(review(product.id), { rating: 3, text: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^You have written too many reviews\. Please try again in \d+ minutes?\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('issue 29 only published reviews show and count (SF-PROD-07, SF-PROD-14, SF-CARD-05)', () => {
  it('pending and hidden reviews are left out of the page, its rating and count, and the cards', async () => {
    const product = await createProduct(store.database.db, { stockQuantity: 5 }, { reviews: [4, 2] });
    await store.database.db.insert(productReviews).values([
      { productId: product.id, userName: 'Pending P.', rating: 1, reviewText: 'Waiting', status: 'pending' },
      { productId: product.id, userName: 'Hidden H.', rating: 1, reviewText: 'Hidden', status: 'hidden' },
    ]);
    const page = await productPage(product.id);
    expect(page).toMatchObject({ rating: 3, reviewCount: 2 });
    expect(page.reviews.map((r) => r.userName).sort()).toEqual(['Reviewer 1', 'Reviewer 2']);
    const cards = (await new TestClient(store.app).get(apiPaths.products.href({ pageSize: 100 }))).json().items as {
      id: number;
      rating: number | null;
      reviewCount: number;
    }[];
    expect(cards.find((card) => card.id === product.id)).toMatchObject({ rating: 3, reviewCount: 2 });
  });

  it('a published review carries "Verified purchase" and the store’s reply', async () => {
    const product = await createProduct(store.database.db, { stockQuantity: 5 });
    const { client } = await deliveredCustomer(product.id, { firstName: 'Ada', lastName: 'Lovelace' });
    const { review: own } = (await client.put(review(product.id), goodReview)).json() as OwnReviewState;
    expect((await admin.put(apiPaths.admin.reviewReply.href(own!.id), { reply: 'Thank you, Ada!' })).statusCode).toBe(
      200,
    );
    expect(
      (await admin.request('PATCH', apiPaths.admin.review.href(own!.id), { status: 'published' })).statusCode,
    ).toBe(200);
    await pageShows(product.id, (page) =>
      expect(page.reviews).toEqual([
        expect.objectContaining({
          userName: 'Ada L.',
          rating: 4,
          verifiedPurchase: true,
          reply: { text: 'Thank you, Ada!', repliedAt: expect.any(String) },
        }),
      ]),
    );
    // The customer sees the reply on their own review too.
    expect((await client.get(review(product.id))).json().review).toMatchObject({
      status: 'published',
      adminReply: 'Thank you, Ada!',
    });
  });
});
