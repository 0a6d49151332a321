import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  LISTING_DEPTH_CAP,
  productTranslationsSchema,
  type ProductDetail,
  type ProductList,
  type ProductImage,
  type ProductListParams,
  type ProductSort,
  type ProductSummary,
  type ProductTranslations,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { cappedCount, cappedCountQuery as cappedCountOf } from '../../lib/capped-count.js';
import { parseJsonObject } from '../../lib/json-object.js';
import { outerProductId } from '../../lib/product-main-image.js';
import {
  categories,
  productImages,
  productReviews,
  productTagAssignments,
  productTags,
  products,
} from '../../db/schema/index.js';
import { groupSelectedTags, listingId, listingRows, type SelectedGroups } from './listing-filters.js';
import { EVERY_PRODUCT, listingTagCounts, type ListingTable } from './listing-tables.js';
import { liveProduct } from './live-products.js';

/** Only published reviews show and count; a customer's new or edited review waits for staff (issue 29). */
const publishedReview = eq(productReviews.status, 'published');

const ratingColumns = {
  rating: sql<
    number | null
  >`(select round(avg(${productReviews.rating})::numeric, 1)::float8 from ${productReviews} where ${productReviews.productId} = ${outerProductId} and ${publishedReview})`,
  reviewCount: sql<number>`(select count(*)::int from ${productReviews} where ${productReviews.productId} = ${outerProductId} and ${publishedReview})`,
};

/** The one column list of a product card, shared by every listing. */
const summaryColumns = {
  id: products.id,
  title: products.title,
  translations: products.translations,
  priceCents: products.priceCents,
  stockQuantity: products.stockQuantity,
  badgeEnabled: products.badgeEnabled,
  badgeText: products.badgeText,
  badgeColor: products.badgeColor,
  categoryId: categories.id,
  categoryName: categories.name,
  ...ratingColumns,
};

type SummaryRow = {
  id: number;
  title: string;
  translations: unknown;
  priceCents: number;
  stockQuantity: number;
  badgeEnabled: boolean;
  badgeText: string | null;
  badgeColor: string;
  categoryId: number | null;
  categoryName: string | null;
  rating: number | null;
  reviewCount: number;
};

/**
 * Each sort with its id tie-break, as one index of either listing table reads it (migrations
 * 0009, 0011).
 */
const sortOrder: Record<ProductSort, (rows: ListingTable) => SQL[]> = {
  newest: (rows) => [desc(rows.createdAt), desc(rows.productId)],
  name_asc: (rows) => [asc(rows.title), asc(rows.productId)],
  name_desc: (rows) => [desc(rows.title), desc(rows.productId)],
  price_asc: (rows) => [asc(rows.priceCents), asc(rows.productId)],
  price_desc: (rows) => [desc(rows.priceCents), desc(rows.productId)],
};

async function imagesFor(db: Db, productIds: number[]): Promise<Map<number, ProductImage[]>> {
  const byProduct = new Map<number, ProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productImages)
    // Videos (ADM-PROD-03) are not drawn by the storefront's image gallery and cards yet.
    .where(and(inArray(productImages.productId, productIds), eq(productImages.kind, 'image')))
    .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ url: row.url, alt: row.alt, width: row.width ?? 800, height: row.height ?? 800 });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/**
 * SF-I18N-05: translations may have been stored as a JSON string; anything that is not a
 * per-language object of strings is dropped so the card falls back to the stored title.
 */
function productTranslations(value: unknown): ProductTranslations {
  const result = productTranslationsSchema.safeParse(parseJsonObject(value));
  return result.success ? result.data : {};
}

function toSummary(row: SummaryRow, images: ProductImage[]): ProductSummary {
  return {
    id: row.id,
    title: row.title,
    translations: productTranslations(row.translations),
    priceCents: row.priceCents,
    image: images[0] ?? null,
    images,
    stockQuantity: row.stockQuantity,
    badge: row.badgeEnabled && row.badgeText ? { text: row.badgeText, color: row.badgeColor } : null,
    rating: row.reviewCount > 0 ? row.rating : null,
    reviewCount: row.reviewCount,
    category:
      row.categoryId !== null && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null,
  };
}

/** The ids of a listing's page (exported for the plan tests). */
export function listingPageQuery(db: Db, query: ProductListParams, groups: SelectedGroups) {
  const { table, where } = listingRows(query.categoryId, groups);
  return db
    .select({ id: table.productId })
    .from(table)
    .where(where)
    .orderBy(...sortOrder[query.sort](table))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** A filtered listing's size, counted no further than one past LISTING_DEPTH_CAP. */
export function cappedCountQuery(db: Db, categoryId: number | undefined, groups: SelectedGroups) {
  const { table, where } = listingRows(categoryId, groups);
  return cappedCountOf(db, table, where, LISTING_DEPTH_CAP);
}

/**
 * The listing's size: kept per listing and tag, so exact at any size, with no tag or one tag
 * selected; with more, counted up to LISTING_DEPTH_CAP, as far as its pages go (decision 072).
 */
async function listingTotal(
  db: Db,
  categoryId: number | undefined,
  groups: SelectedGroups,
): Promise<{ total: number; totalIsCapped: boolean }> {
  const selected = [...groups.values()].flat();
  if (selected.length <= 1) {
    const [row] = await db
      .select({ count: listingTagCounts.productCount })
      .from(listingTagCounts)
      .where(
        and(
          eq(listingTagCounts.categoryId, listingId(categoryId)),
          eq(listingTagCounts.tagId, selected[0] ?? EVERY_PRODUCT),
        ),
      );
    return { total: row?.count ?? 0, totalIsCapped: false };
  }
  const { table, where } = listingRows(categoryId, groups);
  return cappedCount(db, table, where, LISTING_DEPTH_CAP);
}

/**
 * A page of a listing: the page's ids come from one ordered range of an index of
 * listing_memberships, or of listing_tag_memberships with one tag selected (LIMIT stops the
 * scan; the contract bounds the OFFSET), then the cards of those ids.
 */
export async function listProducts(db: Db, query: ProductListParams): Promise<ProductList> {
  const groups = await groupSelectedTags(db, query.tags);
  const [page, total] = await Promise.all([
    listingPageQuery(db, query, groups),
    listingTotal(db, query.categoryId, groups),
  ]);
  return {
    items: await productSummariesByIds(
      db,
      page.map((row) => row.id),
    ),
    ...total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getProduct(db: Db, id: number): Promise<ProductDetail | null> {
  const [row] = await db
    .select({ ...summaryColumns, description: products.description })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), liveProduct));
  if (!row) return null;
  const [images, tags, reviews] = await Promise.all([
    imagesFor(db, [id]),
    db
      .select({ name: productTags.name })
      .from(productTagAssignments)
      .innerJoin(productTags, eq(productTags.id, productTagAssignments.tagId))
      .where(eq(productTagAssignments.productId, id))
      .orderBy(asc(productTags.name)),
    db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, id), publishedReview))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id)),
  ]);
  return {
    ...toSummary(row, images.get(id) ?? []),
    description: row.description,
    tags: tags.map((t) => t.name),
    reviews: reviews.map((r) => ({
      id: r.id,
      userName: r.userName,
      rating: r.rating,
      text: r.reviewText,
      createdAt: r.createdAt.toISOString(),
      verifiedPurchase: r.verifiedPurchase,
      reply:
        r.adminReply !== null && r.repliedAt !== null
          ? { text: r.adminReply, repliedAt: r.repliedAt.toISOString() }
          : null,
    })),
  };
}

/**
 * Product cards for ids another module chose and ordered (home sections, best sellers, a
 * film's related products), with the same mapping as the listings; order of `ids` is kept.
 */
export async function productSummariesByIds(db: Db, ids: readonly number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [rows, images] = await Promise.all([
    db
      .select(summaryColumns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(inArray(products.id, unique), liveProduct)),
    imagesFor(db, unique),
  ]);
  const byId = new Map(rows.map((row) => [row.id, toSummary(row, images.get(row.id) ?? [])]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  description: categories.description,
  translations: categories.translations,
};

export async function listCategories(db: Db) {
  return db.select(categoryColumns).from(categories).orderBy(asc(categories.name));
}

export async function getCategory(db: Db, id: number) {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  return row ?? null;
}
