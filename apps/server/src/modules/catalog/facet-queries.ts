/**
 * Filter groups of a listing with standard faceted counts: an option's count is the number
 * of products in the listing that carry it AND match the selections of every other group,
 * so ticking a value never zeroes its own siblings (they stay OR-able, SF-CAT-07).
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { filterGroupTypes, type ProductFacets, type ProductFacetsParams } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { categoryFilters, productTagAssignments, productTags, products, type TagType } from '../../db/schema/index.js';
import { groupSelectedTags, listingWhere } from './listing-filters.js';
import { liveProduct } from './live-products.js';

interface OptionRow {
  id: number;
  name: string;
  type: TagType;
}

/** A category's configured filter tags (SF-CAT-11), or for all products every tag in use. */
function filterOptions(db: Db, categoryId: number | undefined): Promise<OptionRow[]> {
  const columns = { id: productTags.id, name: productTags.name, type: productTags.tagType };
  if (categoryId !== undefined) {
    return db
      .select(columns)
      .from(categoryFilters)
      .innerJoin(productTags, eq(productTags.id, categoryFilters.tagId))
      .where(eq(categoryFilters.categoryId, categoryId))
      .orderBy(asc(productTags.name));
  }
  return db
    .select(columns)
    .from(productTags)
    .where(
      sql`exists (select 1 from ${productTagAssignments} join ${products} on ${products.id} = ${productTagAssignments.productId} where ${productTagAssignments.tagId} = ${productTags.id} and ${liveProduct})`,
    )
    .orderBy(asc(productTags.name));
}

/** Counts per tag among `tagIds`, over the listing narrowed by all groups but `exceptType`. */
async function countTags(
  db: Db,
  query: ProductFacetsParams,
  groups: Awaited<ReturnType<typeof groupSelectedTags>>,
  tagIds: number[],
  exceptType?: TagType,
): Promise<Map<number, number>> {
  const where = listingWhere(query.categoryId, groups, exceptType);
  const rows = await db
    .select({ tagId: productTagAssignments.tagId, count: count() })
    .from(productTagAssignments)
    .innerJoin(products, eq(products.id, productTagAssignments.productId))
    .where(and(inArray(productTagAssignments.tagId, tagIds), where))
    .groupBy(productTagAssignments.tagId);
  return new Map(rows.map((row) => [row.tagId, row.count]));
}

export async function listFacets(db: Db, query: ProductFacetsParams): Promise<ProductFacets> {
  const [options, groups] = await Promise.all([filterOptions(db, query.categoryId), groupSelectedTags(db, query.tags)]);
  if (options.length === 0) return { groups: [] };

  // Groups without a selection all share one count query (every selection applies to them);
  // each group with a selection gets its own, leaving that group out: at most 1 + 7 queries.
  const unselected = options.filter((o) => !groups.has(o.type)).map((o) => o.id);
  const selectedTypes = [...groups.keys()].filter((type) => options.some((o) => o.type === type));
  const [shared, ...perGroup] = await Promise.all([
    unselected.length ? countTags(db, query, groups, unselected) : Promise.resolve(new Map<number, number>()),
    ...selectedTypes.map((type) =>
      countTags(
        db,
        query,
        groups,
        options.filter((o) => o.type === type).map((o) => o.id),
        type,
      ),
    ),
  ]);
  const counts = new Map([...shared!, ...perGroup.flatMap((m) => [...m])]);
  const selected = new Set([...groups.values()].flat());

  return {
    groups: filterGroupTypes
      .map((type) => ({
        type,
        options: options
          .filter((o) => o.type === type)
          .map((o) => ({ id: o.id, name: o.name, count: counts.get(o.id) ?? 0, selected: selected.has(o.id) })),
      }))
      .filter((group) => group.options.length > 0),
  };
}
