import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { migrateDatabase } from './migrate.js';
import {
  cartItems,
  categories,
  newsletterSubscriptions,
  orderItems,
  orders,
  productImages,
  productReviews,
  products,
  productTags,
  user,
  wishlistItems,
} from './schema/index.js';

/** Postgres error code of a rejected statement (drizzle wraps the driver error in `cause`). */
async function pgErrorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  throw new Error('expected the statement to be rejected');
}

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';

describe('database schema and migration', () => {
  let database: Database;
  let productId: number;

  beforeAll(async () => {
    database = await openDatabase({});
    await migrateDatabase(database);
    const { db } = database;
    const [category] = await db.insert(categories).values({ slug: 'toys', name: 'Toys' }).returning();
    const [product] = await db
      .insert(products)
      .values({
        slug: 'robot',
        title: 'Robot',
        priceCents: 1999,
        stockQuantity: 5,
        categoryId: category!.id,
      })
      .returning();
    productId = product!.id;
    await db.insert(user).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' });
  });

  afterAll(async () => {
    await database.close();
  });

  it('applies the migration with pg_trgm and sensible defaults', async () => {
    const { db } = database;
    const [row] = await db.select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({
      badgeColor: 'red',
      isBestseller: false,
      translations: {},
    });
    const [u] = await db.select().from(user).where(eq(user.id, 'u1'));
    expect(u?.role).toBe('customer');
    const similar = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.title} % 'robto'`);
    expect(similar).toHaveLength(1);
  });

  it('rejects a cart quantity of 0', async () => {
    const code = await pgErrorCode(
      database.db.insert(cartItems).values({ productId, quantity: 0, guestId: 'guest_a' }),
    );
    expect(code).toBe(CHECK_VIOLATION);
  });

  it('rejects a cart row with neither or both owners', async () => {
    expect(await pgErrorCode(database.db.insert(cartItems).values({ productId, quantity: 1 }))).toBe(CHECK_VIOLATION);
    expect(
      await pgErrorCode(database.db.insert(cartItems).values({ productId, quantity: 1, userId: 'u1', guestId: 'g' })),
    ).toBe(CHECK_VIOLATION);
  });

  it('keeps one cart row per owner and product', async () => {
    await database.db.insert(cartItems).values({ productId, quantity: 1, userId: 'u1' });
    expect(await pgErrorCode(database.db.insert(cartItems).values({ productId, quantity: 2, userId: 'u1' }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('rejects a review rating of 6', async () => {
    const code = await pgErrorCode(
      database.db.insert(productReviews).values({ productId, userName: 'Ada', rating: 6 }),
    );
    expect(code).toBe(CHECK_VIOLATION);
  });

  it('rejects a duplicate wishlist row', async () => {
    await database.db.insert(wishlistItems).values({ productId, guestId: 'guest_b' });
    const code = await pgErrorCode(database.db.insert(wishlistItems).values({ productId, guestId: 'guest_b' }));
    expect(code).toBe(UNIQUE_VIOLATION);
  });

  it('rejects a duplicate newsletter e-mail and an upper-case one', async () => {
    await database.db.insert(newsletterSubscriptions).values({ email: 'fan@example.com' });
    expect(await pgErrorCode(database.db.insert(newsletterSubscriptions).values({ email: 'fan@example.com' }))).toBe(
      UNIQUE_VIOLATION,
    );
    expect(await pgErrorCode(database.db.insert(newsletterSubscriptions).values({ email: 'Fan2@example.com' }))).toBe(
      CHECK_VIOLATION,
    );
  });

  it('rejects a tag name that is not lower-case and trimmed', async () => {
    expect(await pgErrorCode(database.db.insert(productTags).values({ name: 'Bad ' }))).toBe(CHECK_VIOLATION);
    expect(await pgErrorCode(database.db.insert(productTags).values({ name: 'ok', tagType: 'colour' as never }))).toBe(
      CHECK_VIOLATION,
    );
    await database.db.insert(productTags).values({ name: 'marvel', tagType: 'franchise' });
  });

  it('rejects a negative price', async () => {
    const code = await pgErrorCode(database.db.insert(products).values({ slug: 'neg', title: 'Neg', priceCents: -1 }));
    expect(code).toBe(CHECK_VIOLATION);
  });

  it('loads relations through the query API', async () => {
    const { db } = database;
    await db.insert(productImages).values([
      { productId, url: '/media/b.webp', sortOrder: 1 },
      { productId, url: '/media/a.webp', sortOrder: 0 },
    ]);
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: 'MRQ-0001',
        userId: 'u1',
        email: 'ada@example.com',
        subtotalCents: 1999,
        totalCents: 1999,
        paymentProvider: 'test',
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId,
      productName: 'Robot',
      unitPriceCents: 1999,
      quantity: 1,
    });

    const product = await db.query.products.findFirst({
      where: eq(products.id, productId),
      with: {
        category: true,
        images: { orderBy: (image, { asc }) => [asc(image.sortOrder)] },
        reviews: true,
      },
    });
    expect(product?.category?.name).toBe('Toys');
    expect(product?.images.map((image) => image.url)).toEqual(['/media/a.webp', '/media/b.webp']);

    const loaded = await db.query.orders.findFirst({
      where: eq(orders.id, order!.id),
      with: { items: true },
    });
    expect(loaded?.exchangeRate).toBe(1);
    expect(loaded?.items).toHaveLength(1);

    const cart = await db.query.cartItems.findMany({ with: { product: true } });
    expect(cart[0]?.product.title).toBe('Robot');
  });
});
