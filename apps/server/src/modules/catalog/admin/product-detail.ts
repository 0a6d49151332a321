/**
 * One product as the admin form edits it: every stored field, its media in order, its further
 * categories and its tags (typed tags and filter tags are one table), and its version.
 */
import { asc, eq } from 'drizzle-orm';
import type { AdminProductDetail } from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import {
  productCategoryAssignments,
  productImages,
  productTagAssignments,
  products,
  type ProductTranslations,
} from '../../../db/schema/index.js';
import { notFound } from '../../../lib/errors.js';

export const noProduct = () => notFound('Product not found.');

/** The Hebrew title and description, when either is set. */
function hebrew(translations: ProductTranslations): AdminProductDetail['translations'] {
  const he = translations.he;
  if (!he || (!he.title && !he.description)) return {};
  return { he: { title: he.title ?? '', description: he.description ?? '' } };
}

/** The detail, or null for an unknown id; `tx` may be an open transaction. */
export async function findProductDetail(tx: Db, id: number): Promise<AdminProductDetail | null> {
  const [row] = await tx.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const [media, categoryRows, tagRows] = await Promise.all([
    tx
      .select({ url: productImages.url, type: productImages.kind, alt: productImages.alt })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    tx
      .select({ id: productCategoryAssignments.categoryId })
      .from(productCategoryAssignments)
      .where(eq(productCategoryAssignments.productId, id))
      .orderBy(asc(productCategoryAssignments.categoryId)),
    tx
      .select({ id: productTagAssignments.tagId })
      .from(productTagAssignments)
      .where(eq(productTagAssignments.productId, id))
      .orderBy(asc(productTagAssignments.tagId)),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    priceCents: row.priceCents,
    stockQuantity: row.stockQuantity,
    categoryId: row.categoryId,
    categoryIds: categoryRows.map((c) => c.id),
    tagIds: tagRows.map((t) => t.id),
    translations: hebrew(row.translations),
    isBestseller: row.isBestseller,
    bestsellerOrder: row.bestsellerOrder,
    badgeEnabled: row.badgeEnabled,
    badgeText: row.badgeText,
    badgeColor: row.badgeColor,
    media,
    archived: row.archivedAt !== null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getProductDetail(db: Db, id: number): Promise<AdminProductDetail> {
  const detail = await findProductDetail(db, id);
  if (!detail) throw noProduct();
  return detail;
}
