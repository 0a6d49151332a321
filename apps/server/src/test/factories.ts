import type { Db } from '../db/client.js';
import { categories, productImages, productReviews, products } from '../db/schema/index.js';

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
