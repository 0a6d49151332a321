import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, productImages, productReviews, products } from '../db/schema/index.js';
import { films, productTagAssignments, productTags } from '../db/schema/index.js';
import { categoryFilters, type TagType } from '../db/schema/index.js';

let sequence = 0;
const next = () => ++sequence;

export async function createCategory(db: Db, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ slug: `category-${n}`, name: `Category ${n}`, description: `All about category ${n}`, ...overrides })
    .returning();
  return row!;
}

export async function createProduct(
  db: Db,
  overrides: Partial<typeof products.$inferInsert> = {},
  options: { images?: number; reviews?: number[] } = {},
) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      slug: `product-${n}`,
      title: `Product ${n}`,
      description: `Description of product ${n}`,
      priceCents: 1999,
      stockQuantity: 10,
      ...overrides,
    })
    .returning();
  const product = row!;
  const imageCount = options.images ?? 1;
  if (imageCount > 0) {
    await db.insert(productImages).values(
      Array.from({ length: imageCount }, (_, i) => ({
        productId: product.id,
        url: `/media/test/${product.slug}-${i}.svg`,
        alt: `${product.title} view ${i + 1}`,
        width: 800,
        height: 800,
        sortOrder: i,
      })),
    );
  }
  if (options.reviews?.length) {
    await db.insert(productReviews).values(
      options.reviews.map((rating, i) => ({
        productId: product.id,
        userName: `Reviewer ${i + 1}`,
        rating,
        reviewText: `Review ${i + 1}`,
      })),
    );
  }
  return product;
}

export async function createFilm(db: Db, overrides: Partial<typeof films.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(films)
    .values({ slug: `film-${n}`, title: `Film ${n}`, description: `The story of film ${n}`, ...overrides })
    .returning();
  return row!;
}

/** Tags a product (tag names are stored lower-case and trimmed, as the schema requires). */
export async function tagProduct(db: Db, productId: number, name: string) {
  const normalised = name.trim().toLowerCase();
  await db.insert(productTags).values({ name: normalised }).onConflictDoNothing();
  const [tag] = await db.select().from(productTags).where(eq(productTags.name, normalised));
  await db.insert(productTagAssignments).values({ productId, tagId: tag!.id }).onConflictDoNothing();
}

/** A filter tag of a given type, optionally offered by categories and carried by products. */
export async function createFilterTag(
  db: Db,
  type: TagType,
  options: { categoryIds?: number[]; productIds?: number[] } = {},
) {
  const [tag] = await db
    .insert(productTags)
    .values({ name: `${type} tag ${next()}`, tagType: type })
    .returning();
  const { categoryIds = [], productIds = [] } = options;
  if (categoryIds.length)
    await db.insert(categoryFilters).values(categoryIds.map((categoryId) => ({ categoryId, tagId: tag!.id })));
  if (productIds.length)
    await db.insert(productTagAssignments).values(productIds.map((productId) => ({ productId, tagId: tag!.id })));
  return tag!;
}
