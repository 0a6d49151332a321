import { sql } from 'drizzle-orm';
import type { ProductImage } from '@marquee/contracts';
import { productImages, products } from '../db/schema/index.js';

/**
 * The product's main image (lowest sort order) as one JSON column, for lists that show a
 * single picture per product (cart lines, wishlist cards) without a second query.
 */
export const mainImageColumn = sql<ProductImage | null>`(
  select json_build_object(
    'url', ${productImages.url},
    'alt', ${productImages.alt},
    'width', coalesce(${productImages.width}, 800),
    'height', coalesce(${productImages.height}, 800)
  )
  from ${productImages}
  where ${productImages.productId} = ${products.id}
  order by ${productImages.sortOrder}, ${productImages.id}
  limit 1
)`;
