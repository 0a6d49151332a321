/**
 * The WHERE clause of a product listing: its category (primary or extra assignment) and
 * its selected filter tags, grouped by tag type. A product must match every group that
 * has selections and any one value within a group (SF-CAT-07).
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productCategoryAssignments, productTagAssignments, productTags, products } from '../../db/schema/index.js';
import type { TagType } from '../../db/schema/index.js';
import { liveProduct } from './live-products.js';

export type SelectedGroups = Map<TagType, number[]>;

export function inCategory(categoryId: number): SQL {
  return or(
    eq(products.categoryId, categoryId),
    sql`exists (select 1 from ${productCategoryAssignments} where ${productCategoryAssignments.productId} = ${products.id} and ${productCategoryAssignments.categoryId} = ${categoryId})`,
  )!;
}

/** Groups the selected tag ids by their tag type; unknown ids are dropped. One indexed lookup. */
export async function groupSelectedTags(db: Db, tagIds: readonly number[] | undefined): Promise<SelectedGroups> {
  const groups: SelectedGroups = new Map();
  if (!tagIds?.length) return groups;
  const rows = await db
    .select({ id: productTags.id, type: productTags.tagType })
    .from(productTags)
    .where(inArray(productTags.id, [...tagIds]));
  for (const row of rows) groups.set(row.type, [...(groups.get(row.type) ?? []), row.id]);
  return groups;
}

/** The product has at least one of `tagIds` (the primary key covers product_id, tag_id). */
export function hasAnyTag(tagIds: readonly number[]): SQL {
  return sql`exists (select 1 from ${productTagAssignments} where ${productTagAssignments.productId} = ${products.id} and ${inArray(productTagAssignments.tagId, [...tagIds])})`;
}

/** Live products of the category and every selected group except `exceptType` (facet counts leave their own group out). */
export function listingWhere(categoryId: number | undefined, groups: SelectedGroups, exceptType?: TagType): SQL {
  const conditions: SQL[] = [liveProduct];
  if (categoryId !== undefined) conditions.push(inCategory(categoryId));
  for (const [type, ids] of groups) if (type !== exceptType) conditions.push(hasAnyTag(ids));
  return and(...conditions)!;
}
