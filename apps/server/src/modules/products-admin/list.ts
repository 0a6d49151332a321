/**
 * The admin's product list (issue 13, ADM-PROD-05): newest first by default, sortable by
 * title, price and stock, searchable by any part of the title (the trigram index
 * products_title_trgm serves ILIKE '%q%'), filtered by primary category, stock level and
 * archived status. One query for the page (the thumbnail is a subquery run for its rows
 * only) and one count.
 */
import { and, asc, between, count, desc, eq, gt, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_MAX,
  type AdminProductList,
  type AdminProductListParams,
  type AdminProductRow,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { categories, productImages, products } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { outerProductId } from '../../lib/product-main-image.js';

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
  const [rows, [counted]] = await Promise.all([
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
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(products).where(where),
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
    total: counted?.n ?? 0,
    page,
    pageSize,
  };
}
