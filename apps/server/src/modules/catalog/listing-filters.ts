/**
 * The WHERE clause of a product listing over listing_memberships: its listing (a category,
 * primary or extra, or all products) and its selected filter tags, grouped by tag type. A
 * product must match every group that has selections and any one value within a group
 * (SF-CAT-07). Memberships hold live products only, so no archived check is needed. With
 * exactly one tag selected, the listing's rows are read from listing_tag_memberships instead.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productTagAssignments, productTags } from '../../db/schema/index.js';
import type { TagType } from '../../db/schema/index.js';
import { ALL_PRODUCTS, listingMemberships, listingTagMemberships, type ListingTable } from './listing-tables.js';

export type SelectedGroups = Map<TagType, number[]>;

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

/**
 * The listed product has at least one of `tagIds` (the primary key covers product_id, tag_id).
 * Not the facets' probe (`carriesAnyTag`, offset 0): a page counts and sorts every match, and a
 * hash of the tags' assignments is 2–9 times faster there (decision 072).
 */
function hasAnyTag(tagIds: readonly number[]): SQL {
  return sql`exists (select 1 from ${productTagAssignments} where ${productTagAssignments.productId} = ${listingMemberships.productId} and ${inArray(productTagAssignments.tagId, [...tagIds])})`;
}

/** The listing's category id in listing_memberships. */
export const listingId = (categoryId: number | undefined) => categoryId ?? ALL_PRODUCTS;

/** Members of the listing matching every selected group. */
export function listingWhere(categoryId: number | undefined, groups: SelectedGroups): SQL {
  const conditions: SQL[] = [eq(listingMemberships.categoryId, listingId(categoryId))];
  for (const ids of groups.values()) conditions.push(hasAnyTag(ids));
  return and(...conditions)!;
}

/** The tag, when exactly one is selected (one group, one value: the common click on a facet). */
function onlySelectedTag(groups: SelectedGroups): number | undefined {
  const selected = [...groups.values()].flat();
  return selected.length === 1 ? selected[0] : undefined;
}

/**
 * Where a page or a count reads the listing's members (decision 080): with one tag selected,
 * the (listing, tag) range of listing_tag_memberships, where every row matches; otherwise
 * listing_memberships, each row checked against the selected groups.
 */
export function listingRows(
  categoryId: number | undefined,
  groups: SelectedGroups,
): { table: ListingTable; where: SQL } {
  const tagId = onlySelectedTag(groups);
  if (tagId === undefined) return { table: listingMemberships, where: listingWhere(categoryId, groups) };
  return {
    table: listingTagMemberships,
    where: and(eq(listingTagMemberships.categoryId, listingId(categoryId)), eq(listingTagMemberships.tagId, tagId))!,
  };
}
