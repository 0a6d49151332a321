/**
 * Filter groups of a listing with standard faceted counts: an option's count is the number
 * of products in the listing that carry it AND match the selections of every other group,
 * so ticking a value never zeroes its own siblings (they stay OR-able, SF-CAT-07).
 *
 * At scale (decision 072): counts with no other group's selection applying are read from
 * listing_tag_counts (exact, kept by triggers); the others are counted over the listing when
 * it holds up to FACET_SAMPLE_ROWS products. In a bigger one, what is cheap is still counted
 * exactly (exact-facet-counts.ts: a group over a small narrowed listing, an uncommon option from
 * its own rows); the rest over a hash sample of about FACET_SAMPLE_ROWS products, scaled up and
 * marked `estimated`.
 */
import { and, asc, count, eq, gt, inArray, lt } from 'drizzle-orm';
import {
  filterGroupTypes,
  productTagTranslatedFields,
  type ProductFacets,
  type ProductFacetsParams,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { categoryFilters, productTagAssignments, productTags, type TagType } from '../../db/schema/index.js';
import { publicTranslations } from '../../lib/translations.js';
import { countNarrowedTags, countTagsExactly, planExactCounts } from './exact-facet-counts.js';
import { matchesOtherGroups } from './facet-conditions.js';
import { groupSelectedTags, listingId, type SelectedGroups } from './listing-filters.js';
import { EVERY_PRODUCT, SAMPLE_KEYS, listingMemberships, listingTagCounts } from './listing-tables.js';

/** Up to this many products a count reads them all; a bigger listing is sampled to about this many. */
export const FACET_SAMPLE_ROWS = 10_000;

interface OptionRow {
  id: number;
  name: string;
  type: TagType;
  translations: unknown;
}

/** A category's configured filter tags (SF-CAT-11), or for all products every tag in use. */
function filterOptions(db: Db, categoryId: number | undefined): Promise<OptionRow[]> {
  const columns = {
    id: productTags.id,
    name: productTags.name,
    type: productTags.tagType,
    translations: productTags.translations,
  };
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
    .innerJoin(
      listingTagCounts,
      and(eq(listingTagCounts.tagId, productTags.id), eq(listingTagCounts.categoryId, listingId(undefined))),
    )
    .where(gt(listingTagCounts.productCount, 0))
    .orderBy(asc(productTags.name));
}

/** The kept counts of the listing: its size (EVERY_PRODUCT) and each of `tagIds`. */
async function keptCounts(db: Db, categoryId: number | undefined, tagIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ tagId: listingTagCounts.tagId, count: listingTagCounts.productCount })
    .from(listingTagCounts)
    .where(
      and(
        eq(listingTagCounts.categoryId, listingId(categoryId)),
        inArray(listingTagCounts.tagId, [EVERY_PRODUCT, ...tagIds]),
      ),
    );
  return new Map(rows.map((row) => [row.tagId, row.count]));
}

/** Members of the listing in the sample_key range [0, keys) carrying each of `tagIds` (exported for the plan tests). */
export function tagCountQuery(
  db: Db,
  categoryId: number | undefined,
  groups: SelectedGroups,
  tagIds: number[],
  keys: number,
  exceptType?: TagType,
) {
  const sampled = keys < SAMPLE_KEYS ? lt(listingMemberships.sampleKey, keys) : undefined;
  return db
    .select({ tagId: productTagAssignments.tagId, count: count() })
    .from(productTagAssignments)
    .innerJoin(listingMemberships, eq(listingMemberships.productId, productTagAssignments.productId))
    .where(
      and(
        inArray(productTagAssignments.tagId, tagIds),
        eq(listingMemberships.categoryId, listingId(categoryId)),
        ...matchesOtherGroups(listingMemberships.productId, groups, exceptType),
        sampled,
      ),
    )
    .groupBy(productTagAssignments.tagId);
}

/** The sample_key range holding about FACET_SAMPLE_ROWS of a listing of `size` products (all of a smaller one). */
export const sampleKeys = (size: number) =>
  size <= FACET_SAMPLE_ROWS ? SAMPLE_KEYS : Math.ceil((SAMPLE_KEYS * FACET_SAMPLE_ROWS) / size);

/**
 * Counts per tag among `tagIds` over the listing narrowed by all groups but `exceptType`, read
 * from the sample_key range [0, keys): all of it (exact) or a share of it (scaled).
 */
async function countTags(
  db: Db,
  query: ProductFacetsParams,
  groups: SelectedGroups,
  tagIds: number[],
  keys: number,
  exceptType?: TagType,
): Promise<Map<number, number>> {
  const rows = await tagCountQuery(db, query.categoryId, groups, tagIds, keys, exceptType);
  const scale = SAMPLE_KEYS / keys;
  return new Map(rows.map((row) => [row.tagId, Math.round(row.count * scale)]));
}

export async function listFacets(db: Db, query: ProductFacetsParams): Promise<ProductFacets> {
  const [options, groups] = await Promise.all([filterOptions(db, query.categoryId), groupSelectedTags(db, query.tags)]);
  if (options.length === 0) return { groups: [], countsAreEstimates: false };

  // The selected tags' kept counts bound the narrowed listing's size (exact-facet-counts.ts).
  const kept = await keptCounts(db, query.categoryId, [
    ...new Set([...options.map((o) => o.id), ...[...groups.values()].flat()]),
  ]);
  const size = kept.get(EVERY_PRODUCT) ?? 0;
  const keys = sampleKeys(size);
  const selectedTypes = [...groups.keys()].filter((type) => options.some((o) => o.type === type));
  const othersSelected = (type: TagType) => selectedTypes.some((other) => other !== type);

  // A group whose options no other group's selection narrows reads the kept counts. In a
  // sampled listing, what is cheap to count exactly is (exact-facet-counts.ts); of the rest,
  // groups without a selection share one sampled query (every selection applies to them) and
  // each group with a selection gets its own, leaving that group out.
  const counted = options.filter((o) => othersSelected(o.type));
  const exact = keys < SAMPLE_KEYS ? planExactCounts(counted, groups, kept) : { narrowed: [], options: [] };
  const exactIds = new Set([...exact.narrowed.flatMap((unit) => unit.options), ...exact.options].map((o) => o.id));
  const sampled = counted.filter((o) => !exactIds.has(o.id));
  const unselected = sampled.filter((o) => !groups.has(o.type)).map((o) => o.id);
  const perGroup = await Promise.all([
    countTagsExactly(db, query.categoryId, groups, exact.options),
    ...exact.narrowed.map((unit) => countNarrowedTags(db, query.categoryId, groups, unit)),
    unselected.length ? countTags(db, query, groups, unselected, keys) : new Map<number, number>(),
    ...selectedTypes.filter(othersSelected).flatMap((type) => {
      const ids = sampled.filter((o) => o.type === type).map((o) => o.id);
      return ids.length ? [countTags(db, query, groups, ids, keys, type)] : [];
    }),
  ]);
  const counts = new Map(perGroup.flatMap((m) => [...m]));
  const estimatedIds = new Set(keys < SAMPLE_KEYS ? sampled.map((o) => o.id) : []);
  const selected = new Set([...groups.values()].flat());

  return {
    groups: filterGroupTypes
      .map((type) => ({
        type,
        options: options
          .filter((o) => o.type === type)
          .map((o) => ({
            id: o.id,
            name: o.name,
            translations: publicTranslations(o.translations, productTagTranslatedFields),
            // A counted option missing from the query's rows has no product there (in the sample,
            // for an estimate: the web then says "a few or none", never "~0").
            count: othersSelected(o.type) ? (counts.get(o.id) ?? 0) : (kept.get(o.id) ?? 0),
            estimated: estimatedIds.has(o.id),
            selected: selected.has(o.id),
          })),
      }))
      .filter((group) => group.options.length > 0),
    countsAreEstimates: estimatedIds.size > 0,
  };
}
