import { sql } from 'drizzle-orm';
import type { ProductImage } from '@marquee/contracts';
import { productImages } from '../db/schema/index.js';

/**
 * The outer query's product id, always qualified: Drizzle drops the table name from columns
 * in single-table queries, and a bare "id" inside the subquery would mean the image's id.
 */
export const outerProductId = sql.raw('"products"."id"');

/**
 * The product's main image (its first image by sort order; videos are skipped) as one JSON column, for lists that show a
 * single picture per product (cart lines, wishlist cards) without a second query.
 */
export const mainImageColumn = sql<ProductImage | null>`(
  select json_build_object(
    'url', main_image.url,
    'alt', main_image.alt,
    'width', coalesce(main_image.width, 800),
    'height', coalesce(main_image.height, 800)
  )
  from ${productImages} as main_image
  where main_image.product_id = ${outerProductId} and main_image.kind = 'image'
  order by main_image.sort_order, main_image.id
  limit 1
)`;
