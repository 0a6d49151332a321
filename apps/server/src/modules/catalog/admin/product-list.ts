/**
 * The admin's product list (issue 13, ADM-PROD-05): newest first by default, sortable by
 * title, price and stock, searchable by any part of the title (the trigram index
 * products_title_trgm serves ILIKE '%q%'), filtered by primary category, stock level and
 * archived status. One query for the page (the thumbnail is a subquery run for its rows
 * only) and one count.
 *
 * At 1,000,000 products (decision 073) each sort has an index in its exact order, id
 * tie-break included (products_admin_live_created_idx, products_title_idx, products_admin_price_idx,
 * products_admin_stock_idx; a category's newest first products_admin_category_created_idx, the
 * archived products_admin_archived_idx), so a page reads its rows and stops; the count stops at
 * ADMIN_LIST_COUNT_CAP and the pages end there too (the contract refuses a later page).
 */
import { and, asc, between, desc, eq, gt, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_LIST_COUNT_CAP,
  LOW_STOCK_MAX,
  type AdminProductList,
  type AdminProductListParams,
  type AdminProductRow,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import { categories, productImages, products } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { outerProductId } from '../../../lib/product-main-image.js';
import { cappedCount } from '../../../lib/capped-count.js';

const thumbnailUrl = sql<string | null>`(
  select thumb.url from ${productImages} as thumb
  where thumb.product_id = ${outerProductId} and thumb.kind = 'image'
  order by thumb.sort_order, thumb.id limit 1
)`;

const sortColumns = {
  createdAt: products.createdAt,
  title: products.title,
  price: products.priceCents,
  stock: products.stockQuantity,
} as const;

const stockConditions = {
  in: gt(products.stockQuantity, 0),
  low: between(products.stockQuantity, 1, LOW_STOCK_MAX),
  out: eq(products.stockQuantity, 0),
} as const;

const statusConditions = {
  active: isNull(products.archivedAt),
  archived: isNotNull(products.archivedAt),
  all: undefined,
} as const;

export function adminProductWhere(query: AdminProductListParams): SQL | undefined {
  return and(
    statusConditions[query.status],
    query.q ? ilike(products.title, containsPattern(query.q)) : undefined,
    query.categoryId === undefined ? undefined : eq(products.categoryId, query.categoryId),
    query.stock ? stockConditions[query.stock] : undefined,
  );
}

export async function listProductsForAdmin(db: Db, query: AdminProductListParams): Promise<AdminProductList> {
  const { page, pageSize } = query;
  const where = adminProductWhere(query);
  const direction = query.dir === 'asc' ? asc : desc;
  // The id breaks ties, so a page boundary never shows a product twice or skips one.
  const order = [direction(sortColumns[query.sort]), direction(products.id)];
  // The page's ids first, on their own: the thumbnail and category are then read for those rows
  // only, not for every row an offset skips, and the default sort's ids come from
  // products_admin_live_created_idx alone.
  const pageIds = db
    .select({ id: sql<number>`${products.id}`.as('page_id') })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('page_ids');
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        priceCents: products.priceCents,
        stockQuantity: products.stockQuantity,
        categoryName: categories.name,
        thumbnailUrl,
        archivedAt: products.archivedAt,
        createdAt: products.createdAt,
      })
      .from(products)
      .innerJoin(pageIds, eq(pageIds.id, products.id))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(...order),
    cappedCount(db, products, where, ADMIN_LIST_COUNT_CAP),
  ]);
  return {
    items: rows.map((row): AdminProductRow => ({
      id: row.id,
      title: row.title,
      priceCents: row.priceCents,
      stockQuantity: row.stockQuantity,
      categoryName: row.categoryName,
      thumbnailUrl: row.thumbnailUrl,
      archived: row.archivedAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    ...counted,
    page,
    pageSize,
  };
}
